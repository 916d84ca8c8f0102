/**
 * The venue's clock: what day and time it is at the venue at an instant, read with the engine's
 * own Intl time-zone data (no package, so it costs the browser nothing). Every reading of an
 * instant in the venue's zone goes through here: the build day, the visitor's day in the season
 * split, a show's ticket phase, the wall-clock times of lib/time/timezone.ts, and the visitor's
 * clock in the browser (lib/site/visitor-clock/start.ts, compiled from this module). The machine's own
 * time zone never enters: a CI runner in UTC and a visitor in California read the same day
 * (docs/rules/seasons.md#upcoming-and-past).
 */

import { wallClockFrom, type ZoneOffsets } from './offsets';

/** The Intl options that read a calendar day. */
export const DAY_PARTS = { year: 'numeric', month: '2-digit', day: '2-digit' } as const;

const TIME_PARTS = { hour: '2-digit', minute: '2-digit', second: '2-digit' } as const;

const readers = new Map<string, Intl.DateTimeFormat>();

/** One formatter per zone: building one is the slow part of reading a clock. */
function reader(timeZone: string): Intl.DateTimeFormat {
  let format = readers.get(timeZone);
  if (!format) {
    try {
      format = new Intl.DateTimeFormat('en-US', {
        timeZone,
        ...DAY_PARTS,
        ...TIME_PARTS,
        // h23, not hour12: false, which some engines answer with "24" at midnight.
        hourCycle: 'h23',
      });
    } catch {
      // Intl's own message does not always name the zone; content errors must.
      throw new RangeError(`unknown time zone "${timeZone}"`);
    }
    readers.set(timeZone, format);
  }
  return format;
}

export interface VenueReading {
  /** "YYYY-MM-DD" */
  day: string;
  /** "HH:MM:SS", 24-hour. */
  time: string;
}

/** The venue's calendar day and wall-clock time at an instant. */
export function readVenueClock(instant: Date, timeZone: string): VenueReading {
  const parts: Partial<Record<Intl.DateTimeFormatPartTypes, string>> = {};
  for (const part of reader(timeZone).formatToParts(instant)) parts[part.type] = part.value;
  return {
    day: `${parts.year}-${parts.month}-${parts.day}`,
    time: `${parts.hour}:${parts.minute}:${parts.second}`,
  };
}

/**
 * The venue's calendar day, YYYY-MM-DD, at an instant (by default now): from the zone's offsets
 * where the build gave them and they reach the instant (./offsets.ts), else from Intl.
 */
export function venueDay(timeZone: string, now: Date = new Date(), offsets?: ZoneOffsets): string {
  const wallClock = offsets ? wallClockFrom(offsets, now.getTime()) : null;
  return wallClock ? wallClock.slice(0, 10) : readVenueClock(now, timeZone).day;
}

/** The venue's wall-clock reading of an instant, "YYYY-MM-DDTHH:MM:SS". */
export function venueDateTime(instant: Date, timeZone: string): string {
  const { day, time } = readVenueClock(instant, timeZone);
  return `${day}T${time}`;
}
