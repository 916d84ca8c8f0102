/**
 * The editor's fields that check a clash (components/editor/clash-fields.ts): by widget name, what
 * they check and the form they ask for. lib/editor/fields.ts gives these widget names
 * to the fields below. Free of zod: it also runs in the editor's page.
 */
export type ClashKind = 'screening' | 'performance' | 'venue';

export const CLASH_WIDGETS = {
  'clash-screening-time': { kind: 'screening', placeholder: 'HH:MM, e.g. 19:30' },
  'clash-performance-date': { kind: 'performance', placeholder: 'YYYY-MM-DDTHH:MM' },
  'clash-venue-id': { kind: 'venue', placeholder: 'e.g. alderton' },
} as const satisfies Record<string, { kind: ClashKind; placeholder: string }>;

/** The field paths that check a clash, and their widget. */
export const CLASH_FIELDS: Readonly<Record<string, keyof typeof CLASH_WIDGETS>> = {
  'shows.schedule.time': 'clash-screening-time',
  'shows.performances.date': 'clash-performance-date',
  'venues.id': 'clash-venue-id',
};
