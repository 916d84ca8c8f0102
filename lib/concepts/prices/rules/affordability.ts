/**
 * Affordability notes (docs/rules/tickets.md#prices): the closed list of ways to pay less, each
 * with the plain label visitors read; the conditions of each note are content (a show's
 * `affordability` list, schema in lib/concepts/prices/price-schema.ts). Browser-safe (no zod).
 *
 * An id is written in content files, so it never changes once used; a new kind of note is a new
 * id at the end of the list, with its label.
 */

export const affordabilityIds = [
  'student',
  'rush',
  'pay-what-you-can',
  'companion',
  'club-presale',
] as const;

export type AffordabilityId = (typeof affordabilityIds)[number];

/** What each note is called, in the words a visitor reads beside the price. */
export const affordabilityLabels: Readonly<Record<AffordabilityId, string>> = {
  student: 'Student tickets',
  rush: 'Rush tickets',
  'pay-what-you-can': 'Pay what you can',
  companion: 'Free companion seat',
  'club-presale': 'Philharmonic Club presale',
};

/** One note as content writes it: the kind and its conditions in plain words. */
export interface AffordabilityNote {
  kind: AffordabilityId;
  details: string;
}

/** A note ready to print: its label and its conditions. */
export interface AffordabilityLine {
  kind: AffordabilityId;
  label: string;
  details: string;
}

/** The notes in the vocabulary's order (so every page lists them alike), each with its label. */
export function affordabilityList(notes: readonly AffordabilityNote[]): AffordabilityLine[] {
  return affordabilityIds.flatMap((kind) =>
    notes
      .filter((note) => note.kind === kind)
      .map((note) => ({ kind, label: affordabilityLabels[kind], details: note.details })),
  );
}
