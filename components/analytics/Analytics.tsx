'use client';

import { useEffect } from 'react';
import { GoogleAnalytics } from '@next/third-parties/google';
import { usePathname } from 'next/navigation';
import { basePath } from '@/lib/site/paths';

/**
 * Queues a gtag command the way Google's snippet does: gtag.js reads the Arguments object itself
 * from window.dataLayer, not a copied array.
 */
// window.dataLayer is typed by @next/third-parties/google.
// eslint-disable-next-line @typescript-eslint/no-unused-vars -- typed parameters for callers; the body needs `arguments`
function gtag(...args: unknown[]): void {
  const dataLayer = (window.dataLayer = window.dataLayer ?? []);
  // eslint-disable-next-line prefer-rest-params
  dataLayer.push(arguments);
}

interface Props {
  /** GA4 measurement id ("G-…"); with none, nothing at all is rendered or sent. */
  measurementId: string;
}

/**
 * Google Analytics through @next/third-parties' GoogleAnalytics, with exactly one page_view per
 * page: on the first load and on each client-side route change, sent by PageViews below.
 *
 * GoogleAnalytics' own snippet calls gtag('config', id), which by default sends a page_view when
 * gtag.js processes it, and it sends nothing on client-side route changes. So the automatic one is
 * switched off with a global `set` queued before the snippet runs (siblings' effects run in
 * order: this one, then the snippet's insertion, then PageViews), and GA4's "Page changes based
 * on browser history events" setting must be off too (README, "Publishing"), or GA4 would count
 * each route change twice.
 *
 * The snippet is an inline script inserted at run time; the pages' Content-Security-Policy allows
 * it by the hash of its exact text (deploy/csp-policy.ts, googleAnalyticsInitScript).
 */
export function Analytics({ measurementId }: Props) {
  if (!measurementId) return null;
  return (
    <>
      <NoAutomaticPageView />
      <GoogleAnalytics gaId={measurementId} />
      <PageViews />
    </>
  );
}

function NoAutomaticPageView() {
  useEffect(() => {
    gtag('set', { send_page_view: false });
  }, []);
  return null;
}

function PageViews() {
  const pathname = usePathname();

  useEffect(() => {
    gtag('event', 'page_view', {
      page_path: `${basePath}${pathname}`,
      page_location: window.location.href,
      page_title: document.title,
    });
  }, [pathname]);

  // Web vitals once per page load; the library is fetched only after the page is interactive.
  useEffect(() => {
    let cancelled = false;
    void import('web-vitals/attribution').then(({ onCLS, onFCP, onINP, onLCP, onTTFB }) => {
      if (cancelled) return;
      for (const subscribe of [onCLS, onFCP, onINP, onLCP, onTTFB]) {
        subscribe((metric) => gtag('event', metric.name, vitalsEventParams(metric)));
      }
    });
    return () => {
      cancelled = true;
    };
  }, []);

  return null;
}

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
