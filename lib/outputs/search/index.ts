/**
 * Site search (docs/rules/listings.md#search): the filters each page is tagged with. Build-only;
 * the filter names the search page's script shares are in ./browser/.
 */
export * from './search-tags';
export * from './price-detail';
export * from './index-text';
