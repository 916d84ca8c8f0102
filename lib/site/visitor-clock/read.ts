/**
 * The visitor's day for the islands (docs/architecture.md#the-visitors-clock): the inline clock
 * script (./start.ts) writes it on <html> and sends an event when it changes; an island reads it
 * here and keeps no clock of its own. Without the script (the build, tests) it is undefined.
 */
import { CLOCK_ATTRIBUTES, CLOCK_EVENT } from './vocabulary';

/** The visitor's day at the venue, YYYY-MM-DD, as the clock last applied it. */
export function visitorDay(): string | undefined {
  if (typeof document === 'undefined') return undefined;
  return document.documentElement.getAttribute(CLOCK_ATTRIBUTES.visitorDay) ?? undefined;
}

/** Calls `onChange` whenever the clock applies another day; returns the unsubscribe. */
export function onVisitorDayChange(onChange: () => void): () => void {
  document.addEventListener(CLOCK_EVENT, onChange);
  return () => document.removeEventListener(CLOCK_EVENT, onChange);
}
