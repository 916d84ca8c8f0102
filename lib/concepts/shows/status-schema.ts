/**
 * What every dated entry with a status shares, shows and education events alike
 * (docs/rules/shows.md#show-status): the closed lists of statuses, the revision calendar apps
 * follow, the rescheduling check and the related shows.
 */
import { z } from 'zod';
import { slug } from '../../content/schema-parts';

/**
 * Where a show stands apart from its date (docs/rules/shows.md#show-status). Upcoming or past is
 * a separate question, answered by the date alone: a cancelled show still becomes past.
 */
export const showStatuses = [
  'scheduled',
  'soldOut',
  'cancelled',
  'postponed',
  'rescheduled',
] as const;
/** Education events are free and unticketed, so they cannot sell out. */
export const educationStatuses = ['scheduled', 'cancelled', 'postponed', 'rescheduled'] as const;

/**
 * Staff raise it by one on every change a visitor must hear about (date, time, place, status):
 * calendar apps replace an event they already hold only when its SEQUENCE grows.
 */
export const revision = z
  .number()
  .int('must be a whole number')
  .nonnegative('must be 0 or more')
  .default(0);

interface StatusFields {
  status: string;
  previousDate?: string;
  date: string;
}

/**
 * The rules every dated entry with a status follows (docs/rules/shows.md#show-status): a
 * rescheduled event says when it was first due, and only a rescheduled one does. Cancelled and
 * postponed events keep their announced `date`; the schema already requires it.
 */
export function checkStatus(entry: StatusFields, ctx: z.RefinementCtx): void {
  if (entry.status === 'rescheduled' && entry.previousDate === undefined) {
    ctx.addIssue({
      code: 'custom',
      path: ['previousDate'],
      message: 'is required when status is "rescheduled": the date it was first announced for',
    });
  }
  if (entry.status !== 'rescheduled' && entry.previousDate !== undefined) {
    ctx.addIssue({
      code: 'custom',
      path: ['previousDate'],
      message: `belongs only to a rescheduled event (status is "${entry.status}")`,
    });
  }
  if (entry.previousDate !== undefined && entry.previousDate === entry.date) {
    ctx.addIssue({
      code: 'custom',
      path: ['previousDate'],
      message: 'is the same as the new date',
    });
  }
}
/**
 * Shows to suggest beside a show or an education event, by their names (the show file's name);
 * a name no show has is reported with the whole content (lib/concepts/shows/related-links.ts).
 */
export const relatedField = z
  .array(slug)
  .refine((names) => new Set(names).size === names.length, 'lists a show twice')
  .default([]);

export type ShowStatus = (typeof showStatuses)[number];
export type EducationStatus = (typeof educationStatuses)[number];
