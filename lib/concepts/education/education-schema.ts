/**
 * Education & Enrichment: content/education.json (docs/rules/content.md#content-fields): free events,
 * each with a status like a show's.
 */
import { z } from 'zod';
import { accessibilityField } from '../venues/accessibility-field';
import {
  html,
  isoDate,
  isoLocalDateTime,
  nonEmpty,
  picture,
  slug,
  wallTime,
} from '../../content/schema-parts';
import { checkStatus, educationStatuses, relatedField, revision } from '../shows/status-schema';

export const educationEventSchema = z
  .strictObject({
    name: nonEmpty('name'),
    subtitle: z.string().trim().optional(),
    date: isoDate,
    time: wallTime,
    endTime: wallTime.optional(),
    /** Venue id from content/venues.json. */
    location: slug,
    /** Room or hall inside the venue, e.g. "Recital Hall". */
    room: z.string().trim().optional(),
    description: html,
    /** A picture beside the event, in public/education/. */
    image: picture.optional(),
    extraInfo: z.string().trim().optional(),
    /** Rendered as the gold-bordered highlight block (the Black History Month centennial). */
    highlighted: z.boolean().default(false),
    /** scheduled (default), cancelled, postponed or rescheduled (with previousDate). */
    status: z.enum(educationStatuses).default('scheduled'),
    /** Rescheduled only: the local date and time first announced, "YYYY-MM-DDTHH:MM". */
    previousDate: isoLocalDateTime.optional(),
    revision,
    /** Accessibility services this event offers, as for a show (lib/concepts/venues/rules/accessibility.ts). */
    accessibility: accessibilityField,
    /** Names of shows to suggest beside this event (docs/rules/shows.md#related-events). */
    related: relatedField,
  })
  .superRefine((event, ctx) => checkStatus({ ...event, date: `${event.date}T${event.time}` }, ctx));

export const educationSchema = z.strictObject({
  programName: nonEmpty('programName'),
  season: nonEmpty('season'),
  intro: html,
  professor: z.strictObject({ name: nonEmpty('name'), title: nonEmpty('title'), bio: html }),
  events: z.array(educationEventSchema).min(1),
});

export type RawEducation = z.output<typeof educationSchema>;
export type RawEducationEvent = z.output<typeof educationEventSchema>;
