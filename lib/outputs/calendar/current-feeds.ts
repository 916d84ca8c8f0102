/**
 * The calendar feeds of this build (docs/rules/calendars.md#calendar-feeds), made once from the
 * content facade: the feeds' route handler (app/(site)/[...feed]) writes them, and the pages that announce
 * or list a feed name it with the same key, so a feed's name, path and events cannot differ
 * between the page and the file.
 */
import { getAllShows, getBuildDay, getEducation, getSeries } from '../../content';
import {
  calendarFeed,
  feedKeys,
  feedSegments,
  offeredFeeds,
  type CalendarFeed,
  type FeedKey,
  type FeedSource,
} from './feeds';

/** The content the feeds are made from on the build day. */
export function currentFeedSource(): FeedSource {
  return {
    shows: getAllShows(),
    education: getEducation(),
    today: getBuildDay(),
    series: getSeries(),
  };
}

/** A feed's name, path and page, for a page's metadata and links. */
export function feedFor(key: FeedKey): CalendarFeed {
  return calendarFeed(key, getSeries(), getEducation());
}

/** Every feed the subscribe page lists. */
export function listedFeeds(): CalendarFeed[] {
  return offeredFeeds(currentFeedSource());
}

/** Every feed this build writes, each at its own path. */
export function everyFeed(): CalendarFeed[] {
  return feedKeys.map(feedFor);
}

/** The feed written at these segments of the site, if any. */
export function feedAt(segments: readonly string[]): CalendarFeed | undefined {
  const wanted = segments.join('/');
  return everyFeed().find((feed) => feedSegments(feed).join('/') === wanted);
}
