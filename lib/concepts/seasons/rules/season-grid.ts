/**
 * The season's grid under a show page (docs/rules/seasons.md#seasons) holds the shows nearest
 * the page's own, not the whole season: a resident orchestra's archive has seasons of two hundred
 * concerts, and a grid of all of them on each of those pages made every page carry the season.
 * The season's page lists them all.
 */

/** Shows a show page's season grid holds at most. */
export const SEASON_GRID_SIZE = 12;

/**
 * At most `size` shows of the season in their order, a window around the one named `current`
 * (as many before it as after, then shifted to fill the size at either end of the season). A
 * season of `size` shows or fewer is given whole; without `current` in it, its first `size`.
 */
export function seasonGridWindow<T extends { name: string }>(
  shows: readonly T[],
  current: string,
  size: number = SEASON_GRID_SIZE,
): T[] {
  if (shows.length <= size) return [...shows];
  const index = Math.max(
    0,
    shows.findIndex((show) => show.name === current),
  );
  const start = Math.min(Math.max(0, index - Math.floor((size - 1) / 2)), shows.length - size);
  return shows.slice(start, start + size);
}
