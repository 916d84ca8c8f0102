import { FeedLinks } from '@/components/seo/CalendarFeeds';
import { feedFor } from '@/lib/outputs/calendar';
import { PageIntro } from '@/components/ui/PageIntro';
import { SeasonSplit } from '@/components/seasons/SeasonSplit';
import { SeriesPackageButton } from '@/components/tickets/SeriesPackageButton';
import { seasonEntries } from '@/components/seasons/season-entries';
import { PastSeasonsLink } from '@/components/seasons/PastSeasonsLink';
import { ListingLinks } from '@/components/listings/ListingLinks';
import { SearchTags } from '@/components/search/SearchTags';
import { getBuildDay, getCurrentShows, getSite } from '@/lib/content';
import { pageMetadata } from '@/lib/outputs/metadata';
import { routes } from '@/lib/site/routes';
import { showsSearchTags } from '@/lib/outputs/search';

export function generateMetadata() {
  return pageMetadata({
    title: 'Distinguished Speaker Series',
    description:
      'Evenings of conversation with writers, scientists and public figures: the Distinguished Speaker Series, with series packages and single tickets.',
    path: routes.speakerSeries(),
    feeds: [feedFor({ kind: 'speaker-series' })],
  });
}

export default function SpeakerSeriesPage() {
  const site = getSite();
  const buildDay = getBuildDay();
  // Like the home page: upcoming talks and this season's past ones; the rest are under past seasons.
  const shows = getCurrentShows(buildDay).filter((show) => show.speakerSeries);
  return (
    <div className="container page" data-pagefind-body="">
      <SearchTags tags={showsSearchTags('Speaker Series', shows)} />
      <PageIntro eyebrow={site.seasonHeading} title="Distinguished Speaker Series">
        <p>
          Each season the Distinguished Speaker Series brings remarkable people to Huntington for an
          unhurried evening on stage: writers, scientists, journalists and artists talking about
          their work and the questions that drive it, followed by questions from the audience.
          Conversations are open to everyone, and students with a university ID attend free.
        </p>
        <p>
          A series package reserves the same seat for every conversation of the season at a lower
          price than single tickets.
        </p>
        <SeriesPackageButton
          shows={shows.map((show) => ({
            name: show.name,
            day: show.day,
            endDate: show.endDate,
            date: show.date,
            speakerSeries: show.speakerSeries,
            packageTickets: show.packageTickets,
          }))}
          buildDay={buildDay}
        />
      </PageIntro>
      <SeasonSplit
        entries={seasonEntries(shows, buildDay)}
        buildDay={buildDay}
        upcomingId="upcoming"
      />
      <ListingLinks />
      <PastSeasonsLink />
      <FeedLinks
        feed={feedFor({ kind: 'speaker-series' })}
        label="Subscribe to the speaker series calendar"
      />
    </div>
  );
}
