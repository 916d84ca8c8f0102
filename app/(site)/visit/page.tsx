import { SearchTags } from '@/components/search/SearchTags';
import { VisitPage } from '@/components/venues/VisitPage';
import { getSite, getVenues } from '@/lib/content';
import { venueSearchTags } from '@/lib/outputs/search';
import { pageMetadata } from '@/lib/outputs/metadata';
import { routes } from '@/lib/site/routes';

export function generateMetadata() {
  return pageMetadata({
    title: 'Plan your visit',
    description:
      'Box office hours, door times, late seating, bags and refunds, and how to reach each venue.',
    path: routes.visit(),
  });
}

export default function Page() {
  return (
    <VisitPage site={getSite()} venues={getVenues()}>
      <SearchTags
        tags={venueSearchTags()}
        detail="Box office, doors, late seating, bags, refunds"
      />
    </VisitPage>
  );
}
