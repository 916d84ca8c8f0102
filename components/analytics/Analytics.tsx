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
    void import('web-vitals').then(({ onCLS, onFCP, onINP, onLCP, onTTFB }) => {
      if (cancelled) return;
      const report = (metric: { name: string; value: number; id: string; rating: string }) => {
        gtag('event', metric.name, {
          // CLS is a small fraction; GA event values must be integers.
          value: Math.round(metric.name === 'CLS' ? metric.value * 1000 : metric.value),
          metric_id: metric.id,
          metric_value: metric.value,
          metric_rating: metric.rating,
          non_interaction: true,
        });
      };
      onCLS(report);
      onFCP(report);
      onINP(report);
      onLCP(report);
      onTTFB(report);
    });
    return () => {
      cancelled = true;
    };
  }, []);

  return null;
}
