/**
 * The visitor's clock (docs/architecture.md#the-visitors-clock): the entry that the build
 * compiles with esbuild into the one inline script in each page's <head>
 * (lib/build/visitor-clock-bundle.ts, lib/site/visitor-clock-script.ts). It reads the venue's
 * zone, offsets and build day from <html> (./vocabulary.ts), and applies the visitor's instant
 * and day (./apply.ts) to each part of the page as the parser adds it: a mutation observer's
 * callback runs at the end of each parser task, before the browser may paint, so the first
 * paint already shows the visitor's ticket phase, upcoming and past, today's mark and Tonight's
 * day, and nothing moves afterwards. When the parser is done it stops watching; it runs again
 * when the tab comes back into view, so a tab left open past midnight follows. It writes the day on
 * <html> and tells the islands when it changes (./read.ts), which keep no clock of their own.
 */
import { parseOffsetsAttribute } from '../../time/offsets';
import { venueDay } from '../../time/venue-clock';
import { applyClock } from './apply';
import { CLOCK_ATTRIBUTES as A, CLOCK_EVENT } from './vocabulary';

/** Starts the clock on `document`; returns the pass it runs, for tests. */
export function startVisitorClock(): () => void {
  const html = document.documentElement;
  const zone = html.getAttribute(A.zone);
  if (!zone) return () => undefined;
  const offsets = parseOffsetsAttribute(html.getAttribute(A.offsets) ?? '') ?? undefined;
  const pass = () => {
    try {
      const now = Date.now();
      const today = venueDay(zone, new Date(now), offsets);
      if (html.getAttribute(A.visitorDay) !== today) {
        html.setAttribute(A.visitorDay, today);
        document.dispatchEvent(new Event(CLOCK_EVENT));
      }
      applyClock(document, now, today);
    } catch {
      // An engine without the zone's data: the build's day stays, as without JavaScript.
    }
  };
  pass();
  if (document.readyState === 'loading') {
    const observer = new MutationObserver(pass);
    observer.observe(html, { childList: true, subtree: true });
    // Once the parser is done, not at DOMContentLoaded, which waits for the module scripts: what
    // changes the page after the parser is the islands, which read the day themselves, and a pass
    // for each of their changes cost a style and layout of the whole page under the first taps.
    const parsed = () => {
      if (document.readyState === 'loading') return;
      document.removeEventListener('readystatechange', parsed);
      observer.disconnect();
      pass();
    };
    document.addEventListener('readystatechange', parsed);
  }
  document.addEventListener('visibilitychange', pass);
  window.addEventListener('focus', pass);
  return pass;
}
