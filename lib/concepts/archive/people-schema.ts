/**
 * People and works: the series' memory (docs/archive.md). A person or group is one file in
 * content/people/ and a work one file in content/works/, each named by its id; a show names them
 * by id (`people`, `works`), so a name is typed once and every appearance links to one page. The
 * ids a show names are checked against the folders by lib/concepts/archive/people.ts.
 */
import { z } from 'zod';
import { fileName, nonEmpty, slug } from '../../content/schema-parts';

/** What a person or group is to the series; a group (ensemble, company) is a kind too. */
export const personKinds = [
  'performer',
  'ensemble',
  'speaker',
  'composer',
  'playwright',
  'choreographer',
  'conductor',
  'director',
  'company',
] as const;

/** The kinds that stand for a group rather than one person (schema.org PerformingGroup). */
export const groupKinds: ReadonlySet<PersonKind> = new Set(['ensemble', 'company']);

/** What someone did at a show: the kinds, plus a soloist and a host. */
export const creditRoles = [...personKinds, 'soloist', 'host'] as const;

/** What a work is. */
export const workKinds = [
  'music',
  'play',
  'dance',
  'opera',
  'musical',
  'film',
  'talk',
  'other',
] as const;

/** A creator's part in a work. */
export const creatorRoles = [
  'composer',
  'playwright',
  'choreographer',
  'librettist',
  'lyricist',
  'arranger',
  'author',
  'director',
] as const;

/** A Wikidata item id: Q and digits, no leading zero ("Q42"), never the whole address. */
export const wikidataId = z
  .string()
  .regex(/^Q[1-9]\d*$/, 'must be a Wikidata item id such as "Q42" (Q and digits, not a link)');

/** An ISNI, 16 characters (the last may be X), written without spaces. */
export const isni = z
  .string()
  .regex(
    /^\d{15}[\dX]$/,
    'must be an ISNI of 16 characters without spaces, e.g. "000000012146438X"',
  );

/** A MusicBrainz artist id: a UUID in lowercase. */
export const musicBrainzId = z
  .string()
  .regex(
    /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/,
    'must be a MusicBrainz id, a lowercase UUID such as "5b11f4ce-a62d-471e-81fc-a69a8278c7da"',
  );

/** Longest short bio, in characters: a paragraph, not a program note. */
export const MAX_BIO_LENGTH = 600;

export const personSchema = z.strictObject({
  /** The name as the series prints it: "Ines Varga", "The Marrow Street Orchestra". */
  name: nonEmpty('name'),
  /** What they are to the series: performer, ensemble, speaker, composer… */
  kind: z.enum(personKinds),
  /** Their Wikidata item ("Q42"), when they have one: search engines join the two. */
  wikidata: wikidataId.optional(),
  /** Their ISNI, the international standard name identifier. */
  isni: isni.optional(),
  /** Their MusicBrainz artist id. */
  musicbrainz: musicBrainzId.optional(),
  /** A short bio in plain text. */
  bio: z
    .string()
    .trim()
    .min(1)
    .max(MAX_BIO_LENGTH, `must be at most ${MAX_BIO_LENGTH} characters`)
    .optional(),
  /** A portrait's file name, in the person's folder people/{id}/ under public. */
  portrait: fileName.optional(),
  /** What the portrait shows; the name when absent. */
  portraitAlt: z.string().trim().min(1).optional(),
});

export const workSchema = z
  .strictObject({
    title: nonEmpty('title'),
    kind: z.enum(workKinds),
    /** Who made it, by person id, with their part: composer, playwright… */
    creators: z.array(z.strictObject({ person: slug, role: z.enum(creatorRoles) })).default([]),
    /** The year it was written or first performed. */
    year: z
      .number()
      .int('must be a whole number')
      .min(1000, 'must be a year between 1000 and 2100')
      .max(2100, 'must be a year between 1000 and 2100')
      .optional(),
    wikidata: wikidataId.optional(),
  })
  .superRefine((work, ctx) => {
    work.creators.forEach((creator, index) => {
      const first = work.creators.findIndex(
        (c) => c.person === creator.person && c.role === creator.role,
      );
      if (first !== index) {
        ctx.addIssue({
          code: 'custom',
          path: ['creators', index, 'person'],
          message: `lists "${creator.person}" twice as ${creator.role}`,
        });
      }
    });
  });

/** One credit at a show: who, in what role, and the instrument or part where it applies. */
export const creditSchema = z.strictObject({
  /** A person id: the name of a file in content/people/. */
  person: slug,
  role: z.enum(creditRoles),
  /** The instrument or part: "viola", "Gerda". */
  part: z.string().trim().min(1).optional(),
});

/** A show's people: nobody twice in one role (the same person may have two roles). */
export const creditsField = z
  .array(creditSchema)
  .default([])
  .superRefine((credits, ctx) => {
    credits.forEach((credit, index) => {
      const first = credits.findIndex((c) => c.person === credit.person && c.role === credit.role);
      if (first !== index) {
        ctx.addIssue({
          code: 'custom',
          path: [index, 'person'],
          message: `lists "${credit.person}" twice as ${credit.role} (also people[${first}])`,
        });
      }
    });
  });

/** The works a show performed, by work id, in program order, each once. */
export const workRefsField = z
  .array(slug)
  .default([])
  .superRefine((ids, ctx) => {
    ids.forEach((id, index) => {
      if (ids.indexOf(id) !== index) {
        ctx.addIssue({ code: 'custom', path: [index], message: `lists the work "${id}" twice` });
      }
    });
  });

export type PersonKind = (typeof personKinds)[number];
export type CreditRole = (typeof creditRoles)[number];
export type WorkKind = (typeof workKinds)[number];
export type CreatorRole = (typeof creatorRoles)[number];
export type RawPerson = z.output<typeof personSchema>;
export type RawWork = z.output<typeof workSchema>;
export type RawCredit = z.output<typeof creditSchema>;
