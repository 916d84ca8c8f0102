import {
  SEARCH_DETAIL_META,
  searchFilterNames,
  searchFilterValues,
  type SearchTags as Tags,
} from '@/lib/outputs/search';

/**
 * Tags the page it sits in for the search index (docs/rules/listings.md#search): one empty, hidden
 * element per filter value, and one for the line a result shows under its title, in the inline
 * form Pagefind reads (`name:value`, which must stand alone on its element since a value may hold
 * a comma). The page's own root carries `data-pagefind-body`, which is what puts the page in the
 * index at all.
 */
export function SearchTags({ tags, detail }: { tags: Tags; detail?: string }) {
  const values = searchFilterValues(tags);
  return (
    <>
      {searchFilterNames.flatMap((name) =>
        values[name].map((value) => (
          <span key={`${name}:${value}`} hidden data-pagefind-filter={`${name}:${value}`} />
        )),
      )}
      {detail ? <span hidden data-pagefind-meta={`${SEARCH_DETAIL_META}:${detail}`} /> : null}
    </>
  );
}
