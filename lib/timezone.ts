/**
 * Turning the venue's wall-clock times from content ("2027-01-23T19:30") into instants and
 * ISO 8601 strings with the right UTC offset. The offset is looked up per date with Intl, so a
 * January show gets -05:00 and a June show -04:00 in America/New_York, whatever zone the build
 * machine runs in.
 */

export const DEFAULT_TIME_ZONE = 'America/New_York';

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterFor(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

interface WallClock {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
}

function wallClockAt(instant: number, timeZone: string): WallClock {
  const parts: Record<string, number> = {};
  for (const part of formatterFor(timeZone).formatToParts(new Date(instant))) {
    if (part.type !== 'literal') parts[part.type] = Number(part.value);
  }
  return {
    year: parts.year ?? 1970,
    month: parts.month ?? 1,
    day: parts.day ?? 1,
    // Some engines still print midnight as 24 even with hourCycle h23.
    hour: (parts.hour ?? 0) % 24,
    minute: parts.minute ?? 0,
    second: parts.second ?? 0,
  };
}

function wallClockAsUtc(w: WallClock): number {
  return Date.UTC(w.year, w.month - 1, w.day, w.hour, w.minute, w.second);
}

/** Minutes the zone is ahead of UTC at an instant (negative west of Greenwich). */
export function offsetMinutesAt(instant: Date, timeZone: string = DEFAULT_TIME_ZONE): number {
  // Whole seconds only: the wall clock has no milliseconds to compare against.
  const ms = Math.floor(instant.getTime() / 1000) * 1000;
  return Math.round((wallClockAsUtc(wallClockAt(ms, timeZone)) - ms) / 60_000);
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

/**
 * The instant at which the venue's clock shows `local` ("YYYY-MM-DDTHH:MM" or "YYYY-MM-DD" for
 * midnight). A time in the spring-forward gap (one that never happens) moves forward by the gap
 * (2:30 → 3:30 EDT); in the autumn overlap the first of the two instants is returned.
 */
export function zonedToInstant(local: string, timeZone: string = DEFAULT_TIME_ZONE): Date {
  const wall = wallClockAsUtc(parseLocal(local));
  // Try the offsets in force a day either side: one of them is the one in force at `local`.
  const candidates = [wall - 86_400_000, wall + 86_400_000].map(
    (probe) => wall - offsetMinutesAt(new Date(probe), timeZone) * 60_000,
  );
  const exact = candidates
    .filter((instant) => wallClockAsUtc(wallClockAt(instant, timeZone)) === wall)
    .sort((a, b) => a - b);
  return new Date(exact[0] ?? Math.max(...candidates));
}

function pad(value: number, width = 2): string {
  return String(value).padStart(width, '0');
}

/** "-05:00", "+05:30", "+00:00" */
export function formatOffset(minutes: number): string {
  const sign = minutes < 0 ? '-' : '+';
  const abs = Math.abs(minutes);
  return `${sign}${pad(Math.floor(abs / 60))}:${pad(abs % 60)}`;
}

/** The venue's wall-clock reading of an instant, "YYYY-MM-DDTHH:MM:SS". */
export function instantToLocal(instant: Date, timeZone: string = DEFAULT_TIME_ZONE): string {
  const w = wallClockAt(instant.getTime(), timeZone);
  return `${pad(w.year, 4)}-${pad(w.month)}-${pad(w.day)}T${pad(w.hour)}:${pad(w.minute)}:${pad(w.second)}`;
}

/** ISO 8601 with the zone's offset at that moment: "2027-01-23T19:30:00-05:00". */
export function instantToIsoWithOffset(
  instant: Date,
  timeZone: string = DEFAULT_TIME_ZONE,
): string {
  return `${instantToLocal(instant, timeZone)}${formatOffset(offsetMinutesAt(instant, timeZone))}`;
}

/** "2027-01-23T19:30" (venue time) → "2027-01-23T19:30:00-05:00". */
export function localToIsoWithOffset(local: string, timeZone: string = DEFAULT_TIME_ZONE): string {
  return instantToIsoWithOffset(zonedToInstant(local, timeZone), timeZone);
}

export function addMinutes(instant: Date, minutes: number): Date {
  return new Date(instant.getTime() + minutes * 60_000);
}

// ---------------------------------------------------------------------------------------------
// When the season's events start and end. Shared by the JSON-LD, the .ics files and the Google
// Calendar links so all three always agree.

/**
 * Content gives start times only. Google recommends an endDate and every calendar entry needs an
 * end, so an event without a known end is given two hours: a typical evening performance with
 * an intermission, and the length the series quotes for most of its shows.
 */
export const DEFAULT_DURATION_MINUTES = 120;

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
  shows: Array<{ lengthMinutes: number; screenings: Array<{ day: string; time: string }> }>;
}

/**
 * A show's span. A festival with a film schedule ends when its last film ends; a multi-day show
 * without one ends at the close of its last day (23:59, venue time); anything else runs
 * DEFAULT_DURATION_MINUTES.
 */
export function showTimes(show: TimedShow, timeZone: string = DEFAULT_TIME_ZONE): EventTimes {
  const start = zonedToInstant(show.date, timeZone);
  const screeningEnds = show.shows.flatMap((film) =>
    film.screenings.map((s) => screeningTimes(s, film.lengthMinutes, timeZone).end.getTime()),
  );
  if (screeningEnds.length > 0) {
    return { start, end: new Date(Math.max(start.getTime(), ...screeningEnds)) };
  }
  if (show.endDate) {
    const end = zonedToInstant(`${show.endDate}T23:59`, timeZone);
    if (end > start) return { start, end };
  }
  return { start, end: addMinutes(start, DEFAULT_DURATION_MINUTES) };
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
