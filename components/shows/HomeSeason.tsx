import { SeasonCalendarLinks } from '@/components/seo/AddToCalendar';
import {
  accessibilityServices,
  filteredListTitle,
  servicesOffered,
  type AccessibilityService,
} from '@/lib/accessibility';
import { getAllShows, getBuildDay, getSite } from '@/lib/content';
import type { Site } from '@/lib/types';
import { PageIntro } from './PageIntro';
import { SeasonSplit } from './SeasonSplit';
import { seasonEntries } from './season-entries';

/** The home page's own title (before the layout's " | {series}"). */
export function homeTitle(site: Site): string {
  return `${site.seasonHeading}: Shows`;
}

/** The document title of the home page and of each filtered list, as the root layout writes it. */
function documentTitles(site: Site) {
  const full = (title: string) => `${title} | ${site.seriesShortName}`;
  const titles: { all: string } & Partial<Record<AccessibilityService, string>> = {
    all: full(homeTitle(site)),
  };
  for (const service of accessibilityServices) {
    titles[service.id] = full(filteredListTitle(service.id));
  }
  return titles;
}

/**
 * The season with its upcoming list and the accessibility filter: the home page, and the same
 * page pre-filtered at /accessibility/{service}/ (docs/product-rules.md#accessibility-services).
 * Both carry every show, so the filter can change in place from either address.
 */
export function HomeSeason() {
  const site = getSite();
  const shows = getAllShows();
  const buildDay = getBuildDay();
  return (
    <div className="container page">
      <PageIntro eyebrow={site.seriesName} title={site.seasonHeading}>
        <p>{site.tagline}.</p>
      </PageIntro>
      <SeasonSplit
        entries={seasonEntries(shows, buildDay)}
        buildDay={buildDay}
        timeZone={site.timeZone}
        upcomingId="upcoming"
        accessibilityFilter={{ choices: servicesOffered(shows), titles: documentTitles(site) }}
      />
      <SeasonCalendarLinks />
    </div>
  );
}
