/**
 * The slug rule (docs/rules/content.md#names) for show and film names: lowercase, spaces to underscores, and
 * apostrophes, exclamation marks, colons and periods removed. Nothing else changes, so a title
 * with other punctuation yields a name that is not a valid URL slug; the content loader reports
 * that and asks for an explicit "name" instead of inventing a rule of its own.
 */
import type { EducationEvent } from '../../../content/types';

export function slugify(title: string): string {
  return title
    .toLowerCase()
    .replace(/ /g, '_')
    .replace(/['’!:.]/g, '');
}

/** The given name, or the slug of the title when none is given. */
export function nameFor(entry: { name?: string; title: string }): string {
  return entry.name ?? slugify(entry.title);
}

/**
 * Lowercase words joined by hyphens, accents folded ("Ölé" is "ole", not "o-le"): NFKD splits an
 * accented letter into its letter and a combining mark, and the marks are dropped before
 * anything else counts as a separator.
 */
function slugPart(text: string): string {
  const words = text
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-');
  // Stryker disable next-line Regex: the line above leaves a run of hyphens as one, so "-+" and "-" trim the same
  return words.replace(/^-+|-+$/g, '').slice(0, 40);
}

/**
 * Education events have no name slug of their own: "2026-10-08-voices-of-the-valley". A
 * rescheduled event keeps the day it was first announced for, so its UID, file name and pick id
 * (lib/outputs/calendar/ical.ts, lib/concepts/picks/rules/picks.ts) stay put.
 */
export function educationEventSlug(
  event: Pick<EducationEvent, 'date' | 'name' | 'previousDate'>,
): string {
  return `${event.previousDate?.slice(0, 10) ?? event.date}-${slugPart(event.name)}`;
}
