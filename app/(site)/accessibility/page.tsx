import Link from 'next/link';
import { mailtoHref, telHref } from '@/components/chrome/contact-links';
import { ServiceIndex } from '@/components/indexes/ServiceIndex';
import { PageIntro } from '@/components/ui/PageIntro';
import { getSite, getVenues } from '@/lib/content';
import { pageMetadata } from '@/lib/outputs/metadata';
import { routes } from '@/lib/site/routes';

export function generateMetadata() {
  const site = getSite();
  return pageMetadata({
    title: 'Accessibility Services',
    description: `The ${site.seriesName}'s accessibility services: what each one is, how far ahead to ask for it, and the performances that offer it.`,
    path: routes.accessibilityServices(),
  });
}

export default function AccessibilityServicesPage() {
  const site = getSite();
  return (
    <div className="container page">
      <PageIntro eyebrow={site.seriesName} title="Accessibility Services">
        <p>
          What each service is, what it needs from you, and the performances that offer it. Call the{' '}
          {site.boxOffice.name} at <a href={telHref(site.phone)}>{site.phone}</a> (
          {site.boxOffice.hours}) or write to <a href={mailtoHref(site.email)}>{site.email}</a> for
          anything else you need. Each <Link href={routes.venues()}>venue&rsquo;s page</Link>{' '}
          describes its entrances, seating and restrooms.
        </p>
      </PageIntro>
      <ServiceIndex venues={getVenues()} />
    </div>
  );
}
