/**
 * The performances of a show (docs/rules/shows.md#performances): a run lists each dated
 * performance with what sets it apart (status, ticket link, sale dates, access services, a note).
 * Kept out of ./show-schema.ts, which builds the show schema from `performancesField` and checks a
 * show's performances with `checkPerformances`. The schema's building blocks come in as arguments,
 * so one performance is checked exactly as the show it belongs to.
 */
import { z } from 'zod';
import { creditsField } from '../archive/people-schema';
import { repeats, sameTimeMessage } from './rules/clashes';
import { seasonOfShow } from '../seasons';
import { accessibilityField } from '../venues/accessibility-field';
import { priceSchema } from '../prices/price-schema';

export interface PerformanceParts<Status extends string> {
  /** "YYYY-MM-DDTHH:MM", venue time. */
  localDateTime: z.ZodType<string>;
  /** An absolute https link (not empty): a ticket link takes payment. */
  link: z.ZodType<string>;
  statuses: readonly [Status, ...Status[]];
}

/** The `performances` field of a show: every performance of the run, the first one included. */
export function performancesField<Status extends string>(parts: PerformanceParts<Status>) {
  const { localDateTime, link, statuses } = parts;
  // "" is "no ticket link for this performance"; absent is "the show's link".
  const ownLink = z.union([z.literal(''), link]).optional();
  const performance = z.strictObject({
    /** Start, local venue time. */
    date: localDateTime,
    /** The show's status when absent. */
    status: z.enum(statuses).optional(),
    /** Rescheduled only: the local date and time first announced. */
    previousDate: localDateTime.optional(),
    /** This performance's own ticket link; the show's when absent. */
    tickets: ownLink,
    /** When this performance's public sale opens; the show's when absent. */
    onSale: localDateTime.optional(),
    /** Member presale link for this performance (needs an on-sale date). */
    presaleTickets: ownLink,
    /** Services of this performance only; those of every performance go on the show. */
    accessibility: accessibilityField,
    /**
     * When its touch tour starts, local venue time: before the performance, on its day
     * (docs/rules/visiting.md#accessibility-services). Needs "touch-tour" among its services.
     */
    touchTour: localDateTime.optional(),
    /** This performance's own price (a free preview); the show's when absent. */
    price: priceSchema.optional(),
    /**
     * Who took part in this performance beyond the show's `people`: a guest soloist, another
     * conductor, an understudy in a part (docs/archive.md#people-and-works).
     */
    people: creditsField,
    /** A short line shown with the performance: "Post-show talkback". */
    note: z
      .string()
      .trim()
      .min(1)
      .max(80, 'must be at most 80 characters: a short note')
      .optional(),
    /**
     * Raised by one on every change to this performance a visitor must hear about; calendar
     * apps see the show's revision plus this one.
     */
    revision: z.number().int('must be a whole number').nonnegative('must be 0 or more').default(0),
  });
  return z.array(performance).default([]);
}

/** What the checks read of a parsed show. */
export interface PerformingShow {
  date: string;
  endDate?: string;
  season?: string;
  festival: boolean;
  status: string;
  tickets: string;
  onSale?: string;
  presaleTickets: string;
  accessibility: readonly string[];
  performances: ReadonlyArray<{
    date: string;
    status?: string;
    previousDate?: string;
    tickets?: string;
    onSale?: string;
    presaleTickets?: string;
    accessibility: readonly string[];
    touchTour?: string;
  }>;
}

/** The status rules of one dated entry (./status-schema.ts `checkStatus`). */
export type StatusCheck = (
  entry: { status: string; previousDate?: string; date: string },
  ctx: z.RefinementCtx,
) => void;

/** A refinement context whose issues land under `prefix` (a performance's own fields). */
function under(ctx: z.RefinementCtx, prefix: PropertyKey[]): z.RefinementCtx {
  return {
    ...ctx,
    addIssue: (issue) => {
      if (typeof issue === 'string') {
        ctx.addIssue({ code: 'custom', path: prefix, message: issue });
        return;
      }
      ctx.addIssue({ ...issue, path: [...prefix, ...(issue.path ?? [])] } as typeof issue);
    },
  } as z.RefinementCtx;
}

/**
 * A show's performances against each other and against the show (docs/rules/shows.md#performances):
 * the show's `date` is the first performance, no two performances share a time, every one falls in
 * the show's season, each follows the status and sale rules a show follows, and a value is set on
 * the show (for every performance) or on a performance, never both.
 */
export function checkPerformances(
  show: PerformingShow,
  ctx: z.RefinementCtx,
  checkStatus: StatusCheck,
): void {
  const list = show.performances;
  if (list.length === 0) return;
  const issue = (path: PropertyKey[], message: string) =>
    ctx.addIssue({ code: 'custom', path, message });
  const first = [...list].map((p) => p.date).sort()[0] ?? show.date;
  if (show.date !== first) {
    issue(
      ['date'],
      `must be the first performance's date and time (${first}): a run opens with it`,
    );
  }
  if (show.endDate !== undefined) {
    issue(['endDate'], 'a show with performances ends with its last performance: remove endDate');
  }
  if (show.festival) {
    issue(['performances'], "a festival's screenings are its schedule, not performances");
  }
  if (show.status === 'rescheduled') {
    issue(['status'], 'a run is rescheduled performance by performance: set it on the performance');
  }
  // Stryker disable next-line MethodExpression: a season is read from the year and month alone, which the full date starts with too
  const season = seasonOfShow({ day: show.date.slice(0, 10), season: show.season });
  for (const { index, earlier } of repeats(list.map((p) => p.date))) {
    // Stryker disable next-line OptionalChaining,LogicalOperator,StringLiteral: the index comes from the list itself, so the performance is always there
    const date = list[index]?.date ?? '';
    issue(['performances', index, 'date'], sameTimeMessage(`performances[${earlier}]`, date));
  }
  list.forEach((p, index) => {
    const at = (field: string) => ['performances', index, field];
    // Stryker disable next-line MethodExpression: a season is read from the year and month alone, which the full date starts with too
    const own = seasonOfShow({ day: p.date.slice(0, 10) });
    if (own !== season) {
      issue(
        at('date'),
        `falls in the ${own} season, not the show's ${season}: a run is in one season`,
      );
    }
    if (p.status !== undefined && show.status !== 'scheduled') {
      issue(
        at('status'),
        `conflicts with the show's status "${show.status}", which holds for every performance`,
      );
    }
    if (p.onSale !== undefined && show.onSale !== undefined) {
      issue(
        at('onSale'),
        "conflicts with the show's onSale: set it on the show or per performance",
      );
    }
    if (p.presaleTickets !== undefined && p.presaleTickets !== '' && show.presaleTickets !== '') {
      issue(
        at('presaleTickets'),
        "conflicts with the show's presaleTickets: set it on the show or per performance",
      );
    }
    p.accessibility.forEach((service, i) => {
      if (show.accessibility.includes(service)) {
        issue(
          ['performances', index, 'accessibility', i],
          `"${service}" is already on the show, which means every performance`,
        );
      }
    });
    if (p.touchTour !== undefined) checkTouchTour(p, show.accessibility, at('touchTour'), issue);
    const status = p.status ?? show.status;
    checkStatus(
      { status, previousDate: p.previousDate, date: p.date },
      under(ctx, ['performances', index]),
    );
    const onSale = p.onSale ?? show.onSale;
    const tickets = p.tickets ?? show.tickets;
    const presale = p.presaleTickets ?? show.presaleTickets;
    if (onSale !== undefined && onSale >= p.date) {
      issue(at('onSale'), `must be before the performance starts (${p.date})`);
    }
    if (onSale !== undefined && tickets === '') {
      issue(at('tickets'), 'is empty, but the performance has an on-sale date: give its link');
    }
    if (presale !== '' && onSale === undefined) {
      issue(at('presaleTickets'), 'needs "onSale": a presale is the sale before the public one');
    }
  });
}

/**
 * A touch tour comes before its performance (docs/rules/visiting.md#accessibility-services): it
 * starts before the performance, on the same day, and the performance offers it.
 */
function checkTouchTour(
  performance: { date: string; touchTour?: string; accessibility: readonly string[] },
  showServices: readonly string[],
  path: PropertyKey[],
  issue: (path: PropertyKey[], message: string) => void,
): void {
  const { date, touchTour = '' } = performance;
  if (![...showServices, ...performance.accessibility].includes('touch-tour')) {
    issue(path, 'is set, but the performance offers no "touch-tour": add it to its accessibility');
  }
  if (touchTour >= date) {
    issue(path, `must be before the performance starts (${date}): the tour comes first`);
  } else if (touchTour.slice(0, 10) !== date.slice(0, 10)) {
    issue(path, `must be on the performance's day (${date.slice(0, 10)})`);
  }
}
