/**
 * A show: content/shows/*.json, one file per show (docs/rules/shows.md). The schema composes the
 * parts each concept keeps beside its rules (prices, performances, trailers, sensory guides, people
 * and works); the raw types come from `z.infer`, and what the site derives from them (slug, url,
 * poster path, formatted dates, YouTube id, schedule lines, sponsor rows) is computed in lib/,
 * never typed in by hand. Objects are strict: a misspelt key is an error naming the field.
 */
import { z } from 'zod';
import { explicitSeasonProblem } from '../seasons';
import { accessibilityField } from '../venues/accessibility-field';
import { audioIntroductionFields } from './audio-introduction-schema';
import { filmSchema, scheduleSchema } from '../festival/film-schema';
import { creditsField, workRefsField } from '../archive/people-schema';
import { checkPerformances, performancesField } from './performance-schema';
import { affordabilityField, priceSchema } from '../prices/price-schema';
import { showKindIds } from './rules/show-kinds';
import { checkSaleDates } from './sale-dates';
import {
  fileName,
  hexColour,
  html,
  isoDate,
  isoLocalDateTime,
  nonEmpty,
  optionalHttpUrl,
  optionalSecureUrl,
  picture,
  seasonId,
  secureUrl,
  slug,
} from '../../content/schema-parts';
import { checkSensoryGuide, sensoryGuideFields } from '../venues/sensory-guide-schema';
import { checkShowExtras, showExtraFields } from './show-extras-schema';
import { checkStatus, relatedField, revision, showStatuses } from './status-schema';
import { checkTrailerAccess, trailerAccessFields } from './trailer-schema';

export const sponsorSchema = z.strictObject({
  name: nonEmpty('name'),
  /** 1, 2, 3 or 5 in practice (5 = food); the display supports 1 to 10. */
  level: z
    .number()
    .int('must be a whole number')
    .min(1, 'must be between 1 and 10')
    .max(10, 'must be between 1 and 10'),
  /** Show the name as text instead of a logo. */
  text: z.boolean().default(false),
  /** The level-5 food sponsor. */
  food: z.boolean().default(false),
  url: optionalHttpUrl,
});

export const templateNames = ['standard', 'festival', 'poster-left'] as const;

export const previewTemplateNames = ['preview', 'home'] as const;

export const showSchema = z
  .strictObject({
    /** Slug; derived from the title when absent (lib/concepts/shows/rules/slug.ts). */
    name: slug.optional(),
    title: nonEmpty('title'),
    subtitle: z.string().trim().optional(),
    subsubtitle: z.string().trim().optional(),
    /** Start, local venue time. */
    date: isoLocalDateTime,
    /** Last day of a multi-day show (festival). */
    endDate: isoDate.optional(),
    /** Season "2026-27" (July to June); the one the date falls in when absent (lib/concepts/seasons/rules/seasons.ts). */
    season: seasonId.optional(),
    /** Hand-written overrides; derived from date/endDate when absent. */
    dateFormatted: z.string().trim().min(1).optional(),
    dateFormattedShort: z.string().trim().min(1).optional(),
    timeFormatted: z.string().trim().min(1).optional(),
    /** Door note; the default says doors generally open one hour before performance time. */
    doorsOpen: z.string().trim().min(1).optional(),
    /** Venue id from content/venues.json. */
    location: slug,
    /** Where tickets are bought: https, as every link that takes payment. */
    tickets: optionalSecureUrl,
    /** scheduled (default), soldOut, cancelled, postponed or rescheduled (with previousDate). */
    status: z.enum(showStatuses).default('scheduled'),
    /** Rescheduled only: the local date and time first announced, "YYYY-MM-DDTHH:MM". */
    previousDate: isoLocalDateTime.optional(),
    /**
     * When the public sale opens, local venue time. Before it the page shows "On sale {date, time}"
     * instead of a purchase link; `tickets` is where the sale will open.
     */
    onSale: isoLocalDateTime.optional(),
    /** Member presale link, offered only before the public sale (needs onSale). */
    presaleTickets: optionalSecureUrl,
    /**
     * When the members' presale opens, local venue time (needs presaleTickets, before onSale): the
     * second event of the show's on-sale reminder (docs/rules/calendars.md#on-sale-reminders).
     */
    presaleOpens: isoLocalDateTime.optional(),
    revision,
    /** Promote the "Masters at {university}" package on the show page. */
    mastersAt: z.boolean().default(false),
    mastersAtTickets: optionalSecureUrl,
    speakerSeries: z.boolean().default(false),
    /** Link to the series package, shown on /speaker-series from the first upcoming series show. */
    packageTickets: optionalSecureUrl,
    website: optionalHttpUrl,
    trailer: optionalHttpUrl,
    ...trailerAccessFields,
    ...audioIntroductionFields,
    description: html,
    /** A picture beside the description, in the show's folder. */
    descriptionImage: picture.optional(),
    posterInfo: z.string().trim().optional(),
    /**
     * The poster's file name in the show's folder (public/shows/{name}/), "poster.jpg" when absent:
     * the editor stores the name of the file staff upload.
     */
    poster: fileName.optional(),
    /** The 1200×630 picture for social media, in the same folder; "social.jpg" when absent. */
    socialImage: fileName.optional(),
    /** Alt text for the poster; the title is used when absent. */
    posterAlt: z.string().trim().optional(),
    photos: z.array(picture.extend({ credit: z.string().optional() })).default([]),
    /** A title logo drawn above the title on the page, in the show's folder. */
    logoImage: picture.optional(),
    content: html.optional(),
    ticketInfo: html.optional(),
    program: optionalHttpUrl,
    /**
     * A file staff upload to the site's downloads folder; for a festival with screenings, the
     * schedule PDF the build writes under this name (lib/concepts/festival/rules/schedule.ts offersSchedulePdf).
     */
    download: fileName.optional(),
    specialEvent: z.boolean().default(false),
    backgroundColor: hexColour.optional(),
    titleColor: hexColour.optional(),
    infoColor: hexColour.optional(),
    previewTemplate: z.enum(previewTemplateNames).default('preview'),
    template: z.enum(templateNames).default('standard'),
    sponsorsHeading: z.string().trim().min(1).default('Sponsored By'),
    sponsors: z.array(sponsorSchema).default([]),
    festival: z.boolean().default(false),
    /** Sub-shows (films) of a festival or tour. */
    shows: z.array(filmSchema).default([]),
    schedule: scheduleSchema.optional(),
    /** schema.org Event subtype for structured data. */
    eventType: z
      .enum(['Event', 'TheaterEvent', 'MusicEvent', 'ScreeningEvent', 'Festival', 'EducationEvent'])
      .default('Event'),
    /**
     * The kind of show for the listings by kind (lib/concepts/shows/rules/show-kinds.ts): music, theatre, dance,
     * film or talk. Without it the kind follows from eventType (a speaker-series show is a talk).
     */
    kind: z.enum(showKindIds).optional(),
    /**
     * Names of performers not yet linked to a person file: prefer `people`, which gives each one a
     * page (docs/archive.md). Kept for content written before people had files.
     */
    performers: z.array(nonEmpty('performer')).default([]),
    /** Who took part, by person id (content/people/), with their role and instrument or part. */
    people: creditsField,
    /** The works performed, by work id (content/works/), in program order. */
    works: workRefsField,
    /** Names of shows to suggest beside this one (docs/rules/shows.md#related-events). */
    related: relatedField,
    /**
     * Accessibility services this performance offers (a festival: at every screening), ids from
     * lib/concepts/venues/rules/accessibility.ts, e.g. ["asl-interpretation", "wheelchair-seating"].
     */
    accessibility: accessibilityField,
    /** Every performance of a run (lib/concepts/shows/performance-schema.ts); none: `date` is the one. */
    performances: performancesField({
      localDateTime: isoLocalDateTime,
      link: secureUrl,
      statuses: showStatuses,
    }),
    /** Ticket prices (lib/concepts/prices/price-schema.ts); "Prices to be announced" when absent. */
    price: priceSchema.optional(),
    /** Ways to pay less, each with its conditions: student tickets, rush… */
    affordability: affordabilityField,
    ...showExtraFields,
    ...sensoryGuideFields,
  })
  .superRefine((show, ctx) => {
    checkStatus(show, ctx);
    checkShowExtras(show, ctx);
    checkSensoryGuide(show, ctx);
    checkPerformances(show, ctx, checkStatus);
    checkSaleDates(show, ctx);
    checkTrailerAccess(show, ctx);
    checkPerformanceCredits(show, ctx);
    show.shows.forEach((film, index) => checkTrailerAccess(film, ctx, ['shows', index]));
    if (show.endDate && show.endDate < show.date.slice(0, 10)) {
      ctx.addIssue({
        code: 'custom',
        path: ['endDate'],
        message: 'must not be before the start date',
      });
    }
    if (show.schedule && !show.festival) {
      ctx.addIssue({
        code: 'custom',
        path: ['schedule'],
        message: 'only a festival (festival: true) has a schedule',
      });
    }
    if (show.template === 'festival' && !show.festival) {
      ctx.addIssue({
        code: 'custom',
        path: ['template'],
        message: 'the festival template needs festival: true',
      });
    }
    const seasonProblem = show.season && explicitSeasonProblem(show.season, show.date.slice(0, 10));
    if (seasonProblem) {
      ctx.addIssue({ code: 'custom', path: ['season'], message: seasonProblem });
    }
  });

export type RawShow = z.output<typeof showSchema>;

/**
 * A performance's people are those beyond the show's: someone the show already credits in the
 * same role appears at every performance, so listing them again on one is a mistake.
 */
function checkPerformanceCredits(
  show: {
    people: ReadonlyArray<{ person: string; role: string }>;
    performances: ReadonlyArray<{ people: ReadonlyArray<{ person: string; role: string }> }>;
  },
  ctx: z.RefinementCtx,
): void {
  show.performances.forEach((performance, at) => {
    performance.people.forEach((credit, index) => {
      const onShow = show.people.findIndex(
        (c) => c.person === credit.person && c.role === credit.role,
      );
      if (onShow < 0) return;
      ctx.addIssue({
        code: 'custom',
        path: ['performances', at, 'people', index, 'person'],
        message: `is already credited on the show as ${credit.role} (people[${onShow}]): a performance lists only who is there beyond the show's people`,
      });
    });
  });
}
export type RawSponsor = z.output<typeof sponsorSchema>;
export type TemplateName = (typeof templateNames)[number];
export type PreviewTemplateName = (typeof previewTemplateNames)[number];
