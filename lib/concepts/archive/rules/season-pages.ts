/**
 * How a person's or work's record is split so its page stays light at any number of appearances
 * (docs/archive.md#pages): the page shows what took place in the most recent seasons and links each
 * earlier one, with its count, to a page of its own (/people/{id}/{season}/,
 * /works/{id}/{season}/). A season of more shows than one page lists is split into parts
 * (/people/{id}/{season}/2/ …), so no page grows with a resident ensemble's record. What took
 * place is decided on the build day (./took-place.ts), so the nightly build moves a season off the
 * page to its own page.
 */
import type { SeasonId } from '../../seasons';
import { historyPlace, type PerformanceTally } from './took-place';

/** How many seasons with something that took place a person's or work's own page shows in full. */
export const RECENT_SEASONS = 3;

/**
 * The most shows (rows: a run of nights is one row) one page lists: a season page, or part of
 * one, and the recent seasons of a person's or work's own page together. A row of a show with
 * three works is about 60 bytes of gzipped HTML (components/archive/SeasonPages.weight.test.tsx
 * renders such seasons), so 200 rows stay far under lib/build/page-weight.ts's limit even at five
 * times that; a resident orchestra's season (~220 concerts, mostly runs of two to four nights) is
 * about 100 rows, one page.
 */
export const SEASON_PAGE_ROWS = 200;

export interface SeasonShare<T> {
  season: SeasonId;
  /** In the order given (oldest first, as the facade gives them). */
  items: T[];
}

/**
 * The most people one row of a work's performances names (the show's page names them all): a
 * show that credits a whole orchestra player by player would otherwise make each row kilobytes
 * long, and a page of 200 such rows heavier than the limit.
 */
export const ROW_CREDITS = 8;

/** The credits a row names, in the order given, and how many more it only counts. */
export function rowCredits<T>(
  credits: readonly T[],
  max: number = ROW_CREDITS,
): { named: T[]; more: number } {
  return { named: credits.slice(0, max), more: Math.max(credits.length - max, 0) };
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
 * The seasons the page shows in full (at most the `recent` newest, as many of them as fit in
 * `rows` rows together) and those it links instead (every one after them), each newest first.
 */
export function splitSeasons<T>(
  seasons: ReadonlyArray<SeasonShare<T>>,
  recent: number = RECENT_SEASONS,
  rows: number = SEASON_PAGE_ROWS,
): { recent: Array<SeasonShare<T>>; earlier: Array<SeasonShare<T>> } {
  let shown = 0;
  let fit = 0;
  for (const share of seasons.slice(0, recent)) {
    if (shown + share.items.length > rows) break;
    shown += share.items.length;
    fit += 1;
  }
  return { recent: seasons.slice(0, fit), earlier: seasons.slice(fit) };
}

/**
 * A season's items in the parts its pages list, in the order given, each of at most `rows`
 * items: one part up to `rows`, two from one more; none for no items.
 */
export function seasonParts<T>(items: readonly T[], rows: number = SEASON_PAGE_ROWS): T[][] {
  const parts: T[][] = [];
  for (let start = 0; start < items.length; start += rows) {
    parts.push(items.slice(start, start + rows));
  }
  return parts;
}

/**
 * The address segment of each part after the first (the first is the season's own address):
 * ['2', '3'] for three parts. A route's params and its links read the same list.
 */
export function partSegments(parts: number): string[] {
  return Array.from({ length: Math.max(parts - 1, 0) }, (_, index) => String(index + 2));
}

/**
 * The part of a season an address names, by its index in `seasonParts`: the season's own address
 * (no segment) is the first; "2" the second, up to the last; anything else ("1", "0", a part past
 * the last, two segments) names none.
 */
export function partIndex(
  segments: readonly string[] | undefined,
  parts: number,
): number | undefined {
  if (!segments || segments.length === 0) return parts > 0 ? 0 : undefined;
  const [segment] = segments;
  if (segments.length > 1 || segment === undefined) return undefined;
  const index = partSegments(parts).indexOf(segment);
  return index === -1 ? undefined : index + 1;
}

/**
 * Every page of these items' seasons, newest season first: its own address (no part segment),
 * then each later part's. Every season in which one took place has its page, the recent ones too,
 * so a season's address never comes or goes as newer seasons push it off the person's or work's
 * page; and a static export needs at least one page of the route whenever the archive has a past.
 */
export function seasonPageParams<T extends { show: { season: SeasonId }; tally: PerformanceTally }>(
  items: readonly T[],
  rows: number = SEASON_PAGE_ROWS,
): Array<{ season: SeasonId; part: string[] }> {
  return pastBySeason(items).flatMap((share) => [
    { season: share.season, part: [] },
    ...partSegments(seasonParts(share.items, rows).length).map((part) => ({
      season: share.season,
      part: [part],
    })),
  ]);
}
