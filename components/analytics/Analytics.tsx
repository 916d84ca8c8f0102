'use client';

import { useEffect } from 'react';
import Script from 'next/script';
import { usePathname } from 'next/navigation';
import { basePath } from '@/lib/paths';

type Gtag = (...args: unknown[]) => void;

declare global {
  interface Window {
    dataLayer?: unknown[];
    gtag?: Gtag;
  }
}

/**
 * Sets up the gtag queue the loader script reads. Done here rather than in an inline <script> so
 * a hash-based Content-Security-Policy needs no exception for it.
 */
function ensureGtag(measurementId: string): Gtag {
  if (window.gtag) return window.gtag;
  const dataLayer = (window.dataLayer = window.dataLayer ?? []);
  const gtag: Gtag = function gtag() {
    // gtag.js only understands the Arguments object itself, not a copied array.
    // eslint-disable-next-line prefer-rest-params
    dataLayer.push(arguments);
  };
  window.gtag = gtag;
  gtag('js', new Date());
  // Page views are sent by hand below, once per page, so the automatic one must stay off.
  gtag('config', measurementId, { send_page_view: false });
  return gtag;
}

interface Props {
  /** GA4 measurement id ("G-…"); with none, nothing at all is rendered or sent. */
  measurementId: string;
}

export function Analytics({ measurementId }: Props) {
  if (!measurementId) return null;
  return <AnalyticsTracker measurementId={measurementId} />;
}

function AnalyticsTracker({ measurementId }: Props) {
  const pathname = usePathname();

  // One page_view per page: on the first load and on every client-side route change.
  useEffect(() => {
    const gtag = ensureGtag(measurementId);
    gtag('event', 'page_view', {
      page_path: `${basePath}${pathname}`,
      page_location: window.location.href,
      page_title: document.title,
    });
  }, [measurementId, pathname]);

  // Web vitals once per page load; the library is fetched only after the page is interactive.
  useEffect(() => {
    let cancelled = false;
    void import('web-vitals').then(({ onCLS, onFCP, onINP, onLCP, onTTFB }) => {
      if (cancelled) return;
      const gtag = ensureGtag(measurementId);
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
  }, [measurementId]);

  return (
    <Script
      id="gtag-loader"
      src={`https://www.googletagmanager.com/gtag/js?id=${encodeURIComponent(measurementId)}`}
      strategy="afterInteractive"
    />
  );
}
