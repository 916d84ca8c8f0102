/**
 * The search in the address (docs/rules/listings.md#search): /search/?q=quartet opens the search
 * page with "quartet" in the box and its results shown, and the box writes what the visitor types
 * back into the address, so a search can be shared, bookmarked and reloaded. Browser-safe: the
 * search box (components/search/SiteSearch.tsx) reads and writes the address with these.
 */

/** The query's parameter: the one search engines and browsers' site-search shortcuts use. */
export const QUERY_PARAMETER = 'q';

/** The words a query string asks for ("?q=string+quartet" → "string quartet"); "" without one. */
export function queryFromAddress(search: string): string {
  return new URLSearchParams(search).get(QUERY_PARAMETER)?.trim() ?? '';
}

/**
 * The address of the page with its query set to `query`: the other parameters and the fragment
 * kept, the parameter dropped when the box is empty (so an empty box is the plain search page).
 */
export function addressWithQuery(href: string, query: string): string {
  const url = new URL(href);
  const words = query.trim();
  if (words) url.searchParams.set(QUERY_PARAMETER, words);
  else url.searchParams.delete(QUERY_PARAMETER);
  return url.href;
}
