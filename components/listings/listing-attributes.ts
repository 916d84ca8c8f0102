/** The data attributes ListingView.tsx marks its parts with, for the island to find them. */
export const LISTING_ATTRIBUTES = {
  /** On each row: the entry's key. */
  key: 'data-listing-key',
  /** On the two lists: "upcoming" or "past". */
  list: 'data-listing',
  title: 'data-listing-title',
  empty: 'data-listing-empty',
  pastSection: 'data-listing-past',
} as const;
