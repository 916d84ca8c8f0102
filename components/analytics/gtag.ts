/**
 * What the page-view module (page-views.ts) and the server's settings block
 * (AnalyticsSettings.tsx) share, and the GA4 event for a web-vitals report.
 */

/** The id of the JSON block that carries the measurement id on every page of a site with one. */
export const ANALYTICS_SETTINGS_ID = 'analytics-settings';

/** Google's tag, loaded after the page is idle. */
export const GTAG_URL = 'https://www.googletagmanager.com/gtag/js';

/** What web-vitals reports, as far as the event needs it: its standard build, with the entries. */
export interface VitalsMetric {
  name: string;
  value: number;
  delta: number;
  id: string;
  rating: string;
  entries?: readonly PerformanceEntry[];
}

/** The longest selector sent, as web-vitals' attribution build caps its own. */
const SELECTOR_LIMIT = 100;

/**
 * A short CSS selector for an element, as web-vitals' attribution build writes it ("main>img.hero",
 * "#menu>li"): the element and its ancestors up to the nearest one with an id, or the body, while
 * it stays within SELECTOR_LIMIT characters.
 */
export function selectorOf(node: Node | null | undefined): string | undefined {
  let selector = '';
  for (let at = node; at instanceof Element && at.localName !== 'html'; at = at.parentNode) {
    const part = at.id
      ? `#${at.id}`
      : at.localName + [...at.classList].map((name) => `.${name}`).join('');
    const longer = selector ? `${part}>${selector}` : part;
    if (longer.length > SELECTOR_LIMIT) break;
    selector = longer;
    if (at.id || at.localName === 'body') break;
  }
  return selector || undefined;
}

/**
 * The element behind a CLS, INP or LCP report, from its entries: the first moved node of the
 * largest layout shift, the target of the slowest interaction, the largest contentful element.
 */
function targetOf(metric: VitalsMetric): Node | null | undefined {
  const entries = metric.entries ?? [];
  if (metric.name === 'CLS') {
    const largest = [...entries].sort(
      (a, b) => ((b as LayoutShift).value ?? 0) - ((a as LayoutShift).value ?? 0),
    )[0] as LayoutShift | undefined;
    return largest?.sources?.find((source) => source.node)?.node;
  }
  if (metric.name === 'INP') return (entries[0] as PerformanceEventTiming | undefined)?.target;
  if (metric.name === 'LCP') return (entries.at(-1) as LargestContentfulPaint | undefined)?.element;
  return undefined;
}

/** A layout shift as Chromium reports it (not yet in TypeScript's DOM types). */
interface LayoutShift extends PerformanceEntry {
  value: number;
  sources?: ReadonlyArray<{ node?: Node | null }>;
}

/**
 * The GA4 event for one report, as web-vitals' README ("Send the results to Google Analytics")
 * gives it: `value` is the delta since this metric's last report (CLS and INP report again when
 * they grow, so summing the events per metric_id gives the final value; `value` would count
 * twice), metric_id groups the reports of one page load, and debug_target names the element
 * behind CLS, INP and LCP, worked out here from the report's entries, so pages load web-vitals'
 * standard build (about 2 KB gzip) and not its attribution build (about 6 KB). web-vitals reports
 * CLS, INP and LCP when the page is hidden, and gtag.js sends with sendBeacon, which outlives the
 * page; transport_type asks for it explicitly.
 */
export function vitalsEventParams(metric: VitalsMetric) {
  const target = selectorOf(targetOf(metric));
  return {
    // GA event values must be integers; CLS is a small fraction, so it is sent in thousandths.
    value: Math.round(metric.name === 'CLS' ? metric.delta * 1000 : metric.delta),
    metric_id: metric.id,
    metric_value: metric.value,
    metric_delta: metric.delta,
    metric_rating: metric.rating,
    ...(target ? { debug_target: target } : {}),
    non_interaction: true,
    transport_type: 'beacon',
  };
}
