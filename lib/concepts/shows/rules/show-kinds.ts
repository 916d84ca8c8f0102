/**
 * What kind of show a show is, for the listings by kind (docs/rules/listings.md#listings): a closed
 * list of ids with the words visitors read. A show file may name its kind (`kind`); without one it
 * follows from the schema.org `eventType` and the speaker-series flag, so most files need nothing.
 * Browser-safe (no zod): the content field's schema is in lib/concepts/shows/show-schema.ts.
 *
 * An id is written in content files and in addresses (/whats-on/{id}/), so it never changes once
 * used; a new kind is a new id at the end of the list, with its words.
 */
export const showKindIds = ['music', 'theatre', 'dance', 'film', 'talk'] as const;

export type ShowKind = (typeof showKindIds)[number];

/** Each kind as staff choose it and as a listing's heading names it. */
export const showKindLabels: Readonly<Record<ShowKind, { label: string; plural: string }>> = {
  music: { label: 'Music', plural: 'Music' },
  theatre: { label: 'Theater', plural: 'Theater' },
  dance: { label: 'Dance', plural: 'Dance' },
  film: { label: 'Film', plural: 'Film' },
  talk: { label: 'Talk', plural: 'Talks' },
};

export function isShowKind(value: string): value is ShowKind {
  return (showKindIds as readonly string[]).includes(value);
}

/** What the kind of a show without its own `kind` is, from its schema.org type. */
const kindOfEventType: Readonly<Record<string, ShowKind>> = {
  MusicEvent: 'music',
  TheaterEvent: 'theatre',
  ScreeningEvent: 'film',
  // The series' festivals are film festivals; a music festival names its kind.
  Festival: 'film',
  EducationEvent: 'talk',
};

/**
 * The kind of a show: its own `kind`, else a speaker-series show is a talk, else its eventType's;
 * undefined for a generic "Event" that names none (it is in no listing by kind).
 */
export function showKind(show: {
  kind?: ShowKind;
  eventType: string;
  speakerSeries: boolean;
}): ShowKind | undefined {
  if (show.kind) return show.kind;
  if (show.speakerSeries) return 'talk';
  return kindOfEventType[show.eventType];
}
