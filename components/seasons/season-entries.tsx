import { isRun, lastServiceDays } from '@/lib/concepts/shows';
import { splitSeason } from '@/lib/concepts/seasons';
import type { Show } from '@/lib/content/types';
import { CompactCard } from '@/components/cards/CompactCard';
import type { SeasonEntry } from './SeasonSplit';
import { ShowCard } from '@/components/cards/ShowCard';

/**
 * Both renderings of every show for the client-side split, built on the server. The first show
 * upcoming on the build day gets the eager poster, since its card is the first thing on screen.
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
      performances: show.performances,
      // A run lists a service until its last performance offering it is over.
      ...(isRun(show) ? { serviceDays: lastServiceDays(show.performances) } : {}),
    },
    upcoming: <ShowCard show={show} priority={show.name === firstUpcoming} />,
    past: <CompactCard show={show} />,
  }));
}
