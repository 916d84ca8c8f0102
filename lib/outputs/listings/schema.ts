/**
 * The public JSON of the embeddable lists (docs/listings-json.md): the zod schema the build checks
 * every file against, and the JSON Schema made from it that is published beside the files, so the
 * two never differ. Every field carries its one-line description into the JSON Schema.
 */
import { z } from 'zod';
import { educationStatuses, showStatuses } from '../../concepts/shows/build';
import { accessibilityServiceIds } from '../../concepts/venues';
import { embedIds, listingTopics } from '../../concepts/listings';

/** Raised only when a field is removed or changes meaning (docs/listings-json.md#stability). */
export const LISTINGS_JSON_VERSION = 1;

const LOCAL_DAY = /^\d{4}-\d{2}-\d{2}$/;
const LOCAL_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/;

const statuses = [...new Set([...showStatuses, ...educationStatuses])] as [string, ...string[]];

export const listingsEntrySchema = z
  .object({
    id: z
      .string()
      .min(1)
      .describe('Unique in the list and stable across builds for the same entry.'),
    type: z
      .enum(['show', 'education'])
      .describe('A show of the series, or a free education event.'),
    title: z.string().min(1).describe('The title as the site shows it.'),
    url: z.url().describe("The entry's page on the site (absolute)."),
    start: z
      .string()
      .regex(LOCAL_TIME)
      .describe('First start, local time at the venue (see timeZone): YYYY-MM-DDTHH:MM.'),
    days: z
      .array(z.string().regex(LOCAL_DAY))
      .min(1)
      .describe('Every day it takes place, ascending, local YYYY-MM-DD.'),
    dateText: z.string().min(1).describe('The date or span in words, as the site writes it.'),
    timeText: z.string().describe('The start time in words, e.g. "7:30 pm".'),
    venue: z.string().describe('Where it takes place, in words.'),
    status: z.enum(statuses).describe('Whether it takes place as announced.'),
    statusText: z
      .string()
      .nullable()
      .describe('The status in words, or null when it takes place as announced.'),
    price: z.string().describe('What it costs, in words ("Free", "$18–$42").'),
    free: z.boolean().describe('True when it costs nothing.'),
    accessibility: z
      .array(z.enum(accessibilityServiceIds))
      .describe('Accessibility services offered, by id (the site lists them at /accessibility/).'),
    topics: z.array(z.enum(listingTopics)).describe('The kinds and series it belongs to, by id.'),
  })
  .strict();

export const listingsDocumentSchema = z
  .object({
    version: z
      .literal(LISTINGS_JSON_VERSION)
      .describe('The format version (docs/listings-json.md).'),
    id: z.enum(embedIds as [string, ...string[]]).describe('Which list this is.'),
    title: z.string().min(1).describe('The list\'s title, e.g. "Free events".'),
    series: z.string().min(1).describe('The name of the series that publishes it.'),
    generated: z
      .string()
      .regex(LOCAL_DAY)
      .describe('The day at the venue the list was made for; entries over by then are left out.'),
    timeZone: z.string().min(1).describe('The IANA time zone of every local date and time.'),
    page: z.url().describe("The site's own page of the same list."),
    embed: z.url().describe('The page made to be framed (an iframe) with the same list.'),
    entries: z.array(listingsEntrySchema).describe('Upcoming entries, in order of start.'),
  })
  .strict();

export type ListingsDocument = z.infer<typeof listingsDocumentSchema>;
export type ListingsEntry = z.infer<typeof listingsEntrySchema>;

/** The JSON Schema published at routes.listingsSchema(), draft-07 so that most validators read it. */
export function listingsJsonSchema(schemaUrl: string): Record<string, unknown> {
  return {
    ...z.toJSONSchema(listingsDocumentSchema, { target: 'draft-7' }),
    $id: schemaUrl,
    title: 'Listings of the series',
  };
}
