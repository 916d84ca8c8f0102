/**
 * What the browser needs to read the visitor's day at the venue (the visitor's clock,
 * lib/site/visitor-clock/start.ts, reads it from <html>: lib/site/visitor-clock/page.ts):
 * the venue's zone, the build's day, and the zone's offsets from the build day on, so that reading
 * the day costs no time-zone data (./offsets.ts). The offsets reach a year and a month past the
 * build day; the site is rebuilt nightly, and a page kept longer reads the day with Intl.
 */
import type { ZoneOffsets } from './offsets';
import { zonedToInstant, zoneOffsets } from './timezone';

/** Days the offsets reach past the build day. */
export const OFFSET_DAYS = 400;

export interface VisitorClock {
  timeZone: string;
  /** YYYY-MM-DD at the venue, when the site was built. */
  buildDay: string;
  offsets: ZoneOffsets;
}

const clocks = new Map<string, VisitorClock>();

/** The clock for pages built on `buildDay` (the same object for every page of a build). */
export function visitorClock(timeZone: string, buildDay: string): VisitorClock {
  const key = `${timeZone} ${buildDay}`;
  let clock = clocks.get(key);
  if (!clock) {
    const offsets = zoneOffsets(timeZone, zonedToInstant(buildDay, timeZone), OFFSET_DAYS);
    clock = { timeZone, buildDay, offsets };
    clocks.set(key, clock);
  }
  return clock;
}
