/**
 * On-sale reminders (docs/rules/calendars.md#on-sale-reminders): for a show whose sale opens later,
 * a calendar event at the opening with an alarm, and the members' presale as a second event where
 * the show names when it opens; one file per show, and one feed of the season's openings.
 *
 * Invariants: an event's UID comes from the show's name (and, for a run sold in several waves, the
 * first performance a wave opens), never from the build or the opening's time, so a re-imported
 * file or a refreshed feed updates its events; the events are written by ./ical.ts, the
 * site's one iCalendar writer.
 */
import type { Performance, Show } from '../../content/types';
import { performanceId, sellsTickets } from '../../concepts/shows';
import { feedShows } from '../../concepts/seasons';
import { absoluteUrl } from '../../site/paths';
import { routes } from '../../site/routes';
import { formatDateTimeLong } from '../../time/format';
import { zonedToInstant } from '../../time/timezone';
import { buildCalendar, type CalendarEvent } from './ical';
import type { SeriesInfo } from '../../site/series';
import { venueAddressLine } from '../structured-data';

/**
 * The alarm rings this long before the sale opens: enough to reach a computer and the seller's
 * page before the first minute, when popular shows sell most, and short enough to be remembered.
 */
export const REMINDER_MINUTES_BEFORE = 15;

/** How long the event lasts in a calendar: a short slot to act in, marked as free time. */
const REMINDER_MINUTES = 30;

export interface SaleOpening {
  kind: 'public' | 'presale';
  /** The opening instant. */
  start: Date;
  /** "Friday, October 1, 2027, 10:00 am", on the venue's clock. */
  startFormatted: string;
  /** Where tickets are bought once it opens. */
  link: string;
  /** The performances it opens (a run sold in waves opens some of them at a time). */
  performances: Performance[];
}

/**
 * The openings still worth a reminder in a show's file: each distinct public sale of the
 * performances that sell (a run may open in waves), and the members' presale when the show says
 * when it opens. In order of time. Empty for a show that sells nothing or opens no later sale.
 */
export function saleOpenings(show: Show, timeZone: string): SaleOpening[] {
  if (!sellsTickets(show.status)) return [];
  const waves = new Map<string, Performance[]>();
  for (const performance of show.performances) {
    if (!performance.onSaleInstant || !sellsTickets(performance.status)) continue;
    waves.set(performance.onSaleInstant, [
      ...(waves.get(performance.onSaleInstant) ?? []),
      performance,
    ]);
  }
  const openings: SaleOpening[] = [...waves].map(([instant, performances]) => ({
    kind: 'public',
    start: new Date(instant),
    startFormatted: performances[0]?.onSaleFormatted ?? '',
    link: performances[0]?.tickets || show.tickets,
    performances,
  }));
  if (show.presaleOpens && show.presaleTickets && openings.length > 0) {
    openings.push({
      kind: 'presale',
      start: zonedToInstant(show.presaleOpens, timeZone),
      startFormatted: formatDateTimeLong(show.presaleOpens),
      link: show.presaleTickets,
      performances: show.performances.filter((p) => sellsTickets(p.status)),
    });
  }
  return openings.sort((a, b) => a.start.getTime() - b.start.getTime());
}

/**
 * Whether a show names a public sale date, on itself or on a performance, whatever its status:
 * such a show has its reminder file, which holds its openings while it sells (saleOpenings).
 */
export function namesPublicSale(show: Show): boolean {
  return show.performances.some((performance) => performance.onSaleInstant !== undefined);
}

/** Whether a show's page offers "Remind me when tickets go on sale". */
export function offersOnSaleReminder(show: Show, timeZone: string): boolean {
  return saleOpenings(show, timeZone).some((opening) => opening.kind === 'public');
}

function uidDomain(series: SeriesInfo): string {
  return new URL(series.url).hostname;
}

/** "on-sale-{show}", with the first performance of the wave when the run opens in several. */
function uid(show: Show, opening: SaleOpening, waves: number, series: SeriesInfo): string {
  if (opening.kind === 'presale') return `presale-${show.name}@${uidDomain(series)}`;
  const first = opening.performances[0];
  const wave = waves > 1 && first ? `-${performanceId(first.previousDate ?? first.date)}` : '';
  return `on-sale-${show.name}${wave}@${uidDomain(series)}`;
}

/** "Sat, Jan 16, 7:30 pm; Sun, Jan 17, 2:00 pm" for a wave that opens part of a run. */
function performancesLine(show: Show, opening: SaleOpening): string | undefined {
  if (opening.performances.length === show.performances.length) return undefined;
  const dates = opening.performances
    .map((p) => `${p.dateFormattedShort}, ${p.timeFormatted}`)
    .join('; ');
  return `For the performances on ${dates}.`;
}

/** The reminder events of one show, in order of time. */
export function onSaleEvents(show: Show, series: SeriesInfo): CalendarEvent[] {
  const openings = saleOpenings(show, series.timeZone);
  const waves = openings.filter((opening) => opening.kind === 'public').length;
  const page = absoluteUrl(routes.show(show.name));
  return openings.map((opening) => {
    const what = opening.kind === 'presale' ? "Members' presale opens" : 'Tickets on sale';
    const description = [
      `${what} ${opening.startFormatted} for ${show.title} (${show.dateFormatted}).`,
      performancesLine(show, opening),
      `Tickets: ${opening.link}`,
      `Details: ${page}`,
    ]
      .filter(Boolean)
      .join('\n\n');
    return {
      uid: uid(show, opening, waves, series),
      title: `${what}: ${show.title}`,
      start: opening.start,
      end: new Date(opening.start.getTime() + REMINDER_MINUTES * 60_000),
      location: venueAddressLine(show.venue),
      description,
      url: page,
      status: 'CONFIRMED',
      sequence: show.revision,
      alarm: {
        minutesBefore: REMINDER_MINUTES_BEFORE,
        description: `${what} in ${REMINDER_MINUTES_BEFORE} minutes: ${show.title}`,
      },
      free: true,
    } satisfies CalendarEvent;
  });
}

/** A show's reminder file: the public sale, and the members' presale where there is one. */
export function onSaleReminderCalendar(show: Show, series: SeriesInfo, generatedAt: Date): string {
  return buildCalendar(onSaleEvents(show, series), {
    name: `Tickets on sale: ${show.title}`,
    timeZone: series.timeZone,
    generatedAt,
  });
}

/**
 * The feed of the season's on-sale dates: every opening of the feed's shows (upcoming, or ended
 * at most 180 days ago: lib/concepts/seasons/rules/seasons.ts feedShows) that is still ahead on the build day or
 * opened at most a week before it, in order of time.
 */
export function onSaleFeedEvents(
  shows: readonly Show[],
  today: string,
  series: SeriesInfo,
): CalendarEvent[] {
  const since =
    zonedToInstant(`${today}T00:00`, series.timeZone).getTime() -
    RECENT_OPENINGS_DAYS * 24 * 60 * 60_000;
  return feedShows(shows, today)
    .flatMap((show) => onSaleEvents(show, series))
    .filter((event) => event.start.getTime() >= since)
    .sort((a, b) => a.start.getTime() - b.start.getTime());
}

/** Openings stay in the feed a week after they pass, so a late refresh still shows them. */
const RECENT_OPENINGS_DAYS = 7;
