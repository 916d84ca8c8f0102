import type { Metadata, Viewport } from 'next';
import type { ReactNode } from 'react';
import { SiteChrome } from '@/components/chrome/SiteChrome';
import { getBuildDay, getSite } from '@/lib/content';
import { absoluteUrl } from '@/lib/site/paths';
import { THEME_COLOR } from '@/lib/site/brand';
import { visitorClockScript } from '@/lib/site/visitor-clock-script';
import { clockAttributes } from '@/lib/site/visitor-clock/page';
import '../tokens.css';
import './globals.css';
import './print.css';

// The root layout of the site's pages: the chrome and the site's stylesheets. The embeds have a
// root layout of their own (app/(embed)/layout.tsx), so none of this reaches them
// (docs/architecture.md#embeds); the 404 page is app/global-not-found.tsx.
export function generateMetadata(): Metadata {
  const site = getSite();
  return {
    // Must include the base path, or canonical and Open Graph URLs would drop it.
    metadataBase: new URL(absoluteUrl('/')),
    title: { template: `%s | ${site.seriesShortName}`, default: site.seriesName },
    description: site.tagline,
    applicationName: site.seriesName,
  };
}

export const viewport: Viewport = {
  themeColor: THEME_COLOR,
};

export default function RootLayout({ children }: { children: ReactNode }) {
  return (
    <html lang="en" {...clockAttributes(getSite().timeZone, getBuildDay())}>
      <head>
        {/* The visitor's clock (docs/architecture.md#the-visitors-clock): before anything of the
            body is parsed, so the first paint shows the visitor's day and phase. React writes it
            after the stylesheets; the islands step moves it before them, so it never waits. */}
        <script dangerouslySetInnerHTML={{ __html: visitorClockScript() }} />
      </head>
      <body>
        <SiteChrome>{children}</SiteChrome>
      </body>
    </html>
  );
}
