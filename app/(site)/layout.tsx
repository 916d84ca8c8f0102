import type { Metadata, Viewport } from 'next';
import type { ReactNode } from 'react';
import { LazyAnalytics } from '@/components/analytics/LazyAnalytics';
import { DonatePanel } from '@/components/chrome/DonatePanel';
import { NoticeBand } from '@/components/chrome/NoticeBand';
import { RouteChangeFocus } from '@/components/chrome/RouteChangeFocus';
import { SiteFooter } from '@/components/chrome/SiteFooter';
import { SiteHeader } from '@/components/chrome/SiteHeader';
import { OfflineNotice } from '@/components/offline/OfflineNotice';
import { ServiceWorkerRegistration } from '@/components/offline/ServiceWorkerRegistration';
import { TicketingInfo } from '@/components/chrome/TicketingInfo';
import { getSite } from '@/lib/content';
import { footerNavigation, mainNavigation } from '@/lib/site/navigation';
import { absoluteUrl } from '@/lib/site/paths';
import { THEME_COLOR } from '@/lib/site/brand';
import './globals.css';
import './print.css';

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
  const site = getSite();
  return (
    <html lang="en">
      <body>
        <a className="skip-link" href="#main">
          Skip to main content
        </a>
        <OfflineNotice />
        <SiteHeader site={site} navigation={mainNavigation} />
        <NoticeBand>
          <TicketingInfo seller={site.ticketSeller} phone={site.phone} />
          <DonatePanel donationUrl={site.donationUrl} getInvolvedText={site.getInvolvedText} />
        </NoticeBand>
        <main id="main" tabIndex={-1}>
          {children}
        </main>
        <SiteFooter site={site} links={footerNavigation} />
        <RouteChangeFocus />
        {site.analyticsId ? <LazyAnalytics measurementId={site.analyticsId} /> : null}
        <ServiceWorkerRegistration />
      </body>
    </html>
  );
}
