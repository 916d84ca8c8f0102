/**
 * "My picks" (docs/rules/picks.md#my-picks): what a visitor saves anywhere on the site (a show, a
 * performance of a run, a talk, an education event, a festival screening), kept in their browser
 * only. Pure functions, browser-safe: the picks' store and components (components/picks/),
 * the build's picks data (lib/outputs/calendar/picks-data.ts) and the tests use them.
 *
 * Invariant: a pick is identified by what it is, never by a position in a list ("show:winter_lights",
 * "screening:spring_films:night_train@2027-03-12T19:00"), so it survives a new build; a pick the
 * site no longer lists is reported as such, never dropped. A festival's "My schedule" is the
 * festival's screenings among the picks, so both always agree.
 */
import { isScreeningId, overlaps, screeningEnd, type MyScheduleScreening } from './my-schedule';
import { listFragment, listFromFragment } from './share-fragment';

/** The kinds of thing a visitor can save. A talk of the speaker series is a show. */
export type PickKind = 'show' | 'performance' | 'screening' | 'education';

/** A show (a talk, a festival, a run as a whole): "show:winter_lights". */
export function showPickId(show: string): string {
  return `show:${show}`;
}

/** One performance of a run, by its id (lib/concepts/shows/rules/performances.ts performanceId). */
export function performancePickId(show: string, performance: string): string {
  return `performance:${show}:${performance}`;
}

/** One festival screening: the festival's name and the screening's id (lib/concepts/picks/rules/my-schedule.ts). */
export function screeningPickId(festival: string, screening: string): string {
  return `screening:${festival}:${screening}`;
}

/** One Education & Enrichment event, by its slug (lib/concepts/shows/rules/slug.ts educationEventSlug). */
export function educationPickId(slug: string): string {
  return `education:${slug}`;
}

const PICK_PATTERN = /^(show|performance|screening|education):[^:]+(?::.+)?$/;

/** Whether a text has the form of a pick id. */
export function isPickId(value: unknown): value is string {
  if (typeof value !== 'string' || !PICK_PATTERN.test(value)) return false;
  if (!value.startsWith('screening:')) return true;
  const rest = value.slice('screening:'.length);
  return isScreeningId(rest.slice(rest.indexOf(':') + 1));
}

/** What the picks page knows of one thing a visitor can save, written by the build. */
export interface PickItem {
  /** Its pick id; in a festival's "My schedule", its screening id (screeningItem). */
  id: string;
  kind: PickKind;
  title: string;
  /** Site path of its page, without the base path. */
  url: string;
  /** The venue's name, and the room where there is one. */
  venue: string;
  /** YYYY-MM-DD on the venue's clock and its label, "Friday, March 12". */
  day: string;
  dayLabel: string;
  /** "7:30 pm", or the dates of something spanning days: "March 12–14". */
  whenLabel: string;
  /** Start and end, milliseconds since the epoch. */
  start: number;
  end: number;
  /** Lasts more than a day (a festival or a run as a whole): it overlaps nothing in words. */
  span: boolean;
  /** A status in words when not plainly scheduled: "Cancelled", "Rescheduled from …". */
  status?: string;
  /** The UIDs of its VEVENTs in the site's feeds (a run as a whole has one per performance). */
  uids: string[];
}

/** The picks data file the build writes (routes.picksData). */
export interface PicksData {
  /** Site paths of the feeds whose events the download is cut from. */
  feeds: string[];
  items: PickItem[];
}

// The saved picks are read against `items` by planOf and grouped by byDay
// (lib/concepts/picks/rules/my-schedule.ts), the same functions a festival's "My schedule" uses.

/**
 * For each pick, the others it overlaps in time. Something spanning days (a festival, a run as a
 * whole) overlaps nothing: its screenings and performances are what take the evening.
 */
export function pickConflicts(chosen: readonly PickItem[]): Map<string, PickItem[]> {
  const timed = chosen.filter((item) => !item.span);
  return new Map(
    chosen.map((item) => [
      item.id,
      item.span ? [] : timed.filter((other) => other.id !== item.id && overlaps(item, other)),
    ]),
  );
}

/**
 * A festival's screening as its "My schedule" panel lists it, in the same list as the picks page:
 * kept under its screening id (the panel is the festival's screenings among the picks, scheduleOf),
 * at the festival's venue, ending its film's run time after its start.
 */
export function screeningItem(screening: MyScheduleScreening, venue: string): PickItem {
  return {
    id: screening.id,
    kind: 'screening',
    title: screening.title,
    url: screening.url,
    venue,
    day: screening.day,
    dayLabel: screening.dayLabel,
    whenLabel: screening.timeLabel,
    start: screening.start,
    end: screeningEnd(screening),
    span: false,
    uids: [screening.uid],
  };
}

/** The UIDs of the download, in the picks' order, without repeats. */
export function downloadUids(chosen: readonly PickItem[]): string[] {
  return [...new Set(chosen.flatMap((item) => item.uids))];
}

// ---------------------------------------------------------------------------------------------
// A festival's "My schedule" as a view of the picks

/** The festival's screening ids among the picks (lib/concepts/picks/rules/my-schedule.ts screeningId). */
export function scheduleOf(picks: readonly string[], festival: string): string[] {
  const prefix = screeningPickId(festival, '');
  return picks.filter((id) => id.startsWith(prefix)).map((id) => id.slice(prefix.length));
}

/** The picks with the festival's screenings replaced by `screenings`, the others kept in place. */
export function withSchedule(
  picks: readonly string[],
  festival: string,
  screenings: readonly string[],
): string[] {
  const prefix = screeningPickId(festival, '');
  const others = picks.filter((id) => !id.startsWith(prefix));
  return [...new Set([...others, ...screenings.map((id) => screeningPickId(festival, id))])];
}

// ---------------------------------------------------------------------------------------------
// Storage, the carried-over festival choices, and the share link

/** Where the picks are kept in the browser's localStorage. */
export const PICKS_STORAGE_KEY = 'picks';

/** The stored form: a version, so that a later format can read an older one. */
export function serialisePicks(ids: readonly string[]): string {
  return JSON.stringify({ version: 1, picks: ids });
}

/** The ids of a stored value; anything unreadable counts as no picks. */
export function deserialisePicks(stored: string | null): string[] {
  // Stryker disable next-line ConditionalExpression: "" fails to parse and null parses to null, which both give [] below
  if (!stored) return [];
  try {
    const value: unknown = JSON.parse(stored);
    // Stryker disable next-line ConditionalExpression,LogicalOperator: a number, text or boolean has no picks list, and null throws into the catch: [] all the same
    if (typeof value !== 'object' || value === null) return [];
    const picks = (value as { picks?: unknown }).picks;
    return Array.isArray(picks) ? [...new Set(picks.filter(isPickId))] : [];
  } catch {
    return [];
  }
}

/** The prefix of the keys My schedule kept its choices under before the picks. */
export const LEGACY_SCHEDULE_PREFIX = 'my-schedule:';

/**
 * The picks that older festival choices become: each "my-schedule:{festival}" entry (stored as
 * { version: 1, screenings: [...] }) gives that festival's screening picks. Unreadable entries
 * give nothing.
 */
export function migratedPicks(entries: ReadonlyArray<[key: string, value: string]>): string[] {
  const picks: string[] = [];
  for (const [key, value] of entries) {
    if (!key.startsWith(LEGACY_SCHEDULE_PREFIX)) continue;
    const festival = key.slice(LEGACY_SCHEDULE_PREFIX.length);
    let screenings: unknown;
    try {
      // Stryker disable next-line OptionalChaining: null's screenings throw into the catch, which skips the entry as the check below would
      screenings = (JSON.parse(value) as { screenings?: unknown } | null)?.screenings;
    } catch {
      continue;
    }
    if (!Array.isArray(screenings)) continue;
    for (const id of screenings) {
      if (isScreeningId(id)) picks.push(screeningPickId(festival, id));
    }
  }
  return [...new Set(picks)];
}

/** The share link's parameter: "#picks=…", in the fragment, which no server ever receives. */
export const PICKS_SHARE_PARAMETER = 'picks';

/** "#picks=show%3Awinter_lights,…" */
export function picksShareHash(ids: readonly string[]): string {
  return listFragment(PICKS_SHARE_PARAMETER, ids);
}

/** The pick ids a fragment shares (with or without its "#"); none when it shares nothing. */
export function sharedPicks(hash: string): string[] {
  return listFromFragment(hash, PICKS_SHARE_PARAMETER, isPickId);
}
