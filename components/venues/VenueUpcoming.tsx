'use client';

import type { ReactNode } from 'react';
import { isUpcoming } from '@/lib/rules/upcoming';
import { useVisitorDay } from '@/components/ui/useVisitorDay';

export interface UpcomingItem {
  key: string;
  day: string;
  endDate?: string;
  /** The list item's content, rendered on the server. */
  node: ReactNode;
}

/**
 * The venue's upcoming shows (docs/product-rules.md#upcoming-and-past): the HTML lists those
 * upcoming on the build day; the browser drops any that have ended since by the visitor's day.
 */
export function VenueUpcoming({
  items,
  buildDay,
  timeZone,
  empty,
}: {
  items: UpcomingItem[];
  buildDay: string;
  timeZone: string;
  empty: ReactNode;
}) {
  const today = useVisitorDay(timeZone, buildDay);
  const shown = items.filter((item) => isUpcoming(item, today));
  if (shown.length === 0) return empty;
  return (
    <ul>
      {shown.map((item) => (
        <li key={item.key}>{item.node}</li>
      ))}
    </ul>
  );
}
