/**
 * Seasons (docs/rules/seasons.md#seasons). A season runs from 1 July to 30 June and is named by
 * the two years it spans, "2026-27" in addresses and content, "2026–27" on the page. A show
 * belongs to the season its start day falls in, unless its file names another season.
 *
 * Like ./upcoming.ts this works on YYYY-MM-DD strings in the venue's time zone; like every
 * module of a room's rules/ folder it is browser-safe (layers/browser-safe in eslint.config.mjs).
 */
import { isUpcoming, sortByDate, type Timing } from './upcoming';

/** The month (1–12) a season starts in: July, the first month after the last spring shows. */
const SEASON_START_MONTH = 7;

/** A season id as content and addresses write it: "2026-27". */
export type SeasonId = string;

/** The first calendar year of a season id, or undefined when it is not a season id. */
export function seasonStartYear(id: string): number | undefined {
  const match = /^(\d{4})-(\d{2})$/.exec(id);
  if (!match) return undefined;
  const first = Number(match[1]);
  // "2026-28" or "2026-26" name no season: the second year must follow the first.
  return match[2] === String((first + 1) % 100).padStart(2, '0') ? first : undefined;
}

/** The id of the season starting in July of that year: 2026 → "2026-27". */
export function seasonIdFromYear(startYear: number): SeasonId {
  return `${startYear}-${String((startYear + 1) % 100).padStart(2, '0')}`;
}

/** The season a calendar day falls in: "2026-09-24" → "2026-27", "2027-06-30" → "2026-27". */
export function seasonOfDay(day: string): SeasonId {
  const year = Number(day.slice(0, 4));
  const month = Number(day.slice(5, 7));
  return seasonIdFromYear(month >= SEASON_START_MONTH ? year : year - 1);
}

/** "2026–27" (with an en dash, as years are written in running text). */
export function seasonYears(id: SeasonId): string {
  return id.replace('-', '–');
}

/** "2026–27 Season": the heading and title of a season's page, and the home page's heading. */
export function seasonTitle(id: SeasonId): string {
  return `${seasonYears(id)} Season`;
}

/**
 * The season a heading names however staff type it ("2026-2027 Season", "2026–27", "2026-27
 * season"), so the site writes every season one way (seasonTitle); undefined when it names none
 * (two years that do not follow each other, or other words).
 */
export function seasonIn(text: string): SeasonId | undefined {
  const match = /^\s*(\d{4})\s*[-–—]\s*(\d{4}|\d{2})(?:\s+season)?\s*$/i.exec(text);
  if (!match) return undefined;
  const first = Number(match[1]);
  const second = match[2] ?? '';
  const id = seasonIdFromYear(first);
  const follows = second.length === 4 ? Number(second) === first + 1 : second === id.slice(5);
  return follows ? id : undefined;
}

/**
 * Why an explicit season cannot be the season of a show starting on `day`, or undefined when it
 * can. A show may be filed under its own season or the one either side (a festival opening on
 * 2 July can close the season before); anything further is taken for a typo.
 */
export function explicitSeasonProblem(id: SeasonId, day: string): string | undefined {
  const year = seasonStartYear(id);
  // A malformed id is the schema's to report (lib/content/schema-parts.ts seasonId).
  if (year === undefined) return undefined;
  const own = seasonOfDay(day);
  if (Math.abs(year - Number(own.slice(0, 4))) > 1) {
    return `is ${id}, but the date ${day} falls in the ${own} season; a show may be filed at most one season away from its date`;
  }
  return undefined;
}

/** A show's season: the one its file names, else the one its start day falls in. */
export function seasonOfShow(show: { day: string; season?: string }): SeasonId {
  return show.season ?? seasonOfDay(show.day);
}

export interface SeasonGroup<T> {
  id: SeasonId;
  /** Ascending by date. */
  shows: T[];
}

/** Shows grouped by season, the newest season first, each season's shows by date. */
export function groupBySeason<T extends Timing & { season: SeasonId }>(
  shows: readonly T[],
): SeasonGroup<T>[] {
  const groups = new Map<SeasonId, T[]>();
  for (const show of sortByDate(shows)) {
    const list = groups.get(show.season);
    if (list) list.push(show);
    else groups.set(show.season, [show]);
  }
  return [...groups.entries()]
    .sort(([a], [b]) => (a < b ? 1 : a > b ? -1 : 0))
    .map(([id, list]) => ({ id, shows: list }));
}

/**
 * What the home page lists on `today`: every show still upcoming (whatever its season) and the
 * past shows of today's season. Older seasons live under past seasons, so the page stays the same
 * size however long the series runs.
 */
export function currentShows<T extends Timing & { season: SeasonId }>(
  shows: readonly T[],
  today: string,
): T[] {
  const current = seasonOfDay(today);
  return sortByDate(shows.filter((show) => isUpcoming(show, today) || show.season === current));
}

/** How far back the season calendar feed reaches: events that ended in the last 180 days. */
const FEED_RECENT_DAYS = 180;

/** YYYY-MM-DD `days` days before `day`. */
function daysBefore(day: string, days: number): string {
  const date = new Date(`${day}T12:00:00Z`);
  date.setUTCDate(date.getUTCDate() - days);
  return date.toISOString().slice(0, 10);
}

/**
 * The shows the season feed carries on `today` (docs/rules/seasons.md#seasons): upcoming
 * ones and those that ended at most FEED_RECENT_DAYS ago, so a subscriber's calendar keeps
 * recent history without decades of it.
 */
export function feedShows<T extends Timing>(shows: readonly T[], today: string): T[] {
  const from = daysBefore(today, FEED_RECENT_DAYS);
  return sortByDate(shows.filter((show) => (show.endDate ?? show.day) >= from));
}

/**
 * The page title of a show: its title, and where another show of the archive has the same title
 * (a yearly concert), its season's years too, so that no two pages share a title in search
 * results or browser tabs: "Winter Lights (2024–25)".
 */
export function distinctShowTitle(
  show: { name: string; title: string; season: SeasonId },
  shows: ReadonlyArray<{ name: string; title: string }>,
): string {
  const same = (title: string) => title.trim().toLowerCase() === show.title.trim().toLowerCase();
  const shared = shows.some((other) => other.name !== show.name && same(other.title));
  return shared ? `${show.title} (${seasonYears(show.season)})` : show.title;
}
