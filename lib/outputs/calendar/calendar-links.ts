/**
 * "Add to Google Calendar" links: Google's event template URL, filled from the same
 * CalendarEvent the .ics files are built from, so both always show the same time and place.
 */
import {
  educationCalendarEvent,
  performanceCalendarEvent,
  screeningCalendarEvent,
  showCalendarEvent,
  type CalendarEvent,
  type FestivalSource,
} from './ical';
import type { SeriesInfo } from '../../site/series';
import { absoluteUrl } from '../../site/paths';
import type { EducationEvent, Film, Performance, Screening, Show } from '../../content/types';

const GOOGLE_TEMPLATE = 'https://calendar.google.com/calendar/render';

// Google rejects very long links; the description is a teaser, the page link carries the rest.
const MAX_DETAILS_CHARACTERS = 600;

/** "20270124T003000Z" */
function googleStamp(instant: Date): string {
  return instant
    .toISOString()
    .replace(/\.\d{3}/, '')
    .replace(/[-:]/g, '');
}

function shorten(text: string, max: number): string {
  if (text.length <= max) return text;
  const cut = text.slice(0, max);
  const lastSpace = cut.lastIndexOf(' ');
  return `${(lastSpace > max / 2 ? cut.slice(0, lastSpace) : cut).trimEnd()}…`;
}

function details(event: CalendarEvent): string {
  // The page link goes last and is never cut off.
  const withoutLink = event.description.replace(`Details: ${event.url}`, '').trim();
  return `${shorten(withoutLink, MAX_DETAILS_CHARACTERS)}\n\n${event.url}`.trim();
}

/**
 * https://calendar.google.com/calendar/render?action=TEMPLATE&text=…&dates=START/END&ctz=…
 * The dates are UTC instants ("Z"), which Google reads unambiguously; ctz makes Google display
 * them in the venue's zone.
 */
function googleCalendarUrl(event: CalendarEvent, timeZone: string): string {
  const params: Array<[string, string]> = [
    ['action', 'TEMPLATE'],
    ['text', event.title],
    ['dates', `${googleStamp(event.start)}/${googleStamp(event.end)}`],
    ['ctz', timeZone],
    ['details', details(event)],
    ['location', event.location],
  ];
  const query = params.map(([k, v]) => `${k}=${encodeURIComponent(v)}`).join('&');
  return `${GOOGLE_TEMPLATE}?${query}`;
}

export function showGoogleCalendarUrl(show: Show, series: SeriesInfo): string {
  return googleCalendarUrl(showCalendarEvent(show, series), series.timeZone);
}

/** One performance of a run: Google takes one event per link. */
export function performanceGoogleCalendarUrl(
  show: Show,
  performance: Performance,
  series: SeriesInfo,
): string {
  return googleCalendarUrl(performanceCalendarEvent(show, performance, series), series.timeZone);
}

export function screeningGoogleCalendarUrl(
  film: Film,
  screening: Pick<Screening, 'day' | 'time'>,
  festival: FestivalSource,
  series: SeriesInfo,
): string {
  return googleCalendarUrl(
    screeningCalendarEvent(film, screening, festival, series),
    series.timeZone,
  );
}

export function educationGoogleCalendarUrl(event: EducationEvent, series: SeriesInfo): string {
  return googleCalendarUrl(educationCalendarEvent(event, series), series.timeZone);
}

export interface FeedAddresses {
  /** The feed's absolute https address: a plain link downloads it, and any app can add it by URL. */
  https: string;
  /** The same address with the webcal: scheme, which calendar apps register for subscriptions. */
  webcal: string;
  /** Google Calendar's "add by URL" page for the feed (its `cid` parameter takes a webcal: URL). */
  google: string;
}

/**
 * The addresses to subscribe to a feed at: absolute, from SITE_URL (lib/site/deployment.ts), since
 * a calendar app fetches the feed itself, away from the page. A build with the default SITE_URL
 * (example.edu) writes addresses that only work once published at that origin; the download
 * link, relative to the page, works on any host.
 */
export function feedAddresses(path: string, origin?: string): FeedAddresses {
  const https = origin === undefined ? absoluteUrl(path) : absoluteUrl(path, undefined, origin);
  const webcal = https.replace(/^https?:/, 'webcal:');
  return {
    https,
    webcal,
    google: `https://calendar.google.com/calendar/r?cid=${encodeURIComponent(webcal)}`,
  };
}
