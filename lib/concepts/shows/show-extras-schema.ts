/**
 * The "Good to know" fields of a show and a film (content advisories, age guidance, run time) and
 * a show's program (docs/rules/shows.md#good-to-know, #program-notes). Composed into the show
 * and film schemas (lib/concepts/shows/show-schema.ts, lib/concepts/festival/film-schema.ts) by spreading the field objects below.
 */
import { z } from 'zod';
import { advisoryIds } from './rules/advisories';
import { html, nonEmpty, slug } from '../../content/schema-parts';

/** Advisory ids from lib/concepts/shows/rules/advisories.ts, each at most once. */
export const advisoriesField = z
  .array(z.enum(advisoryIds))
  .default([])
  .superRefine((list, ctx) => {
    list.forEach((id, index) => {
      if (list.indexOf(id) !== index) {
        ctx.addIssue({ code: 'custom', path: [index], message: `lists "${id}" twice` });
      }
    });
  });

/** The youngest age a show suits; 0 means all ages. Above 21 is taken for a typo. */
const minimumAge = z
  .number()
  .int('must be a whole number of years')
  .min(0, 'must be between 0 and 21')
  .max(21, 'must be between 0 and 21');

/** Fields a show and a film share. */
export const advisoryFields = {
  /** Content advisories: strobe, haze, loud-sounds… (lib/concepts/shows/rules/advisories.ts). */
  advisories: advisoriesField,
  /** Plain text that says more ("A single gunshot in Act II."). */
  advisoryNote: z.string().trim().min(1).optional(),
  /** Recommended minimum age in years; 0 means suitable for all ages. */
  minimumAge: minimumAge.optional(),
};

const minutes = z
  .number()
  .int('must be a whole number of minutes')
  .positive('must be a positive number of minutes');

/**
 * A program line about someone: a person picked from content/people/ (their name comes from
 * their file and links to their page; lib/concepts/archive/people.ts checks the id is one of the
 * show's people) or, for someone without a page, a name typed in full. One of the two, not both.
 */
const programPersonLine = z
  .strictObject({
    person: slug.optional(),
    name: z.string().trim().min(1).optional(),
    /** Their part ("viola") in the cast, their job ("Lighting design") in the credits. */
    role: nonEmpty('role'),
  })
  .superRefine((line, ctx) => {
    if (line.person === undefined && line.name === undefined) {
      ctx.addIssue({
        code: 'custom',
        path: ['name'],
        message: 'is required: pick the person from People, or type a name',
      });
    } else if (line.person !== undefined && line.name !== undefined) {
      ctx.addIssue({
        code: 'custom',
        path: ['name'],
        message: `repeats the person "${line.person}": leave the name out, it comes from their file`,
      });
    }
  });

export const programSchema = z.strictObject({
  /** The works performed, in order. */
  works: z
    .array(
      z.strictObject({
        title: nonEmpty('title'),
        /** The work's id in content/works/, linking the line to the work's page. */
        work: slug.optional(),
        composer: z.string().trim().min(1).optional(),
        /** About how long the work lasts, in minutes. */
        durationMinutes: minutes.max(600, 'must be at most 600 minutes').optional(),
        /** Movements or a short line under the title. */
        detail: z.string().trim().min(1).optional(),
      }),
    )
    .default([]),
  /** Performers and their parts: "Ines Varga" — "viola". */
  cast: z.array(programPersonLine).default([]),
  /** Creative and production credits: "Lighting design" — "Sam Okafor". */
  credits: z.array(programPersonLine).default([]),
  /** The program notes (HTML). */
  notes: html.optional(),
});

/** The show's own fields: the shared ones, run time and the program. */
export const showExtraFields = {
  ...advisoryFields,
  /** Running time in minutes, intermissions included. */
  runTimeMinutes: minutes.max(24 * 60, 'must be at most a day').optional(),
  /** How many intermissions; 0 means none. */
  intermissions: z.number().int('must be a whole number').min(0).max(3).optional(),
  /** The program, printed at /shows/{name}/program/. */
  digitalProgram: programSchema.optional(),
};

interface ShowExtras {
  runTimeMinutes?: number;
  intermissions?: number;
  digitalProgram?: z.output<typeof programSchema>;
}

/** Rules across fields: numbers that need each other, a program with something in it. */
export function checkShowExtras(show: ShowExtras, ctx: z.RefinementCtx): void {
  if (show.intermissions !== undefined && show.runTimeMinutes === undefined) {
    ctx.addIssue({
      code: 'custom',
      path: ['intermissions'],
      message: 'needs "runTimeMinutes": the page says the run time and its intermissions together',
    });
  }
  const program = show.digitalProgram;
  if (
    program &&
    program.works.length === 0 &&
    program.cast.length === 0 &&
    program.credits.length === 0 &&
    !program.notes?.trim()
  ) {
    ctx.addIssue({
      code: 'custom',
      path: ['digitalProgram'],
      message: 'is empty: give works, cast, credits or notes, or remove the program',
    });
  }
}

export type RawProgram = z.output<typeof programSchema>;
