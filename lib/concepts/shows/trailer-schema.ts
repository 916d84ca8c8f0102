/**
 * What a trailer offers people who cannot hear or see it (docs/rules/shows.md#trailers): WCAG
 * 1.2.2 (captions) and 1.2.5 (audio description) hold for the trailers of a public university's
 * site. A show or a film with a trailer says whether it has human captions, and either gives the
 * address of a described version or states that the soundtrack carries everything; a trailer
 * without that statement fails the build, naming the file, the show and the field.
 */
import { z } from 'zod';
import { httpUrl } from '../../content/schema-parts';

export const trailerAccessSchema = z.strictObject({
  /** The trailer has captions made by a person (not YouTube's automatic ones). */
  captions: z.boolean(),
  /** The address of a version with audio description, when there is one. */
  describedVersion: httpUrl.optional(),
  /** True when the soundtrack says everything the pictures show: no description is needed. */
  soundtrackCarriesAll: z.boolean().default(false),
  /** The address of a text transcript of the trailer, when there is one. */
  transcript: httpUrl.optional(),
});

export type TrailerAccess = z.infer<typeof trailerAccessSchema>;

export const trailerAccessFields = {
  /** Captions, audio description and transcript of the trailer; required with a trailer. */
  trailerAccess: trailerAccessSchema.optional(),
};

/**
 * The rule of one show or film: with a trailer, the statement is required and says one of the
 * two things about description; without one, it has nothing to describe.
 */
export function checkTrailerAccess(
  entry: { trailer: string; trailerAccess?: TrailerAccess },
  ctx: z.RefinementCtx,
  at: ReadonlyArray<string | number> = [],
): void {
  const path = [...at, 'trailerAccess'];
  const access = entry.trailerAccess;
  if (entry.trailer === '') {
    if (access !== undefined) {
      ctx.addIssue({
        code: 'custom',
        path,
        message: 'belongs only with a trailer (trailer is empty)',
      });
    }
    return;
  }
  if (access === undefined) {
    ctx.addIssue({
      code: 'custom',
      path,
      message:
        'is required with a trailer: say whether it has captions, and give the address of a described version or state that the soundtrack carries everything',
    });
    return;
  }
  if (access.describedVersion !== undefined && access.soundtrackCarriesAll) {
    ctx.addIssue({
      code: 'custom',
      path: [...path, 'soundtrackCarriesAll'],
      message: 'cannot be true when there is a described version: choose one',
    });
  }
  if (access.describedVersion === undefined && !access.soundtrackCarriesAll) {
    ctx.addIssue({
      code: 'custom',
      path: [...path, 'describedVersion'],
      message:
        'is required unless soundtrackCarriesAll is true: a described version’s address, or the statement that the soundtrack carries everything',
    });
  }
}
