import type { ReactNode } from 'react';
import { LazyAnalytics } from '@/components/analytics/LazyAnalytics';
import { DonatePanel } from '@/components/chrome/DonatePanel';
import { NoticeBand } from '@/components/chrome/NoticeBand';
import { RouteChangeFocus } from '@/components/chrome/RouteChangeFocus';
import { SiteFooter } from '@/components/chrome/SiteFooter';
import { SiteHeader } from '@/components/chrome/SiteHeader';
import { TicketingInfo } from '@/components/chrome/TicketingInfo';
import { OfflineNotice } from '@/components/offline/OfflineNotice';
import { ServiceWorkerRegistration } from '@/components/offline/ServiceWorkerRegistration';
import { getSite } from '@/lib/content';
import { APP_NOW } from '@/lib/site/app-start';
import { footerNavigation, mainNavigation } from '@/lib/site/navigation';

/**
 * Everything around a page of the site: skip link, header, notice band, footer, focus on route
 * change, analytics and the service worker. The site's layout (app/(site)/layout.tsx) and the 404
 * page (app/global-not-found.tsx, which has no layout) both wear it; the embeds do not
 * (docs/architecture.md#embeds).
 */
export function SiteChrome({ children }: { children: ReactNode }) {
  const site = getSite();
  return (
    <>
      <a className="skip-link" href="#main">
        Skip to main content
      </a>
      <OfflineNotice />
      <SiteHeader site={site} navigation={mainNavigation} />
      <NoticeBand>
        <TicketingInfo seller={site.ticketSeller} phone={site.phone} />
        <DonatePanel donationUrl={site.donationUrl} getInvolvedText={site.getInvolvedText} />
      </NoticeBand>
      {/* Analytics counts the page view from the app, so a site that has it starts the app at once
          (lib/site/app-start.ts). */}
      <main id="main" tabIndex={-1} {...(site.analyticsId ? APP_NOW : {})}>
        {children}
      </main>
      <SiteFooter site={site} links={footerNavigation} />
      <RouteChangeFocus />
      {site.analyticsId ? <LazyAnalytics measurementId={site.analyticsId} /> : null}
      <ServiceWorkerRegistration />
    </>
  );
}
