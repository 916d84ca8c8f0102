/**
 * Sensory guides (docs/rules/visiting.md#sensory-guides-and-visual-stories): the closed list of
 * kinds of sensory moment, with the plain words and the symbol a visitor reads beside them (never
 * the symbol alone), and the phrase for a moment's time. Browser-safe (no zod): the content field's
 * schema is lib/concepts/venues/sensory-guide-schema.ts.
 *
 * An id is written in content files, so it never changes once used; a new kind is a new id at the
 * end of the list, with its words and symbol.
 */
export const sensoryKindIds = [
  'loud',
  'sudden',
  'strobe',
  'haze',
  'dark',
  'audience-participation',
] as const;

export type SensoryKind = (typeof sensoryKindIds)[number];

/** The words of each kind, as the show page and the editor say them. */
export const sensoryKindLabels: Readonly<Record<SensoryKind, string>> = {
  loud: 'Loud sound',
  sudden: 'Sudden sound or movement',
  strobe: 'Strobe or flashing lights',
  haze: 'Haze or fog',
  dark: 'Darkness',
  'audience-participation': 'Audience participation',
};

/**
 * A symbol drawn beside the words, for readers who scan; decorative (aria-hidden), since the words
 * say the same.
 */
export const sensoryKindSymbols: Readonly<Record<SensoryKind, string>> = {
  loud: '♫',
  sudden: '⚡',
  strobe: '✷',
  haze: '≋',
  dark: '●',
  'audience-participation': '✋',
};

/** "At the start", "About 12 minutes in", "About 1 hr 5 min in". */
export function momentTimeLabel(minutes: number): string {
  if (minutes === 0) return 'At the start';
  if (minutes < 60) return `About ${minutes} minute${minutes === 1 ? '' : 's'} in`;
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  return `About ${hours} hr${rest === 0 ? '' : ` ${rest} min`} in`;
}

/** The id of the sensory guide on a show's page, for links from Tonight and the relaxed listings. */
export const SENSORY_GUIDE_ANCHOR = 'sensory-guide';
