/**
 * Turning the venue's wall-clock times from content ("2027-01-23T19:30") into instants and
 * ISO 8601 strings with the right UTC offset. The venue's clock is read by ./venue-clock.ts and
 * the zone's offsets come from @date-fns/tz (both from the engine's Intl time-zone data), so a January show gets -05:00 and a June show
 * -04:00 in America/New_York, whatever zone the build machine or the visitor's browser runs in.
 */
import { tzOffset } from '@date-fns/tz';
import { DEFAULT_DURATION_MINUTES } from './duration';
import type { OffsetSpan, ZoneOffsets } from './offsets';
import { venueDateTime } from './venue-clock';

export const DEFAULT_TIME_ZONE = 'America/New_York';

const MINUTE = 60_000;
const DAY = 86_400_000;

interface WallClock {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
}

function parseLocal(local: string): WallClock {
  const match = /^(\d{4})-(\d{2})-(\d{2})(?:T(\d{2}):(\d{2})(?::(\d{2}))?)?$/.exec(local);
  if (!match) {
    throw new Error(`expected a local time written YYYY-MM-DD or YYYY-MM-DDTHH:MM, got "${local}"`);
  }
  return {
    year: Number(match[1]),
    month: Number(match[2]),
    day: Number(match[3]),
    hour: Number(match[4] ?? 0),
    minute: Number(match[5] ?? 0),
    second: Number(match[6] ?? 0),
  };
}

function pad(value: number, width = 2): string {
  return String(value).padStart(width, '0');
}

function formatWallClock(w: WallClock): string {
  return `${pad(w.year, 4)}-${pad(w.month)}-${pad(w.day)}T${pad(w.hour)}:${pad(w.minute)}:${pad(w.second)}`;
}

/** Minutes the zone is ahead of UTC at an instant (negative west of Greenwich). */
export function offsetMinutesAt(instant: Date, timeZone: string = DEFAULT_TIME_ZONE): number {
  const offset = tzOffset(timeZone, instant);
  // The library answers NaN for a zone it does not know; every time computed from it would be
  // NaN too, so stop here with the zone's name instead.
  if (Number.isNaN(offset)) throw new RangeError(`unknown time zone "${timeZone}"`);
  // `+ 0` turns the -0 of a UTC zone into 0, so "+00:00" is never written "-00:00".
  return offset + 0;
}

/** The venue's wall-clock reading of an instant, "YYYY-MM-DDTHH:MM:SS" (./venue-clock.ts). */
export function instantToLocal(instant: Date, timeZone: string = DEFAULT_TIME_ZONE): string {
  return venueDateTime(instant, timeZone);
}

interface Resolution {
  /** Every instant at which the clock shows the time, earliest first (0, 1 or 2 of them). */
  exact: Date[];
  /** For a time in the gap: the same wall time read with the offset in force after the change. */
  afterGap: Date;
}

/**
 * Resolved from offsets alone: TZDate's own constructor settles the repeated autumn hour with the
 * build machine's zone (checked: the first 1:30 am in New York, the second on a machine in Los
 * Angeles), and no result here may depend on the machine.
 */
function resolve(local: string, timeZone: string): Resolution {
  const wall = parseLocal(local);
  const wallAsUtc = Date.UTC(
    wall.year,
    wall.month - 1,
    wall.day,
    wall.hour,
    wall.minute,
    wall.second,
  );
  // The offsets in force a day either side include every offset that can apply at `local`.
  const candidates = [wallAsUtc - DAY, wallAsUtc + DAY].map(
    (probe) => new Date(wallAsUtc - offsetMinutesAt(new Date(probe), timeZone) * MINUTE),
  );
  const written = formatWallClock(wall);
  const exact = candidates
    .filter((instant) => instantToLocal(instant, timeZone) === written)
    .sort((a, b) => a.getTime() - b.getTime())
    .filter((instant, i, all) => i === 0 || instant.getTime() !== all[i - 1]?.getTime());
  const afterGap = new Date(Math.max(...candidates.map((instant) => instant.getTime())));
  return { exact, afterGap };
}

/**
 * Whether the venue's clock ever shows `local`. False for a time in the spring-forward gap
 * (2:30 am on the second Sunday of March in New York): content must not use such a time, since
 * a page would print it while calendars move it by an hour.
 */
export function localTimeExists(local: string, timeZone: string = DEFAULT_TIME_ZONE): boolean {
  return resolve(local, timeZone).exact.length > 0;
}

/** Whether the venue's clock shows `local` twice: the autumn hour that repeats (1:30 am in New York). */
export function isAmbiguousLocalTime(local: string, timeZone: string = DEFAULT_TIME_ZONE): boolean {
  return resolve(local, timeZone).exact.length > 1;
}

/**
 * The instant at which the venue's clock shows `local` ("YYYY-MM-DDTHH:MM" or "YYYY-MM-DD" for
 * midnight). A time in the spring-forward gap (one that never happens) moves forward by the gap
 * (2:30 → 3:30 EDT); in the autumn overlap the first of the two instants is returned.
 */
export function zonedToInstant(local: string, timeZone: string = DEFAULT_TIME_ZONE): Date {
  const { exact, afterGap } = resolve(local, timeZone);
  return exact[0] ?? afterGap;
}

/** "-05:00", "+05:30", "+00:00" */
export function formatOffset(minutes: number): string {
  const sign = minutes < 0 ? '-' : '+';
  const abs = Math.abs(minutes);
  return `${sign}${pad(Math.floor(abs / 60))}:${pad(abs % 60)}`;
}

/** ISO 8601 with the zone's offset at that moment: "2027-01-23T19:30:00-05:00". */
export function instantToIsoWithOffset(
  instant: Date,
  timeZone: string = DEFAULT_TIME_ZONE,
): string {
  return `${instantToLocal(instant, timeZone)}${formatOffset(offsetMinutesAt(instant, timeZone))}`;
}

function addMinutes(instant: Date, minutes: number): Date {
  return new Date(instant.getTime() + minutes * MINUTE);
}

// ---------------------------------------------------------------------------------------------
// When the season's events start and end. Shared by the JSON-LD, the .ics files and the Google
// Calendar links so all three always agree.

export { DEFAULT_DURATION_MINUTES };

export interface EventTimes {
  start: Date;
  end: Date;
}

/** A film screening: the festival's schedule gives the start, the film's running time the end. */
export function screeningTimes(
  screening: { day: string; time: string },
  lengthMinutes: number,
  timeZone: string = DEFAULT_TIME_ZONE,
): EventTimes {
  const start = zonedToInstant(`${screening.day}T${screening.time}`, timeZone);
  return { start, end: addMinutes(start, lengthMinutes) };
}

interface TimedShow {
  date: string;
  endDate?: string;
  /** The show's run time, when content gives one (docs/rules/shows.md#good-to-know). */
  runTimeMinutes?: number;
  films: Array<{ lengthMinutes: number; screenings: Array<{ day: string; time: string }> }>;
}

/**
 * A show's span. A festival with a film schedule ends when its last film ends; a multi-day show
 * without one ends at the close of its last day (23:59, venue time); a show with a run time ends
 * that long after its start; anything else runs DEFAULT_DURATION_MINUTES.
 */
export function showTimes(show: TimedShow, timeZone: string = DEFAULT_TIME_ZONE): EventTimes {
  const start = zonedToInstant(show.date, timeZone);
  const screeningEnds = show.films.flatMap((film) =>
    film.screenings.map((s) => screeningTimes(s, film.lengthMinutes, timeZone).end.getTime()),
  );
  if (screeningEnds.length > 0) {
    return { start, end: new Date(Math.max(start.getTime(), ...screeningEnds)) };
  }
  if (show.endDate) {
    const end = zonedToInstant(`${show.endDate}T23:59`, timeZone);
    if (end > start) return { start, end };
  }
  return { start, end: addMinutes(start, show.runTimeMinutes ?? DEFAULT_DURATION_MINUTES) };
}

/**
 * One performance of a run (docs/rules/shows.md#performances): it starts at its own date and
 * lasts the show's run time when content gives one (docs/rules/shows.md#good-to-know).
 */
export function performanceTimes(
  performance: { date: string },
  show: { runTimeMinutes?: number },
  timeZone: string = DEFAULT_TIME_ZONE,
): EventTimes {
  return showTimes(
    { date: performance.date, runTimeMinutes: show.runTimeMinutes, films: [] },
    timeZone,
  );
}

/** An Education & Enrichment event: its own end time when given, else the default length. */
export function educationEventTimes(
  event: { date: string; time: string; endTime?: string },
  timeZone: string = DEFAULT_TIME_ZONE,
): EventTimes {
  const start = zonedToInstant(`${event.date}T${event.time}`, timeZone);
  const end = event.endTime ? zonedToInstant(`${event.date}T${event.endTime}`, timeZone) : null;
  return { start, end: end && end > start ? end : addMinutes(start, DEFAULT_DURATION_MINUTES) };
}

/**
 * The zone's offsets over `days` days from `from` (./offsets.ts). Each day is probed, and a change
 * between two probes is narrowed down to the millisecond; no zone changes its offset twice a day.
 */
export function zoneOffsets(timeZone: string, from: Date, days: number): ZoneOffsets {
  const start = from.getTime();
  const until = start + days * DAY;
  const offsetAt = (instant: number) => offsetMinutesAt(new Date(instant), timeZone);
  const spans: OffsetSpan[] = [[start, offsetAt(start)]];
  let previous = start;
  for (let probe = Math.min(start + DAY, until - 1); probe > previous;) {
    const current = spans[spans.length - 1]![1];
    if (offsetAt(probe) !== current) {
      // The offset is `current` at low and another at high: the change is in (low, high].
      let low = previous;
      let high = probe;
      while (high - low > 1) {
        const middle = Math.floor((low + high) / 2);
        if (offsetAt(middle) === current) low = middle;
        else high = middle;
      }
      spans.push([high, offsetAt(high)]);
    }
    previous = probe;
    probe = Math.min(probe + DAY, until - 1);
  }
  return { spans, until };
}
