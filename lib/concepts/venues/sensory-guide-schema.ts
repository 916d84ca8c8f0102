/**
 * A show's sensory guide and its late-seating rule (docs/rules/visiting.md#sensory-guides-and-visual-stories,
 * #tonight). Composed into the show schema of lib/concepts/shows/show-schema.ts by spreading
 * `sensoryGuideFields`; `checkSensoryGuide` runs in the show schema's cross-field check, so a
 * moment after the end of the show is an error naming the file, the show and the moment's field.
 */
import { z } from 'zod';
import { sensoryKindIds } from './rules/sensory';
import { nonEmpty } from '../../content/schema-parts';

export const sensoryMomentSchema = z.strictObject({
  /** About how many minutes after the start it comes; 0 is the very start. */
  minutes: z
    .number()
    .int('must be a whole number of minutes')
    .nonnegative('must be 0 or more minutes'),
  /** What kind of moment: loud, sudden, strobe, haze, dark or audience-participation. */
  kind: z.enum(sensoryKindIds),
  /** A plain sentence: what happens, and for how long. */
  description: nonEmpty('description'),
});

export const sensoryGuideSchema = z.strictObject({
  /** A plain sentence or two before the moments (what the show is like overall). */
  intro: z.string().trim().min(1).optional(),
  /** The moments, in any order; the page lists them by time. */
  moments: z.array(sensoryMomentSchema).default([]),
  /** What changes at a relaxed performance: house lights, sound, moving about, a quiet room. */
  relaxedNotes: z.string().trim().min(1).optional(),
});

export const sensoryGuideFields = {
  /** The sensory guide, on the show page and in the relaxed-performance listings. */
  sensoryGuide: sensoryGuideSchema.optional(),
  /** When latecomers are let in; Tonight says the default (lib/concepts/tonight/rules/tonight.ts) when absent. */
  lateSeating: z.string().trim().min(1).optional(),
};

interface WithGuide {
  runTimeMinutes?: number;
  sensoryGuide?: z.output<typeof sensoryGuideSchema>;
}

/** A guide with something in it, and every moment within the run time. */
export function checkSensoryGuide(show: WithGuide, ctx: z.RefinementCtx): void {
  const guide = show.sensoryGuide;
  if (!guide) return;
  if (guide.moments.length === 0 && !guide.intro && !guide.relaxedNotes) {
    ctx.addIssue({
      code: 'custom',
      path: ['sensoryGuide'],
      message: 'is empty: give moments, an introduction or relaxed-performance notes, or remove it',
    });
  }
  if (guide.moments.length > 0 && show.runTimeMinutes === undefined) {
    ctx.addIssue({
      code: 'custom',
      path: ['sensoryGuide', 'moments'],
      message: 'needs "runTimeMinutes": each moment is checked against the length of the show',
    });
  }
  const runTime = show.runTimeMinutes;
  // Stryker disable next-line ConditionalExpression: a comparison with undefined is false, so this guard only narrows the type
  if (runTime === undefined) return;
  guide.moments.forEach((moment, index) => {
    if (moment.minutes > runTime) {
      ctx.addIssue({
        code: 'custom',
        path: ['sensoryGuide', 'moments', index, 'minutes'],
        message: `is after the end of the show (${moment.minutes} minutes; the run time is ${runTime})`,
      });
    }
  });
}

export type SensoryGuide = z.output<typeof sensoryGuideSchema>;
export type SensoryMoment = z.output<typeof sensoryMomentSchema>;
