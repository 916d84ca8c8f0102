import { useSyncExternalStore } from 'react';
import { todayIn } from '@/lib/season';

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
 * Today's date (YYYY-MM-DD in the venue's time zone) for the visitor. During the build and
 * hydration it is the build day, so the pre-rendered HTML hydrates unchanged; React then re-renders
 * only if the visitor's day is different.
 */
export function useVisitorDay(timeZone: string, buildDay: string): string {
  return useSyncExternalStore(
    subscribe,
    () => todayIn(timeZone),
    () => buildDay,
  );
}
