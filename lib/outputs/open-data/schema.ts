/**
 * The series' performance history as open data (docs/open-data.md): the zod schema of
 * /data/performance-history.json, and the JSON Schema published beside it, made from the same
 * schema so the two never differ. Dedicated to the public domain (CC0 1.0).
 */
import { z } from 'zod';
import { creatorRoles, creditRoles, personKinds, workKinds } from '../../concepts/archive/build';
import { showStatuses } from '../../concepts/shows/build';

/** Raised only when a field is removed or changes meaning. */
export const HISTORY_JSON_VERSION = 1;

export const CC0 = {
  license: 'CC0-1.0',
  licenseUrl: 'https://creativecommons.org/publicdomain/zero/1.0/',
} as const;

const LOCAL_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/;
const WIKIDATA = /^Q[1-9]\d*$/;

const personSchema = z
  .object({
    id: z.string().min(1).describe('Stable id, also the end of the person’s page address.'),
    name: z.string().min(1),
    kind: z.enum(personKinds).describe('What they mainly are to the series.'),
    url: z.url().describe('Their page on the site.'),
    wikidata: z.string().regex(WIKIDATA).nullable().describe('Wikidata item id, or null.'),
    isni: z.string().nullable().describe('ISNI, or null.'),
    musicbrainz: z.string().nullable().describe('MusicBrainz artist id, or null.'),
  })
  .strict();

const workSchema = z
  .object({
    id: z.string().min(1).describe('Stable id, also the end of the work’s page address.'),
    title: z.string().min(1),
    kind: z.enum(workKinds),
    year: z.number().int().nullable().describe('Year written or first performed, or null.'),
    url: z.url().describe('Its page on the site.'),
    wikidata: z.string().regex(WIKIDATA).nullable().describe('Wikidata item id, or null.'),
    creators: z
      .array(z.object({ person: z.string().min(1), role: z.enum(creatorRoles) }).strict())
      .describe('Who made it, by person id.'),
  })
  .strict();

const performanceSchema = z
  .object({
    id: z.string().min(1).describe('Stable id: the show’s id and the start, "{show}@{start}".'),
    show: z.string().min(1).describe('The show’s id, the end of its page address.'),
    title: z.string().min(1).describe('The show’s title.'),
    url: z.url().describe('The show’s page.'),
    season: z
      .string()
      .regex(/^\d{4}-\d{2}$/)
      .describe('The season, July to June: "1936-37".'),
    start: z.string().regex(LOCAL_TIME).describe('Local start at the venue, YYYY-MM-DDTHH:MM.'),
    venue: z.string().min(1).describe('The venue’s name.'),
    status: z.enum(showStatuses).describe('Whether it took place as announced.'),
    works: z.array(z.string().min(1)).describe('The works performed, by work id, in order.'),
    performers: z
      .array(
        z
          .object({
            person: z.string().min(1).nullable().describe('Person id, or null when not linked.'),
            name: z.string().min(1),
            role: z.enum(creditRoles).nullable().describe('Their role, or null when not known.'),
            part: z.string().nullable().describe('Instrument or part, or null.'),
          })
          .strict(),
      )
      .describe('Who took part.'),
  })
  .strict();

export const historyDocumentSchema = z
  .object({
    version: z.literal(HISTORY_JSON_VERSION),
    license: z.literal(CC0.license).describe('Dedicated to the public domain: CC0 1.0.'),
    licenseUrl: z.literal(CC0.licenseUrl),
    series: z.string().min(1).describe('Who publishes it.'),
    timeZone: z.string().min(1).describe('The IANA time zone of every local date and time.'),
    performances: z.array(performanceSchema).describe('Every performance, oldest first.'),
    people: z.array(personSchema).describe('Every person and group the performances name.'),
    works: z.array(workSchema).describe('Every work the performances name.'),
  })
  .strict();

export type HistoryDocument = z.infer<typeof historyDocumentSchema>;
export type HistoryPerformance = HistoryDocument['performances'][number];

/** The JSON Schema published at /data/performance-history.schema.json (draft-07). */
export function historyJsonSchema(schemaUrl: string): Record<string, unknown> {
  return {
    ...z.toJSONSchema(historyDocumentSchema, { target: 'draft-7' }),
    $id: schemaUrl,
    title: 'Performance history of the series',
    description: `Every performance, its works and performers. ${CC0.license}: ${CC0.licenseUrl}`,
  };
}
