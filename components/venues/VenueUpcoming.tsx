import type { ReactNode } from 'react';

export interface UpcomingItem {
  key: string;
  day: string;
  endDate?: string;
  /** The list item's content, rendered on the server. */
  node: ReactNode;
}

/**
 * The venue's upcoming shows (docs/rules/seasons.md#upcoming-and-past): the HTML lists those
 * upcoming on the build day; the visitor's clock (lib/site/visitor-clock/apply.ts) hides any that
 * have ended since by the visitor's day, and shows `empty` when none is left.
 */
export function VenueUpcoming({
  items,
  empty,
}: {
  /** The shows upcoming on the build day. */
  items: UpcomingItem[];
  empty: ReactNode;
}) {
  return (
    <>
      <ul data-split-list="venue" hidden={items.length === 0}>
        {items.map((item) => (
          <li
            key={item.key}
            data-shown-while="upcoming"
            data-day={item.day}
            data-end-date={item.endDate}
          >
            {item.node}
          </li>
        ))}
      </ul>
      <div data-split-empty="venue" hidden={items.length > 0}>
        {empty}
      </div>
    </>
  );
}
