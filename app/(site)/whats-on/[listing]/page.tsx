import { notFound } from 'next/navigation';
import { ListingPage } from '@/components/listings/ListingPage';
import { getSite } from '@/lib/content';
import { getListingScope } from '@/lib/concepts/listings/node';
import { listingTitle, queryOfListingId } from '@/lib/concepts/listings';
import { pageMetadata } from '@/lib/outputs/metadata';
import { routes } from '@/lib/site/routes';

interface Props {
  params: Promise<{ listing: string }>;
}

// One page per question (docs/rules/listings.md#listings); any other name is the 404 page.
export const dynamicParams = false;

export function generateStaticParams() {
  return getListingScope().pageIds.map((listing) => ({ listing }));
}

async function loadListing(params: Props['params']) {
  const { listing } = await params;
  const query = queryOfListingId(listing);
  if (!query || !getListingScope().pageIds.includes(listing)) notFound();
  return { id: listing, query };
}

export async function generateMetadata({ params }: Props) {
  const { id, query } = await loadListing(params);
  const site = getSite();
  const title = listingTitle(query);
  return pageMetadata({
    title,
    description: `${title} at the ${site.seriesName}: dates, venues and links to each event.`,
    path: routes.listing(id),
    // A topic the season has nothing of keeps its page for shared links, not for search results.
    noindex: query.topic !== undefined && !getListingScope().topicsOffered.includes(query.topic),
  });
}

export default async function ListingQuestionPage({ params }: Props) {
  const { id } = await loadListing(params);
  return <ListingPage path={routes.listing(id)} />;
}
