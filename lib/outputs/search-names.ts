/**
 * The names the search index and the search page share (docs/product-rules.md#search), in a
 * module of their own that imports nothing, so the browser-side search box can use them without
 * pulling the content rules (and zod) into its bundle.
 */

/** The filters of the index, in the order the search page offers them. */
export const searchFilterNames = ['season', 'category', 'accessibility'] as const;
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
