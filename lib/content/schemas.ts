/**
 * Zod schemas for everything under content/. They are the contract between the staff who edit the
 * JSON files and the pages: the build parses every file with them (see lib/content/index.ts), and the
 * raw types below come from `z.infer`. Derived values (slug, url, poster path, formatted dates,
 * YouTube id, schedule lines, sponsor rows) are computed in lib/, never typed in by hand.
 */
import { z } from 'zod';
import { explicitSeasonProblem } from '../rules/seasons';

import { accessibilityField } from './accessibility-field';
import { checkPerformances, performancesField } from './performance-schema';
import { affordabilityField, priceSchema } from './price-schema';
import { isLanguageCode } from '../rules/languages';
import { showKindIds } from '../rules/show-kinds';
import { DEFAULT_TIME_ZONE } from '../time/timezone';
import { advisoryFields, checkShowExtras, showExtraFields } from './show-extras-schema';
import { venueVisitFields } from './venue-schema';
import { visualStoryFields } from './visual-story-schema';
import { checkSensoryGuide, sensoryGuideFields } from './sensory-guide-schema';
import { checkSaleDates } from './sale-dates';
import { visitPageSchema } from './visit-page-schema';
import { checkTrailerAccess, trailerAccessFields } from './trailer-schema';
import { accessRequestFields } from './access-request-schema';
import { audioIntroductionFields } from './audio-introduction-schema';
import { creditsField, workRefsField } from './people-schema';

import {
  fileName,
  hexColour,
  html,
  httpUrl,
  isoDate,
  isoLocalDateTime,
  nonEmpty,
  optionalHttpUrl,
  optionalSecureUrl,
  picture,
  seasonId,
  secureUrl,
  slug,
  wallTime,
} from './schema-parts';

export {
  fileName,
  hexColour,
  html,
  httpUrl,
  isoDate,
  isoLocalDateTime,
  MAX_NAME_LENGTH,
  seasonId,
  secureUrl,
  slug,
  wallTime,
} from './schema-parts';

// Objects are strict: a misspelt key ("tickts") is an error naming the field, not silently dropped.

// ---------------------------------------------------------------------------------------------
// Site configuration: content/site.json

const logo = z.strictObject({
  name: nonEmpty('name'),
  /** Path under public/, e.g. "logos/university.png". */
  src: z.string().regex(/^[a-z0-9][a-z0-9/._-]*$/, 'must be a path under public/'),
  url: optionalHttpUrl,
  width: z.number().int().positive(),
  height: z.number().int().positive(),
});

export const siteSchema = z.strictObject({
  seriesName: nonEmpty('seriesName'),
  /** Short form used in the page title "{page} | {seriesShortName}". */
  seriesShortName: nonEmpty('seriesShortName'),
  tagline: nonEmpty('tagline'),
  universityName: nonEmpty('universityName'),
  collegeName: nonEmpty('collegeName'),
  /** "Masters at {university}", the package series promoted on standard show pages. */
  mastersSeriesName: nonEmpty('mastersSeriesName'),
  timeZone: z.string().default(DEFAULT_TIME_ZONE),
  phone: z.string().regex(/^\(\d{3}\) 555-01\d{2}$/, 'must be a fictional (xxx) 555-01xx number'),
  fax: z.string().regex(/^\(\d{3}\) 555-01\d{2}$/, 'must be a fictional (xxx) 555-01xx number'),
  email: z.email('must be an e-mail address'),
  postalAddress: z.strictObject({
    lines: z.array(nonEmpty('address line')).min(1),
  }),
  boxOffice: z.strictObject({
    name: nonEmpty('boxOffice.name'),
    addressLines: z.array(nonEmpty('address line')).min(1),
    hours: nonEmpty('boxOffice.hours'),
  }),
  social: z
    .array(z.strictObject({ name: nonEmpty('name'), url: httpUrl }))
    .min(1, 'at least one social link is required'),
  ticketSeller: z.strictObject({ name: nonEmpty('ticketSeller.name'), url: secureUrl }),
  /** The giving page; it takes payment, so https (docs/rules/tickets.md#tickets-and-buttons). */
  donationUrl: secureUrl,
  getInvolvedText: nonEmpty('getInvolvedText'),
  mailingListAction: httpUrl,
  /** Name of the hidden bot-trap field the mailing-list service expects to stay empty. */
  mailingListTrapField: z.string().regex(/^[A-Za-z0-9_]+$/, 'must be a field name'),
  studentOrganisation: z.strictObject({ name: nonEmpty('studentOrganisation.name'), url: httpUrl }),
  /** Google Analytics 4 measurement id; empty means no analytics code at all. */
  analyticsId: z
    .union([z.literal(''), z.string().regex(/^G-[A-Z0-9]+$/, 'must look like G-XXXXXXX')])
    .default(''),
  seasonHeading: z.string().trim().min(1).default('2024-2025 Season'),
  /** Appended as ?v= to sponsor logo URLs so a replaced logo is not served from cache. */
  sponsorLogoVersion: z
    .string()
    .regex(/^[A-Za-z0-9.-]+$/)
    .default('1'),
  logos: z.strictObject({
    series: logo,
    university: logo,
    college: logo,
    sponsors: z.array(logo),
    funders: z.array(logo),
  }),
  copyrightStartYear: z.number().int().default(2001),
  /**
   * The picture a link to a page without one of its own shows on social media (Open Graph and
   * Twitter): a .jpg or .png under public/ of at least 1200×630 pixels, with its alt text.
   */
  shareImage: z.strictObject({
    src: z
      .string()
      .regex(/^[a-z0-9][a-z0-9/._-]*\.(jpe?g|png)$/, 'must be a .jpg or .png path under public/'),
    alt: nonEmpty('shareImage.alt'),
  }),
  /** The visit page's texts (/visit/). */
  visit: visitPageSchema.optional(),
});

// ---------------------------------------------------------------------------------------------
// Venues: content/venues.json, an object keyed by venue id

export const venueSchema = z.strictObject({
  name: nonEmpty('name'),
  streetAddress: nonEmpty('streetAddress'),
  locality: nonEmpty('locality'),
  region: nonEmpty('region'),
  postalCode: nonEmpty('postalCode'),
  country: z.string().length(2).default('US'),
  /** Shown under the location wherever the venue appears (the cash-only garage note). */
  parkingNote: z.string().trim().min(1).optional(),
  ...venueVisitFields,
  ...visualStoryFields,
  ...accessRequestFields,
});

export const venuesSchema = z.record(slug, venueSchema);

// ---------------------------------------------------------------------------------------------
// Shows: content/shows/*.json, one file per show

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

/** A BCP 47 language code in canonical form that names a known language (lib/rules/languages.ts). */
export const languageCode = z
  .string()
  .refine(isLanguageCode, 'must be a BCP 47 language code such as "en", "hi" or "pt-BR"');

export const filmSchema = z.strictObject({
  /** Slug; derived from the title when absent (lib/rules/slug.ts). */
  name: slug.optional(),
  title: nonEmpty('title'),
  description: html,
  country: nonEmpty('country'),
  /** Spoken languages as BCP 47 codes, ["hi", "en"]; the page shows their names. */
  language: z.array(languageCode).min(1, 'at least one language code is required'),
  /** Subtitle languages as BCP 47 codes; none when the film is shown without subtitles. */
  subtitles: z.array(languageCode).default([]),
  /** Running time in minutes. */
  lengthMinutes: z.number().int().positive('must be a positive number of minutes'),
  trailer: optionalHttpUrl,
  ...trailerAccessFields,
  director: z.string().trim().min(1).optional(),
  year: z.number().int().min(1880).max(2100).optional(),
  /** A single ticket to this film, when sold apart from the festival pass. */
  price: priceSchema.optional(),
  ...advisoryFields,
});

/** Festival schedule: day (YYYY-MM-DD) → time (HH:MM) → film title. */
export const scheduleSchema = z.record(isoDate, z.record(wallTime, nonEmpty('film title')));

export const templateNames = ['standard', 'festival', 'poster-left'] as const;

/**
 * Where a show stands apart from its date (docs/rules/shows.md#show-status). Upcoming or past is
 * a separate question, answered by the date alone: a cancelled show still becomes past.
 */
export const showStatuses = [
  'scheduled',
  'soldOut',
  'cancelled',
  'postponed',
  'rescheduled',
] as const;
/** Education events are free and unticketed, so they cannot sell out. */
export const educationStatuses = ['scheduled', 'cancelled', 'postponed', 'rescheduled'] as const;

/**
 * Staff raise it by one on every change a visitor must hear about (date, time, place, status):
 * calendar apps replace an event they already hold only when its SEQUENCE grows.
 */
const revision = z
  .number()
  .int('must be a whole number')
  .nonnegative('must be 0 or more')
  .default(0);

interface StatusFields {
  status: string;
  previousDate?: string;
  date: string;
}

/**
 * The rules every dated entry with a status follows (docs/rules/shows.md#show-status): a
 * rescheduled event says when it was first due, and only a rescheduled one does. Cancelled and
 * postponed events keep their announced `date`; the schema already requires it.
 */
function checkStatus(entry: StatusFields, ctx: z.RefinementCtx): void {
  if (entry.status === 'rescheduled' && entry.previousDate === undefined) {
    ctx.addIssue({
      code: 'custom',
      path: ['previousDate'],
      message: 'is required when status is "rescheduled": the date it was first announced for',
    });
  }
  if (entry.status !== 'rescheduled' && entry.previousDate !== undefined) {
    ctx.addIssue({
      code: 'custom',
      path: ['previousDate'],
      message: `belongs only to a rescheduled event (status is "${entry.status}")`,
    });
  }
  if (entry.previousDate !== undefined && entry.previousDate === entry.date) {
    ctx.addIssue({
      code: 'custom',
      path: ['previousDate'],
      message: 'is the same as the new date',
    });
  }
}
/**
 * Shows to suggest beside a show or an education event, by their names (the show file's name);
 * a name no show has is reported with the whole content (lib/content/related-links.ts).
 */
const relatedField = z
  .array(slug)
  .refine((names) => new Set(names).size === names.length, 'lists a show twice')
  .default([]);

export const previewTemplateNames = ['preview', 'home'] as const;

export const showSchema = z
  .strictObject({
    /** Slug; derived from the title when absent (lib/rules/slug.ts). */
    name: slug.optional(),
    title: nonEmpty('title'),
    subtitle: z.string().trim().optional(),
    subsubtitle: z.string().trim().optional(),
    /** Start, local venue time. */
    date: isoLocalDateTime,
    /** Last day of a multi-day show (festival). */
    endDate: isoDate.optional(),
    /** Season "2026-27" (July to June); the one the date falls in when absent (lib/rules/seasons.ts). */
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
     * schedule PDF the build writes under this name (lib/rules/schedule.ts offersSchedulePdf).
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
     * The kind of show for the listings by kind (lib/rules/show-kinds.ts): music, theatre, dance,
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
    /** The works performed, by work id (content/works/), in programme order. */
    works: workRefsField,
    /** Names of shows to suggest beside this one (docs/rules/shows.md#related-events). */
    related: relatedField,
    /**
     * Accessibility services this performance offers (a festival: at every screening), ids from
     * lib/rules/accessibility.ts, e.g. ["asl-interpretation", "wheelchair-seating"].
     */
    accessibility: accessibilityField,
    /** Every performance of a run (lib/content/performance-schema.ts); none: `date` is the one. */
    performances: performancesField({
      localDateTime: isoLocalDateTime,
      link: secureUrl,
      statuses: showStatuses,
    }),
    /** Ticket prices (lib/content/price-schema.ts); "Prices to be announced" when absent. */
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

// ---------------------------------------------------------------------------------------------
// FAQ: content/faq.json

export const faqSchema = z
  .array(
    z.strictObject({
      question: nonEmpty('question'),
      answer: html,
      /** Ends the answer with a link to the visit page (/visit/), for answers about a visit. */
      visitPage: z.boolean().optional(),
    }),
  )
  .min(1, 'the FAQ needs at least one item');

// ---------------------------------------------------------------------------------------------
// Education & Enrichment: content/education.json

export const educationEventSchema = z
  .strictObject({
    name: nonEmpty('name'),
    subtitle: z.string().trim().optional(),
    date: isoDate,
    time: wallTime,
    endTime: wallTime.optional(),
    /** Venue id from content/venues.json. */
    location: slug,
    /** Room or hall inside the venue, e.g. "Recital Hall". */
    room: z.string().trim().optional(),
    description: html,
    /** A picture beside the event, in public/education/. */
    image: picture.optional(),
    extraInfo: z.string().trim().optional(),
    /** Rendered as the gold-bordered highlight block (the Black History Month centennial). */
    highlighted: z.boolean().default(false),
    /** scheduled (default), cancelled, postponed or rescheduled (with previousDate). */
    status: z.enum(educationStatuses).default('scheduled'),
    /** Rescheduled only: the local date and time first announced, "YYYY-MM-DDTHH:MM". */
    previousDate: isoLocalDateTime.optional(),
    revision,
    /** Accessibility services this event offers, as for a show (lib/rules/accessibility.ts). */
    accessibility: accessibilityField,
    /** Names of shows to suggest beside this event (docs/rules/shows.md#related-events). */
    related: relatedField,
  })
  .superRefine((event, ctx) => checkStatus({ ...event, date: `${event.date}T${event.time}` }, ctx));

export const educationSchema = z.strictObject({
  programme: nonEmpty('programme'),
  season: nonEmpty('season'),
  intro: html,
  professor: z.strictObject({ name: nonEmpty('name'), title: nonEmpty('title'), bio: html }),
  events: z.array(educationEventSchema).min(1),
});

export type RawSite = z.output<typeof siteSchema>;
export type RawVenue = z.output<typeof venueSchema>;
export type RawShow = z.output<typeof showSchema>;
export type RawFilm = z.output<typeof filmSchema>;
export type RawSponsor = z.output<typeof sponsorSchema>;
export type RawSchedule = z.output<typeof scheduleSchema>;
export type RawFaqItem = z.output<typeof faqSchema>[number];
export type RawEducation = z.output<typeof educationSchema>;
export type RawEducationEvent = z.output<typeof educationEventSchema>;
export type TemplateName = (typeof templateNames)[number];
export type ShowStatus = (typeof showStatuses)[number];
export type EducationStatus = (typeof educationStatuses)[number];
export type PreviewTemplateName = (typeof previewTemplateNames)[number];
export type Logo = z.output<typeof logo>;
