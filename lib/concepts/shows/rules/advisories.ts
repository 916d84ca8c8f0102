/**
 * Content advisories, age guidance and run time (docs/rules/shows.md#good-to-know): the closed
 * list of advisory ids with the plain-language words visitors read, and the phrases the show page,
 * the cards and the structured data make from a show's numbers. Browser-safe (no zod): the content
 * field's schema is lib/concepts/shows/show-extras-schema.ts.
 *
 * An id is written in content files, so it never changes once used; a new kind of advisory is a
 * new id at the end of the list, with its words.
 */
import { formatLength } from '../../../time/format';

export const advisoryIds = [
  'strobe',
  'haze',
  'loud-sounds',
  'gunshots',
  'smoking',
  'scents',
  'mature-language',
  'mature-themes',
  'nudity',
  'violence',
] as const;

export type AdvisoryId = (typeof advisoryIds)[number];

/** What each advisory says, in the words a visitor reads on the show page. */
export const advisoryLabels: Readonly<Record<AdvisoryId, string>> = {
  strobe: 'Strobe or flashing lights',
  haze: 'Haze or fog effects',
  'loud-sounds': 'Loud sounds',
  gunshots: 'Gunshots or gunshot sounds',
  smoking: 'Smoking or vaping on stage',
  scents: 'Scents in the hall',
  'mature-language': 'Mature language',
  'mature-themes': 'Mature themes',
  nudity: 'Nudity',
  violence: 'Violence',
};

/** The labels of a list of ids, in the vocabulary's order (so every page lists them alike). */
export function advisoryList(ids: readonly AdvisoryId[]): string[] {
  return advisoryIds.filter((id) => ids.includes(id)).map((id) => advisoryLabels[id]);
}

/** "Recommended for ages 8 and up". */
export function ageGuidanceLabel(minimumAge: number): string {
  return minimumAge === 0 ? 'Suitable for all ages' : `Recommended for ages ${minimumAge} and up`;
}

/** schema.org typicalAgeRange: "8-" (eight and older), as schema.org writes an open range. */
export function typicalAgeRange(minimumAge: number): string {
  return `${minimumAge}-`;
}

const COUNT_WORDS = ['no', 'one', 'two', 'three'] as const;

/** "no intermission", "one intermission", "two intermissions". */
export function intermissionLabel(count: number): string {
  const word = COUNT_WORDS[count] ?? String(count);
  return `${word} intermission${count === 1 || count === 0 ? '' : 's'}`;
}

/**
 * "About 2 hr 10 min, including one intermission" / "About 1 hr 20 min, no intermission";
 * without a known number of intermissions only the length.
 */
export function runTimeLabel(minutes: number, intermissions?: number): string {
  const length = `About ${formatLength(minutes)}`;
  if (intermissions === undefined) return length;
  return intermissions === 0
    ? `${length}, no intermission`
    : `${length}, including ${intermissionLabel(intermissions)}`;
}
