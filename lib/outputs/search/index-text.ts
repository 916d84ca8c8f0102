/**
 * What of a page the search index reads (docs/rules/listings.md#search): its visible words only,
 * word apart from word, so a result's snippet reads like the page. Build-only, for
 * scripts/postbuild/search-index.ts.
 */

/**
 * Parts of an indexed page that a visitor does not read as its text, left out of the index
 * (Pagefind's `excludeSelectors`; the filters and the result's details inside them still count,
 * as with `data-pagefind-ignore`): words only screen readers hear ("(opens in a new tab)", "for
 * {show}" after a calendar link), what is hidden (the request-by text of the other day,
 * docs/rules/visiting.md#request-by), controls, and symbols beside their words.
 */
export const INDEX_EXCLUDE_SELECTORS: readonly string[] = [
  '.visually-hidden',
  '[hidden]',
  '[aria-hidden="true"]',
  'button',
];

/**
 * The page's HTML with a space between every two adjacent tags, and between a word and a tag that
 * opens right after it. React writes no whitespace between elements, and Pagefind joins the text
 * of elements it takes for inline, so "<dt>Date</dt><dd>Saturday</dd>" became "DateSaturday",
 * a title followed by its date "QuartetSaturday" and "7:30 pm<span>Doors open…" "pmDoors"; a
 * page lays such parts out apart, and a space is what a reader sees between them. Text after a
 * closing tag ("Edwards</a>, Huntington") is left as it is, so punctuation stays in place. Only
 * the index's copy changes.
 */
export function spacedForIndex(html: string): string {
  return html.replace(/></g, '> <').replace(/([\p{L}\p{N}])<(?=[a-zA-Z])/gu, '$1 <');
}
