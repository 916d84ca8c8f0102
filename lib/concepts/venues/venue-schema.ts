/**
 * What a venue tells a visitor beyond its address (docs/rules/visiting.md#venues-and-visiting): the
 * map position, how to get there, parking, accessible entrances and seating, assistive listening,
 * restrooms and how to ask for an accommodation. Composed into the venue schema
 * below; every field is optional, and the venue page shows what is given.
 */
import { z } from 'zod';
import { accessRequestFields } from './access-request-schema';
import { html, nonEmpty, slug } from '../../content/schema-parts';
import { visualStoryFields } from './visual-story-schema';

/** What kind of place it is: chooses the schema.org type of the venue page's structured data. */
export const venueKinds = ['theater', 'concert-hall', 'cinema', 'library', 'other'] as const;
export type VenueKind = (typeof venueKinds)[number];

export const venueVisitFields = {
  /** theater or concert-hall (a performing arts theater), cinema, library or other (a place). */
  kind: z.enum(venueKinds).optional(),
  /** Where the entrance is on a map, in decimal degrees (WGS 84). */
  geo: z
    .strictObject({
      latitude: z
        .number()
        .min(-90, 'must be between -90 and 90')
        .max(90, 'must be between -90 and 90'),
      longitude: z
        .number()
        .min(-180, 'must be between -180 and 180')
        .max(180, 'must be between -180 and 180'),
    })
    .optional(),
  /** Directions by car and on foot (HTML). */
  directions: html.optional(),
  /** Buses, trains and bicycles (HTML). */
  transit: html.optional(),
  /** Where to park and what it costs (HTML); the short parkingNote goes on cards. */
  parking: html.optional(),
  /** Step-free and accessible entrances (HTML). */
  accessibleEntrances: html.optional(),
  /** Wheelchair spaces and companion seats, and how to book them (HTML). */
  wheelchairSeating: html.optional(),
  /** Hearing loops or receivers and where to get them (HTML). */
  assistiveListening: html.optional(),
  /** Where the restrooms are, accessible and all-gender ones included (HTML). */
  restrooms: html.optional(),
  /** How to ask for an accommodation; the page adds the box office's phone and e-mail (HTML). */
  accommodations: html.optional(),
};

/** The HTML fields, in the order the venue page shows them. */
export const venueHtmlFields = [
  'directions',
  'transit',
  'parking',
  'accessibleEntrances',
  'wheelchairSeating',
  'assistiveListening',
  'restrooms',
  'accommodations',
] as const;
export type VenueHtmlField = (typeof venueHtmlFields)[number];

/** A venue: content/venues.json, an object keyed by venue id. */
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

export type RawVenue = z.output<typeof venueSchema>;
