import { isUpcoming, splitSeason } from '@/lib/season';
import type { Show } from '@/lib/types';
import { CompactCard } from './CompactCard';
import type { SeasonEntry } from './SeasonSplit';
import { ShowCard } from './ShowCard';

/**
 * The renderings the client-side split can need, built on the server: the poster card of every
 * show, and the full card only of the shows still upcoming on the build day. Days only move
 * forward from the build (SeasonSplit never splits on a day before it), so a show past on the build
 * day never needs its full card; leaving it out keeps the page's payload from carrying a second,
 * larger copy of every past show. The first show upcoming on the build day gets the eager poster,
 * since its card is the first thing on screen.
 */
export function seasonEntries(shows: Show[], buildDay: string): SeasonEntry[] {
  const firstUpcoming = splitSeason(shows, buildDay).upcoming[0]?.name;
  return shows.map((show) => ({
    timing: {
      name: show.name,
      day: show.day,
      endDate: show.endDate,
      date: show.date,
      accessibility: show.accessibility,
    },
    upcoming: isUpcoming(show, buildDay) ? (
      <ShowCard show={show} priority={show.name === firstUpcoming} />
    ) : undefined,
    past: <CompactCard show={show} />,
  }));
}
