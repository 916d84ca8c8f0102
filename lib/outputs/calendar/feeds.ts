/**
 * The calendar feeds a visitor can subscribe to (docs/rules/calendars.md#calendar-feeds): the whole
 * season, the speaker series, the festivals' screenings, the Education & Enrichment events and one
 * per accessibility service. Each is one .ics file the build writes (app/(site)/[...feed]), announced by
 * the page that lists the same events and listed on the subscribe page.
 *
 * Every event is made by lib/outputs/calendar/ical.ts exactly as in the show's, film's or education event's
 * own file, so an event has the same UID everywhere: a visitor who added one show's file and then
 * subscribes to a feed holding it sees the event once where the calendar app merges by UID (Apple
 * Calendar and Outlook do within one calendar; a subscription is a calendar of its own in every
 * app, so the two copies live side by side there until the single one is deleted).
 */
import type { Education, EducationEvent, Show } from '../../content/types';
import {
  accessibilityServiceIds,
  serviceInfo,
  type AccessibilityService,
} from '../../concepts/venues';
import { feedShows } from '../../concepts/seasons';
import { routes } from '../../site/routes';
import {
  buildCalendar,
  educationCalendarEvent,
  FEED_REFRESH_SECONDS,
  performanceCalendarEvent,
  showCalendarEvents,
  showFileEvents,
  type CalendarEvent,
} from './ical';
import type { SeriesInfo } from '../../site/series';
import { onSaleFeedEvents } from './on-sale';

export type FeedKey =
  | { kind: 'season' }
  | { kind: 'speaker-series' }
  | { kind: 'festival' }
  | { kind: 'education' }
  | { kind: 'on-sale' }
  | { kind: 'accessibility'; service: AccessibilityService };

export interface CalendarFeed {
  key: FeedKey;
  /** The calendar's name in the visitor's app (X-WR-CALNAME and NAME), and the link's title. */
  name: string;
  /** What it holds, in a few words, for the subscribe page and the calendar's description. */
  summary: string;
  /** Site path of the .ics file (lib/site/routes.ts). */
  path: string;
  /** Site path of the page that lists the same events and announces the feed. */
  page: string;
}

/** What the feeds are made from: the content on the build day. */
export interface FeedSource {
  shows: readonly Show[];
  education: Education;
  /** The build day at the venue, "YYYY-MM-DD": feeds keep upcoming and recent events. */
  today: string;
  series: SeriesInfo;
}

/** "Performances with ASL interpretation": a service's list, capitalised for a name. */
function serviceListName(service: AccessibilityService): string {
  const { plural } = serviceInfo(service);
  return `${plural.charAt(0).toUpperCase()}${plural.slice(1)}`;
}

/** The feed's name, path and page, whatever the content. */
export function calendarFeed(
  key: FeedKey,
  series: SeriesInfo,
  education: Pick<Education, 'programName' | 'season'>,
): CalendarFeed {
  switch (key.kind) {
    case 'season':
      return {
        key,
        name: `${series.name} ${series.seasonHeading}`,
        summary: 'Every performance, talk and festival of the season.',
        path: routes.calendar.season(),
        page: routes.home(),
      };
    case 'speaker-series':
      return {
        key,
        name: `${series.name}: Distinguished Speaker Series`,
        summary: 'The talks of the Distinguished Speaker Series.',
        path: routes.calendar.speakerSeries(),
        page: routes.speakerSeries(),
      };
    case 'festival':
      return {
        key,
        name: `${series.name}: Film festival`,
        summary: 'Every screening of the film festivals, film by film.',
        path: routes.calendar.festival(),
        // Each festival's own page announces it; the subscribe page lists it.
        page: routes.subscribe(),
      };
    case 'education':
      return {
        key,
        name: `${education.programName} ${education.season}`,
        summary: 'The free Education & Enrichment events: talks, workshops and classes.',
        path: routes.calendar.education(),
        page: routes.education(),
      };
    case 'on-sale':
      return {
        key,
        name: `${series.name}: Tickets on sale`,
        summary:
          'When tickets for each show go on sale, and members’ presales open, with a reminder.',
        path: routes.calendar.onSale(),
        // Each show page offers its own reminder; the subscribe page lists the feed.
        page: routes.subscribe(),
      };
    case 'accessibility':
      return {
        key,
        name: `${series.name}: ${serviceListName(key.service)}`,
        summary: `${serviceListName(key.service)}, and free events that offer it.`,
        path: routes.calendar.accessibility(key.service),
        page: routes.accessibility(key.service),
      };
  }
}

/** The performances of a show that offer a service, as calendar events. */
function serviceEvents(
  show: Show,
  service: AccessibilityService,
  series: SeriesInfo,
): CalendarEvent[] {
  // A service of the whole show (a festival: every screening) brings the show's own file.
  if (show.accessibilityAtEvery.includes(service)) return showFileEvents(show, series);
  if (show.performances.length <= 1) return [];
  return show.performances
    .filter((performance) => performance.accessibility.includes(service))
    .map((performance) => performanceCalendarEvent(show, performance, series));
}

function educationEvents(events: readonly EducationEvent[], series: SeriesInfo): CalendarEvent[] {
  return events.map((event) => educationCalendarEvent(event, series));
}

/** The events a feed holds on the build day, in date order. */
export function feedEvents(key: FeedKey, source: FeedSource): CalendarEvent[] {
  const { series } = source;
  const shows = feedShows(source.shows, source.today);
  const byStart = (events: CalendarEvent[]) =>
    [...events].sort((a, b) => a.start.getTime() - b.start.getTime());
  switch (key.kind) {
    case 'season':
      // A festival is one event spanning its days here; its screenings are in the festival feed.
      return shows.flatMap((show) => showCalendarEvents(show, series));
    case 'speaker-series':
      return shows
        .filter((show) => show.speakerSeries)
        .flatMap((show) => showCalendarEvents(show, series));
    case 'festival':
      return byStart(
        shows.filter((show) => show.festival).flatMap((show) => showFileEvents(show, series)),
      );
    case 'education':
      return educationEvents(source.education.events, series);
    case 'on-sale':
      return onSaleFeedEvents(source.shows, source.today, series);
    case 'accessibility':
      return byStart([
        ...shows.flatMap((show) => serviceEvents(show, key.service, series)),
        ...educationEvents(
          source.education.events.filter((event) => event.accessibility.includes(key.service)),
          series,
        ),
      ]);
  }
}

/** The feed's iCalendar text: named, in the venue's time zone, refreshed daily. */
export function feedCalendar(key: FeedKey, source: FeedSource, generatedAt: Date): string {
  const feed = calendarFeed(key, source.series, source.education);
  return buildCalendar(feedEvents(key, source), {
    name: feed.name,
    description: `${feed.summary} ${source.series.url}`,
    timeZone: source.series.timeZone,
    generatedAt,
    refreshSeconds: FEED_REFRESH_SECONDS,
  });
}

/** Every accessibility service has a feed, as it has a page: a shared address keeps working. */
export const accessibilityFeedKeys: FeedKey[] = accessibilityServiceIds.map((service) => ({
  kind: 'accessibility',
  service,
}));

/** The feeds of one kind each, whatever the content. */
const fixedFeedKeys: FeedKey[] = [
  { kind: 'season' },
  { kind: 'speaker-series' },
  { kind: 'festival' },
  { kind: 'education' },
  { kind: 'on-sale' },
];

/** Every feed the build writes: one of each kind, and one per accessibility service. */
export const feedKeys: FeedKey[] = [...fixedFeedKeys, ...accessibilityFeedKeys];

/** A feed's path as its route's segments: "/calendar/festival.ics" → ["calendar", "festival.ics"]. */
export function feedSegments(feed: CalendarFeed): string[] {
  return feed.path.slice(1).split('/').map(decodeURIComponent);
}

/**
 * The feeds the subscribe page offers: the season, the speaker series, the festivals, the
 * education events, and each accessibility service some feed event that takes place offers today.
 * A service feed keeps a called-off performance, as CANCELLED, so that a calendar that subscribed
 * before drops it; but a feed holding nothing else is not worth subscribing to.
 */
export function offeredFeeds(source: FeedSource): CalendarFeed[] {
  const services = accessibilityFeedKeys.filter((key) =>
    feedEvents(key, source).some((event) => event.status === 'CONFIRMED'),
  );
  return [...fixedFeedKeys, ...services].map((key) =>
    calendarFeed(key, source.series, source.education),
  );
}
