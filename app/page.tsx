import { feedFor } from '@/lib/outputs/calendar';
import { HomeSeason, homeTitle } from '@/components/seasons/HomeSeason';
import { getSite } from '@/lib/content';
import { pageMetadata } from '@/lib/outputs/metadata';
import { routes } from '@/lib/site/routes';

export function generateMetadata() {
  const site = getSite();
  return pageMetadata({
    title: homeTitle(site),
    description: `${site.tagline}. Upcoming concerts, theatre, conversations and films of the ${site.seriesName}, with dates, venues and tickets.`,
    path: routes.home(),
    feeds: [feedFor({ kind: 'season' })],
  });
}

export default function HomePage() {
  return <HomeSeason />;
}
