/**
 * The names the search index and the search page share (docs/rules/listings.md#search). A module of
 * its own because the search box (a client component) needs them and lib/outputs/search/search-tags.ts is
 * build-only: eslint.config.mjs lists this one in BROWSER_SAFE, and its layers/browser-safe rule
 * keeps it that way.
 */

/**
 * The filters of the index, in the order the search page offers them: the last three narrow the
 * series' memory (docs/archive.md): a decade, what a person or work is, a person's role.
 */
export const searchFilterNames = [
  'season',
  'category',
  'accessibility',
  'decade',
  'kind',
  'role',
] as const;
export type SearchFilterName = (typeof searchFilterNames)[number];

/** The result's second line ("Saturday, March 7, 2026" for a show), stored under this meta key. */
export const SEARCH_DETAIL_META = 'detail';

/** One filter as the search page offers it: a label and its choices, in display order. */
export interface SearchFilterChoices {
  name: SearchFilterName;
  label: string;
  /** What "no choice" reads as: "All seasons". */
  anyLabel: string;
  values: string[];
}
