import Link from 'next/link';
import { VenueIndex } from '@/components/indexes/VenueIndex';
import { PageIntro } from '@/components/ui/PageIntro';
import { getSite, getVenues } from '@/lib/content';
import { pageMetadata } from '@/lib/outputs/metadata';
import { routes } from '@/lib/site/routes';

export function generateMetadata() {
  const site = getSite();
  return pageMetadata({
    title: 'Venues',
    description: `Where the ${site.seriesName} takes place: each venue's address, directions, parking and access.`,
    path: routes.venues(),
  });
}

export default function VenuesPage() {
  const site = getSite();
  return (
    <div className="container page">
      <PageIntro eyebrow={site.seriesName} title="Venues">
        <p>
          Each venue&rsquo;s page has directions, parking, accessible entrances and seating, and
          what is coming up there. Doors, late seating and the box office are on{' '}
          <Link href={routes.visit()}>Plan Your Visit</Link>.
        </p>
      </PageIntro>
      <VenueIndex venues={getVenues()} />
    </div>
  );
}
