/**
 * What the page-view module (page-views.ts) and the server's settings block
 * (AnalyticsSettings.tsx) share, and the GA4 event for a web-vitals report.
 */

/** The id of the JSON block that carries the measurement id on every page of a site with one. */
export const ANALYTICS_SETTINGS_ID = 'analytics-settings';

/** Google's tag, loaded after the page is idle. */
export const GTAG_URL = 'https://www.googletagmanager.com/gtag/js';

/** What web-vitals' attribution build reports, as far as the event needs it. */
export interface VitalsMetric {
  name: string;
  value: number;
  delta: number;
  id: string;
  rating: string;
  attribution?: object;
}

interface Targets {
  largestShiftTarget?: string;
  interactionTarget?: string;
  target?: string;
}

/**
 * The GA4 event for one report, as web-vitals' README ("Send the results to Google Analytics")
 * gives it: `value` is the delta since this metric's last report (CLS and INP report again when
 * they grow, so summing the events per metric_id gives the final value; `value` would count
 * twice), metric_id groups the reports of one page load, and debug_target names the element
 * behind CLS, INP and LCP. web-vitals reports CLS, INP and LCP when the page is hidden, and
 * gtag.js sends with sendBeacon, which outlives the page; transport_type asks for it explicitly.
 */
export function vitalsEventParams(metric: VitalsMetric) {
  const attribution: Targets = metric.attribution ?? {};
  const target =
    metric.name === 'CLS'
      ? attribution.largestShiftTarget
      : metric.name === 'INP'
        ? attribution.interactionTarget
        : metric.name === 'LCP'
          ? attribution.target
          : undefined;
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
