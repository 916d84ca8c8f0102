import { PastSeasonsLink } from '@/components/seasons/PastSeasonsLink';
import { ListingLinks } from '@/components/listings/ListingLinks';
import { FeedLinks } from '@/components/seo/CalendarFeeds';
import { feedFor } from '@/lib/outputs/calendar';
import { serviceInfo, type AccessibilityService } from '@/lib/concepts/venues';
import { servicesOnOffer } from '@/lib/concepts/shows';
import { getAllShows, getBuildDay, getCurrentShows, getFirstSeason, getSite } from '@/lib/content';
import { sinceWords } from '@/lib/concepts/archive';
import type { Site } from '@/lib/content/types';
import { PageIntro } from '@/components/ui/PageIntro';
import { SeasonSplit } from './SeasonSplit';
import { seasonEntries } from './season-entries';

/** The home page's own title (before the layout's " | {series}"). */
export function homeTitle(site: Site): string {
  return `${site.seasonHeading}: Shows`;
}

/**
 * The season with its upcoming list and the accessibility filter: the home page, and the same
 * page pre-filtered at /accessibility/{service}/ (docs/rules/visiting.md#accessibility-services).
 * Both carry the same shows (the upcoming ones and the current season's past ones; older seasons
 * are under past seasons, docs/rules/seasons.md#seasons), so the filter can change in place from
 * either address. Its choices are the services any show offers, as the sitemap's lists are.
 */
export function HomeSeason({ service }: { service?: AccessibilityService } = {}) {
  const site = getSite();
  const buildDay = getBuildDay();
  const shows = getCurrentShows(buildDay);
  return (
    <div className="container page">
      <PageIntro eyebrow={site.seriesName} title={site.seasonHeading}>
        {/* "Since" comes from the record (docs/rules/seasons.md#what-the-history-counts). */}
        <p>
          {site.tagline}
          {sinceWords(getFirstSeason(buildDay))}.
        </p>
      </PageIntro>
      <SeasonSplit
        entries={seasonEntries(shows, buildDay)}
        buildDay={buildDay}
        upcomingId="upcoming"
        accessibilityFilter={{ choices: servicesOnOffer(getAllShows()), current: service }}
      />
      <ListingLinks />
      <PastSeasonsLink />
      {/* The feeds of the page as loaded: after an in-place filter choice the service's link
          still names its own service, and the season's stays. */}
      {service ? (
        <FeedLinks
          feed={feedFor({ kind: 'accessibility', service })}
          label={`Subscribe to the calendar of ${serviceInfo(service).plural}`}
        />
      ) : null}
      <FeedLinks feed={feedFor({ kind: 'season' })} label="Subscribe to the season calendar" />
    </div>
  );
}
