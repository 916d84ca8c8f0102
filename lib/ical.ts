/**
 * iCalendar (RFC 5545) files for the season: one per show, one per film (each screening its own
 * VEVENT), the Education & Enrichment events, and the whole season as a subscribable feed.
 * The route handlers under app/calendar* write them into the static export at build time.
 *
 * Times are written in the venue's zone (DTSTART;TZID=America/New_York:…) with a VTIMEZONE block,
 * so calendars show "7:30 pm Eastern" however the reader's device is set. For a zone we carry no
 * VTIMEZONE for, times fall back to UTC ("…Z"), which every client converts correctly.
 */
import { absoluteUrl } from './paths';
import { htmlToPlainText } from './plain-text';
import { routes } from './routes';
import { venueAddressLine, type SeriesInfo } from './structured-data';
import { educationEventTimes, instantToLocal, screeningTimes, showTimes } from './timezone';
import type { Education, EducationEvent, Film, Screening, Show } from './types';

/** Education events have no name slug of their own: "2026-10-08-voices-of-the-valley". */
export function educationEventSlug(event: Pick<EducationEvent, 'date' | 'name'>): string {
  return `${event.date}-${slugPart(event.name)}`;
}

// ---------------------------------------------------------------------------------------------
// Events, independent of the file format (the Google Calendar links use them too)

export interface CalendarEvent {
  /** Globally unique and stable across builds, so re-importing updates instead of duplicating. */
  uid: string;
  title: string;
  start: Date;
  end: Date;
  /** Venue name and street address on one line. */
  location: string;
  /** Plain text. */
  description: string;
  /** Absolute URL of the page about the event. */
  url: string;
}

function uidDomain(series: SeriesInfo): string {
  return new URL(series.url).hostname;
}

function describe(parts: Array<string | undefined>): string {
  return parts.filter((part): part is string => Boolean(part && part.trim())).join('\n\n');
}

export function showCalendarEvent(show: Show, series: SeriesInfo): CalendarEvent {
  const url = absoluteUrl(routes.show(show.name));
  return {
    uid: `show-${show.name}@${uidDomain(series)}`,
    title: show.title,
    ...showTimes(show, series.timeZone),
    location: venueAddressLine(show.venue),
    description: describe([
      show.subtitle,
      htmlToPlainText(show.description),
      show.tickets ? `Tickets: ${show.tickets}` : undefined,
      `Details: ${url}`,
    ]),
    url,
  };
}

export function screeningCalendarEvent(
  film: Film,
  screening: Pick<Screening, 'day' | 'time'>,
  festival: Pick<Show, 'venue' | 'tickets'>,
  series: SeriesInfo,
): CalendarEvent {
  const url = absoluteUrl(routes.film(film.name));
  const facts = [film.country, film.language, film.lengthFormatted].filter(Boolean).join(' · ');
  return {
    uid: `screening-${film.name}-${screening.day.replace(/-/g, '')}T${screening.time.replace(':', '')}@${uidDomain(series)}`,
    title: `${film.title} (${film.festivalTitle})`,
    ...screeningTimes(screening, film.lengthMinutes, series.timeZone),
    location: venueAddressLine(festival.venue),
    description: describe([
      htmlToPlainText(film.description),
      facts,
      festival.tickets ? `Tickets: ${festival.tickets}` : undefined,
      `Details: ${url}`,
    ]),
    url,
  };
}

/** Every screening of a film, in schedule order. */
export function filmCalendarEvents(
  film: Film,
  festival: Pick<Show, 'venue' | 'tickets'>,
  series: SeriesInfo,
): CalendarEvent[] {
  return film.screenings.map((s) => screeningCalendarEvent(film, s, festival, series));
}

export function educationCalendarEvent(event: EducationEvent, series: SeriesInfo): CalendarEvent {
  const url = absoluteUrl(routes.education());
  const text = describe([htmlToPlainText(event.description), event.extraInfo]);
  return {
    uid: `education-${educationEventSlug(event)}@${uidDomain(series)}`,
    title: event.subtitle ? `${event.name}: ${event.subtitle}` : event.name,
    ...educationEventTimes(event, series.timeZone),
    location: venueAddressLine(event.venue, event.room),
    description: describe([
      text,
      // Every education event is free; say so unless the text already does.
      /\bfree\b/i.test(text) ? undefined : 'Free and open to the public.',
      `Details: ${url}`,
    ]),
    url,
  };
}

function slugPart(text: string): string {
  return text
    .normalize('NFKD')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 40);
}

// ---------------------------------------------------------------------------------------------
// RFC 5545 text

/** TEXT value escaping (RFC 5545 3.3.11): backslash, semicolon, comma and line breaks. */
export function escapeText(value: string): string {
  return value
    .replace(/\\/g, '\\\\')
    .replace(/;/g, '\\;')
    .replace(/,/g, '\\,')
    .replace(/\r\n|\r|\n/g, '\\n');
}

const MAX_OCTETS = 75;

/** Octets of one code point in UTF-8 (no TextEncoder: it is missing in some test environments). */
function utf8Length(char: string): number {
  const code = char.codePointAt(0) ?? 0;
  return code < 0x80 ? 1 : code < 0x800 ? 2 : code < 0x10000 ? 3 : 4;
}

/**
 * Content lines longer than 75 octets are folded (RFC 5545 3.1): CRLF plus one space, never
 * splitting a multi-byte UTF-8 character.
 */
export function foldLine(line: string): string {
  const pieces: string[] = [];
  let current = '';
  let octets = 0;
  for (const char of line) {
    const size = utf8Length(char);
    // Continuation lines start with a space, which counts towards their 75 octets.
    const limit = pieces.length === 0 ? MAX_OCTETS : MAX_OCTETS - 1;
    if (octets + size > limit) {
      pieces.push(current);
      current = '';
      octets = 0;
    }
    current += char;
    octets += size;
  }
  pieces.push(current);
  return pieces.join('\r\n ');
}

/** "20270124T003000Z" */
function utcStamp(instant: Date): string {
  return instant
    .toISOString()
    .replace(/\.\d{3}/, '')
    .replace(/[-:]/g, '');
}

/** "20270123T193000", the venue's wall clock. */
function localStamp(instant: Date, timeZone: string): string {
  return instantToLocal(instant, timeZone).replace(/[-:]/g, '');
}

// The zones we can describe. America/New_York's rules have been stable since 2007 and cover
// every date the series will schedule.
const VTIMEZONES: Record<string, string[]> = {
  'America/New_York': [
    'BEGIN:VTIMEZONE',
    'TZID:America/New_York',
    'X-LIC-LOCATION:America/New_York',
    'BEGIN:DAYLIGHT',
    'TZOFFSETFROM:-0500',
    'TZOFFSETTO:-0400',
    'TZNAME:EDT',
    'DTSTART:20070311T020000',
    'RRULE:FREQ=YEARLY;BYMONTH=3;BYDAY=2SU',
    'END:DAYLIGHT',
    'BEGIN:STANDARD',
    'TZOFFSETFROM:-0400',
    'TZOFFSETTO:-0500',
    'TZNAME:EST',
    'DTSTART:20071104T020000',
    'RRULE:FREQ=YEARLY;BYMONTH=11;BYDAY=1SU',
    'END:STANDARD',
    'END:VTIMEZONE',
  ],
};

export interface CalendarOptions {
  /** Shown by calendar apps as the calendar's name (X-WR-CALNAME / NAME). */
  name: string;
  description?: string;
  timeZone: string;
  /** DTSTAMP of every event: when this file was generated. */
  generatedAt: Date;
  /** For subscribed feeds: how often apps should fetch it again. */
  refreshInterval?: string;
}

function eventLines(event: CalendarEvent, options: CalendarOptions, zoned: boolean): string[] {
  const time = (name: string, instant: Date) =>
    zoned
      ? `${name};TZID=${options.timeZone}:${localStamp(instant, options.timeZone)}`
      : `${name}:${utcStamp(instant)}`;
  return [
    'BEGIN:VEVENT',
    `UID:${escapeText(event.uid)}`,
    `DTSTAMP:${utcStamp(options.generatedAt)}`,
    time('DTSTART', event.start),
    time('DTEND', event.end),
    `SUMMARY:${escapeText(event.title)}`,
    `LOCATION:${escapeText(event.location)}`,
    `DESCRIPTION:${escapeText(event.description)}`,
    `URL:${event.url}`,
    'STATUS:CONFIRMED',
    'TRANSP:OPAQUE',
    'END:VEVENT',
  ];
}

/** A complete VCALENDAR: CRLF line endings, folded lines, ending with a CRLF. */
export function buildCalendar(events: CalendarEvent[], options: CalendarOptions): string {
  const vtimezone = VTIMEZONES[options.timeZone];
  const zoned = vtimezone !== undefined;
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    `PRODID:-//${escapeText(options.name)}//Season calendar//EN`,
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    `NAME:${escapeText(options.name)}`,
    `X-WR-CALNAME:${escapeText(options.name)}`,
    ...(options.description
      ? [
          `DESCRIPTION:${escapeText(options.description)}`,
          `X-WR-CALDESC:${escapeText(options.description)}`,
        ]
      : []),
    `X-WR-TIMEZONE:${options.timeZone}`,
    ...(options.refreshInterval
      ? [
          `REFRESH-INTERVAL;VALUE=DURATION:${options.refreshInterval}`,
          `X-PUBLISHED-TTL:${options.refreshInterval}`,
        ]
      : []),
    ...(vtimezone ?? []),
    ...events.flatMap((event) => eventLines(event, options, zoned)),
    'END:VCALENDAR',
  ];
  return `${lines.map(foldLine).join('\r\n')}\r\n`;
}

// ---------------------------------------------------------------------------------------------
// The files

/** The season feed refreshes daily: content changes a few times a season at most. */
const FEED_REFRESH = 'P1D';

/** Every show of the season, one VEVENT each (a festival is one event spanning its days). */
export function seasonCalendar(shows: Show[], series: SeriesInfo, generatedAt: Date): string {
  return buildCalendar(
    shows.map((show) => showCalendarEvent(show, series)),
    {
      name: `${series.name} ${series.seasonHeading}`,
      description: `Performances, talks and screenings of the ${series.name}. ${series.url}`,
      timeZone: series.timeZone,
      generatedAt,
      refreshInterval: FEED_REFRESH,
    },
  );
}

/**
 * One show's file. A festival with a schedule lists its screenings (what people actually attend,
 * each with the same UID as in the film's own file); any other show is a single event.
 */
export function showCalendar(show: Show, series: SeriesInfo, generatedAt: Date): string {
  const screenings = show.festival
    ? show.shows.flatMap((film) => filmCalendarEvents(film, show, series))
    : [];
  const events = screenings.length > 0 ? screenings : [showCalendarEvent(show, series)];
  return buildCalendar(events, {
    name: show.title,
    timeZone: series.timeZone,
    generatedAt,
  });
}

export function filmCalendar(
  film: Film,
  festival: Pick<Show, 'venue' | 'tickets'>,
  series: SeriesInfo,
  generatedAt: Date,
): string {
  return buildCalendar(filmCalendarEvents(film, festival, series), {
    name: film.title,
    timeZone: series.timeZone,
    generatedAt,
  });
}

export function educationCalendar(
  education: Education,
  series: SeriesInfo,
  generatedAt: Date,
): string {
  return buildCalendar(
    education.events.map((event) => educationCalendarEvent(event, series)),
    {
      name: `${education.programme} ${education.season}`,
      description: 'Free events, open to the public.',
      timeZone: series.timeZone,
      generatedAt,
      refreshInterval: FEED_REFRESH,
    },
  );
}

export function educationEventCalendar(
  event: EducationEvent,
  series: SeriesInfo,
  generatedAt: Date,
): string {
  return buildCalendar([educationCalendarEvent(event, series)], {
    name: event.name,
    timeZone: series.timeZone,
    generatedAt,
  });
}

/** The response a route handler returns for a calendar file. */
export function calendarResponse(body: string): Response {
  return new Response(body, {
    headers: { 'Content-Type': 'text/calendar; charset=utf-8' },
  });
}
