// Counted nouns in the site's own words (American English): "1 performance", "2 performances",
// "no performances". One helper on Intl.PluralRules, so no page writes "1 performances" and no
// page builds a plural by hand (docs/rules/site.md#one-voice).

const RULES = new Intl.PluralRules('en-US');

/** A noun's two forms; the plural defaults to the singular with an "s". */
export interface Noun {
  one: string;
  other?: string;
}

/** Nouns whose plural is not the singular plus "s". */
const IRREGULAR: Record<string, string> = {
  person: 'people',
  series: 'series',
  child: 'children',
  // "works" and "seasons" follow the rule; listed here only where English does not.
};

function formOf(noun: string | Noun, n: number): string {
  const one = typeof noun === 'string' ? noun : noun.one;
  const other = (typeof noun === 'string' ? undefined : noun.other) ?? IRREGULAR[one] ?? `${one}s`;
  return RULES.select(n) === 'one' ? one : other;
}

/** The noun alone, in the form a count of `n` takes: plural(1, 'show') is "show". */
export function plural(n: number, noun: string | Noun): string {
  return formOf(noun, n);
}

/**
 * A count with its noun: countOf(1, 'performance') is "1 performance", countOf(1200, 'show') is
 * "1,200 shows". `zero` replaces the whole phrase when n is 0 ("no performances yet").
 */
export function countOf(n: number, noun: string | Noun, options: { zero?: string } = {}): string {
  if (n === 0 && options.zero !== undefined) return options.zero;
  return `${n.toLocaleString('en-US')} ${formOf(noun, n)}`;
}
