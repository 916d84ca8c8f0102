import { feedFor } from '@/lib/outputs/calendar';
import { HomeSeason, homeTitle } from '@/components/seasons/HomeSeason';
import { TonightNotice } from '@/components/tonight/TonightNotice';
import { getAllShows, getBuildDay, getSite, getEducation } from '@/lib/content';
import { tonightDays } from '@/lib/concepts/tonight';
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
  const buildDay = getBuildDay();
  return (
    <>
      <TonightNotice
        days={tonightDays(getAllShows(), buildDay, getEducation().events)}
        buildDay={buildDay}
      />
      <HomeSeason />
    </>
  );
}
