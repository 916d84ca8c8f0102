/**
 * Subscription links for the calendar feeds (docs/product-rules.md#calendar-feeds): webcal: (the
 * scheme calendar apps register for subscriptions), Google Calendar's "add by URL" page, and the
 * plain .ics file. Server components with plain links: no script.
 */
import { ExternalLink } from '@/components/ui/ExternalLink';
import { getAllShows, getBuildDay, getEducation, getSite } from '@/lib/content';
import {
  calendarFeed,
  offeredFeeds,
  type CalendarFeed,
  type FeedKey,
  type FeedSource,
} from '@/lib/outputs/feeds';
import { seriesInfo } from '@/lib/outputs/series';
import { feedAddresses } from '@/lib/outputs/calendar-links';
import { withBasePath } from '@/lib/site/paths';

/** The content the feeds are made from on the build day. */
export function currentFeedSource(): FeedSource {
  return {
    shows: getAllShows(),
    education: getEducation(),
    today: getBuildDay(),
    series: seriesInfo(getSite()),
  };
}

/** A feed's name, path and page, for a page's metadata and links. */
export function feedFor(key: FeedKey): CalendarFeed {
  return calendarFeed(key, seriesInfo(getSite()), getEducation());
}

/** Every feed the subscribe page lists. */
export function listedFeeds(): CalendarFeed[] {
  return offeredFeeds(currentFeedSource());
}

const LINK_CLASS = 'button button--secondary button--small';

/** Subscribe, subscribe in Google Calendar, or download once. */
export function FeedLinks({
  feed,
  label,
  className,
}: {
  feed: CalendarFeed;
  /** Visible text of the main link: "Subscribe to the season calendar". */
  label: string;
  className?: string;
}) {
  const addresses = feedAddresses(feed.path);
  return (
    <p className={className ? `button-row ${className}` : 'button-row'}>
      <a className={LINK_CLASS} href={addresses.webcal}>
        {label}
      </a>
      <ExternalLink className={LINK_CLASS} href={addresses.google}>
        Subscribe in Google Calendar<span className="visually-hidden">: {feed.name}</span>
      </ExternalLink>
      <a className={LINK_CLASS} href={withBasePath(feed.path)} download>
        Download (.ics)<span className="visually-hidden">: {feed.name}</span>
      </a>
    </p>
  );
}
