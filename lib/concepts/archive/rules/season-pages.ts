/**
 * How a person's or work's record is split so its page stays light at any number of appearances
 * (docs/archive.md#pages): the page shows what took place in the most recent seasons and links each
 * earlier one, with its count, to a page of its own (/people/{id}/{season}/,
 * /works/{id}/{season}/). What took place is decided on the build day
 * (./took-place.ts), so the nightly build moves a season off the page to its own page.
 */
import type { SeasonId } from '../../seasons';
import { historyPlace, type PerformanceTally } from './took-place';

/** How many seasons with something that took place a person's or work's own page shows in full. */
export const RECENT_SEASONS = 3;

export interface SeasonShare<T> {
  season: SeasonId;
  /** In the order given (oldest first, as the facade gives them). */
  items: T[];
}

/** The items that took place, by season, the newest season first. */
export function pastBySeason<T extends { show: { season: SeasonId }; tally: PerformanceTally }>(
  items: readonly T[],
): Array<SeasonShare<T>> {
  const seasons = new Map<SeasonId, T[]>();
  for (const item of items) {
    if (historyPlace(item.tally) !== 'tookPlace') continue;
    const list = seasons.get(item.show.season);
    if (list) list.push(item);
    else seasons.set(item.show.season, [item]);
  }
  return [...seasons]
    .sort(([a], [b]) => (a < b ? 1 : a > b ? -1 : 0))
    .map(([season, list]) => ({ season, items: list }));
}

/**
 * The seasons the page shows in full (the `recent` newest) and those that have pages of their own
 * (every one before them), each newest first.
 */
export function splitSeasons<T>(
  seasons: ReadonlyArray<SeasonShare<T>>,
  recent: number = RECENT_SEASONS,
): { recent: Array<SeasonShare<T>>; earlier: Array<SeasonShare<T>> } {
  return { recent: seasons.slice(0, recent), earlier: seasons.slice(recent) };
}

/**
 * The seasons with a page of their own for these items: every season in which one took place,
 * newest first. The recent ones have theirs too, so a season's address never comes or goes as
 * newer seasons push it off the person's or work's page; and a static export needs at least one
 * page of the route whenever the archive has a past.
 */
export function seasonsWithPages<T extends { show: { season: SeasonId }; tally: PerformanceTally }>(
  items: readonly T[],
): SeasonId[] {
  return pastBySeason(items).map((share) => share.season);
}
