import type { Metadata, Viewport } from 'next';
import type { ReactNode } from 'react';
import { SiteChrome } from '@/components/chrome/SiteChrome';
import { getSite } from '@/lib/content';
import { THEME_COLOR } from '@/lib/site/brand';
import '../tokens.css';
import './globals.css';
import './print.css';

// The site's pages: the chrome and the site's stylesheets. The document itself (<html>, <body>,
// the metadata base) is app/layout.tsx's, shared with the embeds (docs/architecture.md#embeds).
export function generateMetadata(): Metadata {
  const site = getSite();
  return {
    title: { template: `%s | ${site.seriesShortName}`, default: site.seriesName },
    description: site.tagline,
    applicationName: site.seriesName,
  };
}

export const viewport: Viewport = {
  themeColor: THEME_COLOR,
};

export default function SiteLayout({ children }: { children: ReactNode }) {
  return <SiteChrome>{children}</SiteChrome>;
}
