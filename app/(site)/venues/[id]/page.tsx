import { notFound } from 'next/navigation';
import { JsonLd } from '@/components/seo/JsonLd';
import { SearchTags } from '@/components/search/SearchTags';
import { VenuePage, venueAddress } from '@/components/venues/VenuePage';
import { findVenue, getBuildDay, getShowsAt, getSite, getVenues } from '@/lib/content';
import { venueSearchTags } from '@/lib/outputs/search';
import { venueStructuredData } from '@/lib/outputs/structured-data';
import { pageMetadata } from '@/lib/outputs/metadata';
import { routes } from '@/lib/site/routes';

interface Props {
  params: Promise<{ id: string }>;
}

// Only the venues of content/venues.json exist; any other id is the 404 page.
export const dynamicParams = false;

export function generateStaticParams() {
  return getVenues().map((venue) => ({ id: venue.id }));
}

async function loadVenue(params: Props['params']) {
  const { id } = await params;
  const venue = findVenue(id);
  if (!venue) notFound();
  return venue;
}

export async function generateMetadata({ params }: Props) {
  const venue = await loadVenue(params);
  return pageMetadata({
    title: venue.name,
    description: `${venue.name}, ${venueAddress(venue)}: directions, parking, accessible entrances and seating, and upcoming performances.`,
    path: routes.venue(venue.id),
  });
}

export default async function Page({ params }: Props) {
  const venue = await loadVenue(params);
  const site = getSite();
  return (
    <>
      <JsonLd data={venueStructuredData(venue, site.phone)} />
      <VenuePage venue={venue} shows={getShowsAt(venue.id)} site={site} buildDay={getBuildDay()}>
        <SearchTags tags={venueSearchTags()} detail={venueAddress(venue)} />
      </VenuePage>
    </>
  );
}
