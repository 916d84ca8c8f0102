/**
 * A zone's offsets from UTC over a stretch of time, as the build read them from the engine's
 * time-zone data (lib/time/timezone.ts zoneOffsets), so the browser can read the venue's day
 * without Intl: the first Intl formatter with a time zone makes the engine load its zone data,
 * a task of about 100 ms on a phone-speed CPU (measured with bench/trace-tasks.ts), which the
 * visitor's clock (lib/site/visitor-clock/start.ts) would otherwise pay on every page load.
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

/** The attribute form the visitor's clock reads on <html>: "from:minutes from:minutes …;until". */
export function offsetsAttribute(offsets: ZoneOffsets): string {
  return `${offsets.spans.map(([from, minutes]) => `${from}:${minutes}`).join(' ')};${offsets.until}`;
}

/** The offsets back from their attribute form (`offsetsAttribute`); null when it is not one. */
export function parseOffsetsAttribute(text: string): ZoneOffsets | null {
  const [spanText = '', untilText = ''] = text.split(';');
  const until = Number(untilText);
  if (spanText === '' || untilText === '' || !Number.isFinite(until)) return null;
  const spans: OffsetSpan[] = [];
  for (const span of spanText.split(' ')) {
    const [from, minutes] = span.split(':').map(Number);
    if (!Number.isFinite(from) || !Number.isFinite(minutes)) return null;
    spans.push([from as number, minutes as number]);
  }
  return { spans, until };
}
