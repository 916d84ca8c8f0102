/**
 * The site's own settings and its FAQ: content/site.json and content/faq.json
 * (docs/rules/content.md#content-fields). Objects are strict: a misspelt key ("tickts") is an error naming the
 * field, not silently dropped.
 */
import { z } from 'zod';
import { DEFAULT_TIME_ZONE } from '../time/timezone';
import { visitPageSchema } from '../concepts/venues/visit-page-schema';
import { html, httpUrl, nonEmpty, optionalHttpUrl, secureUrl } from './schema-parts';

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
  /** The season over the home page's shows, "2026–27 Season" (lib/content/site.ts writes it so). */
  seasonHeading: z.string().trim().min(1).default('2024–25 Season'),
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

export type RawSite = z.output<typeof siteSchema>;
export type RawFaqItem = z.output<typeof faqSchema>[number];
export type Logo = z.output<typeof logo>;
