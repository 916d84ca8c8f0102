/**
 * A show's audio introduction (docs/rules/shows.md#audio-introductions): a recording made for
 * blind and low-vision visitors before an audio-described performance (the set, the costumes, the
 * characters), with its transcript. Composed into the show schema of lib/concepts/shows/show-schema.ts; the
 * file must exist in the show's folder (public/shows/{name}/), which the loader checks.
 */
import { z } from 'zod';
import { html } from '../../content/schema-parts';
import { AUDIO_EXTENSIONS } from './rules/audio-introduction';

const audioFileName = z
  .string()
  .regex(
    new RegExp(`^[A-Za-z0-9][A-Za-z0-9._-]*\\.(${AUDIO_EXTENSIONS.join('|')})$`),
    `must be an audio file name such as introduction.mp3 (${AUDIO_EXTENSIONS.join(', ')})`,
  );

export const audioIntroductionFields = {
  /** The recording and its transcript; shown on the show page and in Tonight. */
  audioIntroduction: z
    .strictObject({
      /** The file's name in the show's folder, e.g. "introduction.mp3". */
      file: audioFileName,
      /** Everything the recording says (staff HTML). */
      transcript: html,
    })
    .optional(),
};
