/**
 * A zone's offsets from UTC over a stretch of time, as the build read them from the engine's
 * time-zone data (lib/time/timezone.ts zoneOffsets), so the browser can read the venue's day
 * without Intl: the first Intl formatter with a time zone makes the engine load its zone data,
 * a task of about 100 ms on a phone-speed CPU (measured with bench/trace-tasks.ts), which the
 * visitor's-day island and the inline day switch would otherwise pay on every page load.
 * Outside the stretch (a page kept long past its build) the reader answers null and the caller
 * falls back to Intl (lib/time/venue-clock.ts).
 */

/** `[from, minutes]`: from this instant (ms since the epoch) the zone is `minutes` ahead of UTC. */
export type OffsetSpan = readonly [from: number, minutes: number];

export interface ZoneOffsets {
  /** In time order; the first starts the stretch. */
  spans: readonly OffsetSpan[];
  /** The instant (ms since the epoch) the stretch ends, exclusive. */
  until: number;
}

const MINUTE = 60_000;

/** The offset in force at `instant`, or null outside the stretch. */
export function offsetFrom(offsets: ZoneOffsets, instant: number): number | null {
  if (instant >= offsets.until) return null;
  let minutes: number | null = null;
  for (const [from, offset] of offsets.spans) {
    if (from > instant) break;
    minutes = offset;
  }
  return minutes;
}

/** The zone's wall clock at `instant` as "YYYY-MM-DDTHH:MM:SS", or null outside the stretch. */
export function wallClockFrom(offsets: ZoneOffsets, instant: number): string | null {
  const minutes = offsetFrom(offsets, instant);
  if (minutes === null) return null;
  return new Date(instant + minutes * MINUTE).toISOString().slice(0, 19);
}

/** The attribute form the inline day switch reads: "from:minutes from:minutes …;until". */
export function offsetsAttribute(offsets: ZoneOffsets): string {
  return `${offsets.spans.map(([from, minutes]) => `${from}:${minutes}`).join(' ')};${offsets.until}`;
}
