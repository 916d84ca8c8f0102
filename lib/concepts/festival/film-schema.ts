/**
 * A festival's films and its screening schedule, inside the festival's show file
 * (docs/rules/content.md#content-fields).
 */
import { z } from 'zod';
import { isLanguageCode } from './rules/languages';
import { priceSchema } from '../prices/price-schema';
import {
  html,
  isoDate,
  nonEmpty,
  optionalHttpUrl,
  slug,
  wallTime,
} from '../../content/schema-parts';
import { advisoryFields } from '../shows/show-extras-schema';
import { trailerAccessFields } from '../shows/trailer-schema';

/** A BCP 47 language code in canonical form that names a known language (lib/concepts/festival/rules/languages.ts). */
export const languageCode = z
  .string()
  .refine(isLanguageCode, 'must be a BCP 47 language code such as "en", "hi" or "pt-BR"');

export const filmSchema = z.strictObject({
  /** Slug; derived from the title when absent (lib/concepts/shows/rules/slug.ts). */
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

export type RawFilm = z.output<typeof filmSchema>;
export type RawSchedule = z.output<typeof scheduleSchema>;
