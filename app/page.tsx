import { ArchiveLink } from '@/components/seasons/ArchiveLink';
import { SeasonCalendarLinks } from '@/components/seo/AddToCalendar';
import { PageIntro } from '@/components/shows/PageIntro';
import { SeasonSplit } from '@/components/shows/SeasonSplit';
import { seasonEntries } from '@/components/shows/season-entries';
import { getBuildDay, getCurrentShows, getSite } from '@/lib/content';
import { pageMetadata } from '@/lib/metadata';
import { routes } from '@/lib/routes';

export function generateMetadata() {
  const site = getSite();
  return pageMetadata({
    title: `${site.seasonHeading}: Shows`,
    description: `${site.tagline}. Upcoming concerts, theatre, conversations and films of the ${site.seriesName}, with dates, venues and tickets.`,
    path: routes.home(),
  });
}

export default function HomePage() {
  const site = getSite();
  const buildDay = getBuildDay();
  return (
    <div className="container page">
      <PageIntro eyebrow={site.seriesName} title={site.seasonHeading}>
        <p>{site.tagline}.</p>
      </PageIntro>
      <SeasonSplit
        entries={seasonEntries(getCurrentShows(buildDay), buildDay)}
        buildDay={buildDay}
        timeZone={site.timeZone}
        upcomingId="upcoming"
      />
      <ArchiveLink />
      <SeasonCalendarLinks />
    </div>
  );
}
