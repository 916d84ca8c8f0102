import type { ReactNode } from 'react';
import { AnalyticsSettings } from '@/components/analytics/AnalyticsSettings';
import { DonatePanel } from '@/components/chrome/DonatePanel';
import { NoticeBand } from '@/components/chrome/NoticeBand';
import { SiteFooter } from '@/components/chrome/SiteFooter';
import { SiteHeader } from '@/components/chrome/SiteHeader';
import { TicketingInfo } from '@/components/chrome/TicketingInfo';
import { OfflineNotice } from '@/components/offline/OfflineNotice';
import { getFirstSeason, getSite } from '@/lib/content';
import { footerNavigation, mainNavigation } from '@/lib/site/navigation';

/**
 * Everything around a page of the site: skip link, header, notice band, footer and the analytics
 * settings (the islands step adds the service worker's registration to each such page). The site's layout (app/(site)/layout.tsx) and the 404
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
      <SiteHeader site={site} navigation={mainNavigation} firstSeason={getFirstSeason()} />
      <NoticeBand>
        <TicketingInfo seller={site.ticketSeller} phone={site.phone} />
        <DonatePanel donationUrl={site.donationUrl} getInvolvedText={site.getInvolvedText} />
      </NoticeBand>
      <main id="main" tabIndex={-1}>
        {children}
      </main>
      <SiteFooter site={site} links={footerNavigation} />
      {site.analyticsId ? <AnalyticsSettings measurementId={site.analyticsId} /> : null}
    </>
  );
}
