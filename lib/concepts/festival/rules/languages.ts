/**
 * Film languages are stored as BCP 47 codes ("hi", "en", "pt-BR"): search engines read them from
 * structured data (Movie.inLanguage), and the words a visitor reads ("Hindi and English",
 * "Arabic with English subtitles") are derived from the codes here, so the two never disagree.
 * (docs/rules/content.md#content-fields)
 */

// `fallback: 'none'` makes an unknown language undefined rather than echoing the code back.
const names = new Intl.DisplayNames(['en'], { type: 'language', fallback: 'none' });
const and = new Intl.ListFormat('en', { style: 'long', type: 'conjunction' });

/**
 * True for a well-formed BCP 47 tag, written in its canonical form ("en", "pt-BR", not "EN" or
 * "pt_br"), whose language the platform can name. A typo such as "hn" or "english" is refused.
 */
export function isLanguageCode(code: string): boolean {
  let canonical: string[];
  try {
    canonical = Intl.getCanonicalLocales(code);
  } catch {
    return false;
  }
  if (canonical[0] !== code) return false;
  const name = names.of(code);
  // Stryker disable next-line ConditionalExpression: with fallback 'none' no name is the code itself; the check guards an engine that falls back anyway
  return name !== undefined && name !== code;
}

/** "hi" → "Hindi"; "pt-BR" → "Brazilian Portuguese". Throws for a code that is not valid. */
export function languageName(code: string): string {
  const name = isLanguageCode(code) ? names.of(code) : undefined;
  if (!name) throw new RangeError(`"${code}" is not a BCP 47 language code`);
  return name;
}

/**
 * The words for a film's languages: ["hi", "en"] → "Hindi and English"; with subtitles ["en"] →
 * "Arabic with English subtitles".
 */
export function languageLabel(
  spoken: readonly string[],
  subtitles: readonly string[] = [],
): string {
  const words = and.format(spoken.map(languageName));
  return subtitles.length > 0
    ? `${words} with ${and.format(subtitles.map(languageName))} subtitles`
    : words;
}
