import { CLOCK_ATTRIBUTES as A } from '@/lib/site/visitor-clock/vocabulary';

/**
 * The data attributes ListingView.tsx marks its parts with, for the visitor's clock and the
 * island to find them: names from the clock's one vocabulary.
 */
export const LISTING_ATTRIBUTES = {
  /** On each row: the entry's key, its days for the page's question, its moment, called off. */
  key: A.listingRow,
  days: A.listingDays,
  at: A.listingAt,
  calledOff: A.listingCalledOff,
  /** On the two lists: "upcoming" or "past"; on the upcoming one, its window and no-past mark. */
  list: A.listingList,
  window: A.listingWindow,
  noPast: A.listingNoPast,
  title: A.listingTitle,
  empty: A.listingEmpty,
  pastSection: A.listingPast,
  count: A.listingCount,
} as const;
