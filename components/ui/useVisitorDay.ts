import { useSyncExternalStore } from 'react';
import type { ZoneOffsets } from '@/lib/time/offsets';
import { venueDay } from '@/lib/time/venue-clock';

// A tab left open past midnight learns the new day when the visitor comes back to it.
function subscribe(onChange: () => void): () => void {
  document.addEventListener('visibilitychange', onChange);
  window.addEventListener('focus', onChange);
  return () => {
    document.removeEventListener('visibilitychange', onChange);
    window.removeEventListener('focus', onChange);
  };
}

/**
 * A value that follows from the visitor's clock, e.g. today's date at the venue. During the build
 * and hydration it is the build's value, so the pre-rendered HTML hydrates unchanged; React then
 * re-renders only if the visitor's clock gives something else. `read` must return a primitive
 * (a string), so that an unchanged answer is the same snapshot.
 */
export function useVisitorClock<T extends string>(read: (now: Date) => T, buildValue: T): T {
  return useSyncExternalStore(
    subscribe,
    () => read(new Date()),
    () => buildValue,
  );
}

/**
 * Today's date (YYYY-MM-DD in the venue's time zone) for the visitor, read from the build's
 * offsets where given (lib/time/visitor-clock.ts), so no time-zone data is loaded.
 */
export function useVisitorDay(timeZone: string, buildDay: string, offsets?: ZoneOffsets): string {
  return useVisitorClock((now) => venueDay(timeZone, now, offsets), buildDay);
}
