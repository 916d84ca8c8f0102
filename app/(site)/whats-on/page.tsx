import { ListingPage } from '@/components/listings/ListingPage';
import { getSite } from '@/lib/content';
import { listingTitle } from '@/lib/concepts/listings';
import { pageMetadata } from '@/lib/outputs/metadata';
import { routes } from '@/lib/site/routes';

export function generateMetadata() {
  const site = getSite();
  return pageMetadata({
    title: listingTitle({}),
    description: `Everything on at the ${site.seriesName}: performances, screenings, talks and free events, by month, kind, price and accessibility service.`,
    path: routes.whatsOn(),
  });
}

/** Every entry of the season; with JavaScript the choices in the address narrow it in place. */
export default function WhatsOnPage() {
  return <ListingPage path={routes.whatsOn()} />;
}
