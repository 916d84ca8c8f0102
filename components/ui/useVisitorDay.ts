import { useSyncExternalStore } from 'react';
import { onVisitorDayChange, visitorDay } from '@/lib/site/visitor-clock/read';

/**
 * Today's date (YYYY-MM-DD at the venue) for the visitor, as the page's clock applied it
 * (lib/site/visitor-clock/read.ts): during the build and hydration it is the build's day, so the
 * pre-rendered HTML hydrates unchanged; React then re-renders only if the visitor's day is another.
 */
export function useVisitorDay(buildDay: string): string {
  return useSyncExternalStore(
    onVisitorDayChange,
    () => visitorDay() ?? buildDay,
    () => buildDay,
  );
}
