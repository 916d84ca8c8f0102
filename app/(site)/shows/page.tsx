import { PageIntro } from '@/components/ui/PageIntro';
import { PosterGrid } from '@/components/cards/PosterGrid';
import { PastSeasonsLink } from '@/components/seasons/PastSeasonsLink';
import { ListingLinks } from '@/components/listings/ListingLinks';
import { getCurrentShows, getSite } from '@/lib/content';
import { pageMetadata } from '@/lib/outputs/metadata';
import { routes } from '@/lib/site/routes';

export function generateMetadata() {
  const site = getSite();
  return pageMetadata({
    title: 'All Shows',
    description: `Every show of the ${site.seriesName} ${site.seasonHeading}, from concerts and theatre to conversations and film.`,
    path: routes.shows(),
  });
}

export default function AllShowsPage() {
  const site = getSite();
  return (
    <div className="container page">
      <PageIntro eyebrow={site.seriesName} title="All Shows">
        <p>
          Every performance, conversation and screening of the current season and every show
          announced after it, in date order.
        </p>
      </PageIntro>
      <section aria-labelledby="all-shows-heading">
        <h2 id="all-shows-heading" className="visually-hidden">
          {site.seasonHeading}
        </h2>
        <PosterGrid shows={getCurrentShows()} />
      </section>
      <ListingLinks />
      <PastSeasonsLink />
    </div>
  );
}
