'use client';

import dynamic from 'next/dynamic';

/**
 * The analytics code (gtag set-up, web-vitals reporting) in its own chunk, fetched only on sites
 * that configure a measurement id: without one, the layout never renders this and no analytics
 * code reaches the browser at all.
 */
export const LazyAnalytics = dynamic(
  () => import('./Analytics').then((module) => module.Analytics),
  { ssr: false },
);
