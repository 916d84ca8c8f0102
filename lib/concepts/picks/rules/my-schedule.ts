/**
 * "My schedule" (docs/rules/picks.md#my-schedule): the screenings a visitor picks on a festival's
 * page, kept in their browser. Pure functions, browser-safe: the picks' components
 * (components/picks/) and the tests use them; nothing here reads the content or the clock.
 *
 * A screening is identified by its film and its start on the venue's clock
 * ("night_train@2027-03-12T19:00"), never by a position in a list, so a choice survives a new
 * build; one that is no longer in the festival's schedule is reported as removed, not dropped.
 */
import { DEFAULT_DURATION_MINUTES } from '../../../time/duration';
import { offersCalendar, type EventStatus } from '../../shows';
import { listFragment, listFromFragment } from './share-fragment';

/** What My schedule knows of one screening of the festival, written by the build into the page. */
export interface MyScheduleScreening {
  /** screeningId(film, day, time) */
  id: string;
  /** The UID of the screening's VEVENT in the site's own calendar files (lib/outputs/calendar/ical.ts). */
  uid: string;
  /** The film's name (slug), title and page. */
  film: string;
  title: string;
  url: string;
  /** YYYY-MM-DD and its label, "Friday, March 12". */
  day: string;
  dayLabel: string;
  /** "7:00 pm" */
  timeLabel: string;
  /** Start, milliseconds since the epoch. */
  start: number;
  /** End, milliseconds since the epoch; unknown → start + DEFAULT_SCREENING_MINUTES. */
  end?: number;
}

/**
 * A festival offers My schedule while it has screenings and takes place as announced: its
 * calendar file, which the download is cut from, exists only then (app/(site)/calendar/shows/).
 */
export function offersMySchedule(show: {
  festival?: boolean;
  status: EventStatus;
  films: ReadonlyArray<{ screenings: readonly unknown[] }>;
}): boolean {
  return (
    Boolean(show.festival) &&
    offersCalendar(show.status) &&
    show.films.some((film) => film.screenings.length > 0)
  );
}

/** How long a screening is taken to last when its run time is unknown. */
export const DEFAULT_SCREENING_MINUTES = DEFAULT_DURATION_MINUTES;

const ID_PATTERN = /^(.+)@(\d{4}-\d{2}-\d{2})T(\d{2}:\d{2})$/;

/** "night_train@2027-03-12T19:00": the film's name and the start on the venue's clock. */
export function screeningId(film: string, day: string, time: string): string {
  return `${film}@${day}T${time}`;
}

/** Whether a text has the form of a screening id (film names may hold any character). */
export function isScreeningId(value: unknown): value is string {
  return typeof value === 'string' && ID_PATTERN.test(value);
}

/** The parts of a screening id, or undefined for a text of another form. */
export function parseScreeningId(
  id: string,
): { film: string; day: string; time: string } | undefined {
  const match = ID_PATTERN.exec(id);
  return match ? { film: match[1]!, day: match[2]!, time: match[3]! } : undefined;
}

/** The screening's end: its own, or DEFAULT_SCREENING_MINUTES after its start. */
export function screeningEnd(screening: Pick<MyScheduleScreening, 'start' | 'end'>): number {
  return screening.end ?? screening.start + DEFAULT_SCREENING_MINUTES * 60_000;
}

/**
 * Two screenings overlap when each starts before the other ends. One that starts the minute the
 * other ends does not: the visitor can walk from one to the next.
 */
export function overlaps(
  a: Pick<MyScheduleScreening, 'start' | 'end'>,
  b: Pick<MyScheduleScreening, 'start' | 'end'>,
): boolean {
  return a.start < screeningEnd(b) && b.start < screeningEnd(a);
}

/** What a plan reads: a screening of a festival, or anything else a visitor saves (a PickItem). */
export interface Plannable {
  id: string;
  title: string;
  /** Start, milliseconds since the epoch. */
  start: number;
  /** YYYY-MM-DD on the venue's clock and its label, "Friday, March 12". */
  day: string;
  dayLabel: string;
}

export interface Plan<T extends Plannable> {
  /** The chosen entries the site lists, by start time (then title). */
  chosen: T[];
  /** Chosen ids the site no longer lists, in the order they were chosen. */
  removed: string[];
}

/**
 * The visitor's choice read against what the site lists: a festival's screenings (My schedule)
 * or every pick (My picks, lib/concepts/picks/rules/picks.ts). Repeated ids count once.
 */
export function planOf<T extends Plannable>(
  ids: readonly string[],
  available: readonly T[],
): Plan<T> {
  const byId = new Map(available.map((entry) => [entry.id, entry]));
  const unique = [...new Set(ids)];
  return {
    chosen: unique
      .flatMap((id) => byId.get(id) ?? [])
      .sort((a, b) => a.start - b.start || a.title.localeCompare(b.title)),
    removed: unique.filter((id) => !byId.has(id)),
  };
}

/** The chosen entries grouped by day, in order. */
export function byDay<T extends Plannable>(
  chosen: readonly T[],
): Array<{ day: string; dayLabel: string; items: T[] }> {
  const days: Array<{ day: string; dayLabel: string; items: T[] }> = [];
  for (const entry of chosen) {
    const last = days.at(-1);
    if (last && last.day === entry.day) last.items.push(entry);
    else days.push({ day: entry.day, dayLabel: entry.dayLabel, items: [entry] });
  }
  return days;
}

/** Adds the id, or removes it when it is there. */
export function toggled(ids: readonly string[], id: string): string[] {
  return ids.includes(id) ? ids.filter((other) => other !== id) : [...ids, id];
}

/** The visitor's ids and the shared ones, without repeats, the visitor's first. */
export function merged(ids: readonly string[], shared: readonly string[]): string[] {
  return [...new Set([...ids, ...shared])];
}

// ---------------------------------------------------------------------------------------------
// The share link (the choice itself is kept with the picks: lib/concepts/picks/rules/picks.ts)

/**
 * The share link carries the choice in the address's fragment ("#my-schedule=…"), which the
 * browser never sends to a server: the choice still goes nowhere until the visitor shares it.
 */
export const SHARE_PARAMETER = 'my-schedule';

/** The id of the panel on a festival's page: links and the manifest's shortcut point at it. */
export const MY_SCHEDULE_ANCHOR = 'my-schedule';

/** "#my-schedule=night_train%402027-03-12T19%3A00,…" */
export function shareHash(ids: readonly string[]): string {
  return listFragment(SHARE_PARAMETER, ids);
}

/** The ids a fragment shares (with or without its "#"); none when it shares nothing. */
export function sharedIds(hash: string): string[] {
  return listFromFragment(hash, SHARE_PARAMETER, isScreeningId);
}
