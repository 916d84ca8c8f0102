/**
 * Page views and web vitals without React (docs/architecture.md#analytics): the module the
 * post-build step (scripts/postbuild/islands.ts) adds to every page that carries the analytics
 * settings (components/analytics/AnalyticsSettings.tsx). It queues one `page_view` per page load
 * at once, and another when the page comes back from the back/forward cache (`pageshow` with
 * `persisted`), then, once the browser is idle after load, loads gtag.js, which sends the queue,
 * and web-vitals. Nothing of it runs before the page has loaded, and no island waits for it.
 */
import { ANALYTICS_SETTINGS_ID, GTAG_URL, vitalsEventParams } from './gtag';

declare global {
  interface Window {
    dataLayer?: unknown[];
  }
}

/** Queues a gtag command the way Google's snippet does: gtag.js reads the Arguments object. */
// eslint-disable-next-line @typescript-eslint/no-unused-vars -- typed parameters for callers; the body needs `arguments`
function gtag(...args: unknown[]): void {
  const dataLayer = (window.dataLayer = window.dataLayer ?? []);
  // eslint-disable-next-line prefer-rest-params
  dataLayer.push(arguments);
}

function pageView() {
  gtag('event', 'page_view', {
    page_path: window.location.pathname,
    page_location: window.location.href,
    page_title: document.title,
  });
}

function whenIdleAfterLoad(callback: () => void) {
  const idle = () =>
    'requestIdleCallback' in window
      ? window.requestIdleCallback(callback, { timeout: 2000 })
      : setTimeout(callback, 1);
  if (document.readyState === 'complete') idle();
  else window.addEventListener('load', idle, { once: true });
}

/** Reads the page's settings and starts counting; nothing when the page has none. */
export function startPageViews(doc: Document = document): string | null {
  const settings = doc.getElementById(ANALYTICS_SETTINGS_ID)?.textContent;
  const measurementId = settings ? (JSON.parse(settings) as { id?: string }).id : undefined;
  if (!measurementId) return null;
  gtag('js', new Date());
  // GA4's own page_view on config is off: the site sends exactly one per page load below.
  gtag('config', measurementId, { send_page_view: false });
  pageView();
  window.addEventListener('pageshow', (event) => {
    if (event.persisted) pageView();
  });
  whenIdleAfterLoad(() => {
    const script = doc.createElement('script');
    script.async = true;
    script.src = `${GTAG_URL}?id=${encodeURIComponent(measurementId)}`;
    doc.head.append(script);
    void import('web-vitals').then(({ onCLS, onFCP, onINP, onLCP, onTTFB }) => {
      // One metric per task: each sets up its observers and reads their buffered entries, 10-15 ms
      // at 4x CPU, which together made a 45-60 ms task (bench/trace-tasks.ts).
      const waiting = [onCLS, onFCP, onINP, onLCP, onTTFB];
      const next = () => {
        const subscribe = waiting.shift();
        if (!subscribe) return;
        subscribe((metric) => gtag('event', metric.name, vitalsEventParams(metric)));
        setTimeout(next, 0);
      };
      setTimeout(next, 0);
    });
  });
  return measurementId;
}
