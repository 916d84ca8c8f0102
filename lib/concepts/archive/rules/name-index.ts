/**
 * The A–Z index of the archive's people and works (/people/, /works/, docs/rules/site.md#index-pages):
 * each name under its initial, in alphabetical order, so a visitor finds a name in an archive of
 * thousands by its first letter. A leading article ("The Marrow Street Orchestra") does not
 * choose the initial, as in a library's catalog; the name is still printed as written.
 */

/** The heading of names that start with no letter of A–Z ("4 Seasons Brass"). */
export const OTHER_INITIAL = '#';

const LEADING_ARTICLE = /^(?:the|a|an)\s+/i;

/** The name as it is filed: no leading article, no accents, for sorting and the initial. */
export function filingName(name: string): string {
  return name.trim().replace(LEADING_ARTICLE, '').normalize('NFD').replace(/\p{M}/gu, '');
}

/** "Ines Varga" → "I", "The Marrow Street Orchestra" → "M", "Élodie" → "E", "4 Seasons" → "#". */
export function initialOf(name: string): string {
  const first = filingName(name).charAt(0).toUpperCase();
  return /^[A-Z]$/.test(first) ? first : OTHER_INITIAL;
}

export interface InitialGroup<T> {
  initial: string;
  items: T[];
}

const collator = new Intl.Collator('en-US', { sensitivity: 'base', numeric: true });

/**
 * The items by initial: the groups in alphabetical order with "#" first, as indexes print it,
 * the items of a group by their filing name. Only initials some name has get a group.
 */
export function groupByInitial<T>(
  items: readonly T[],
  nameOf: (item: T) => string,
): InitialGroup<T>[] {
  const groups = new Map<string, T[]>();
  const sorted = [...items].sort((a, b) =>
    collator.compare(filingName(nameOf(a)), filingName(nameOf(b))),
  );
  for (const item of sorted) {
    const initial = initialOf(nameOf(item));
    const group = groups.get(initial) ?? [];
    group.push(item);
    groups.set(initial, group);
  }
  return [...groups]
    .sort(([a], [b]) => (a === OTHER_INITIAL ? -1 : b === OTHER_INITIAL ? 1 : a < b ? -1 : 1))
    .map(([initial, grouped]) => ({ initial, items: grouped }));
}
