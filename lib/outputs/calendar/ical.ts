/**
 * iCalendar (RFC 5545) files for the season: one per show, one per film (each screening its own
 * VEVENT), the Education & Enrichment events, and the whole season as a subscribable feed.
 * The route handlers app/(site)/[...feed] (the feeds) and app/(site)/calendar/ (the other files)
 * write them into the static export at build time.
 *
 * Times are written in the venue's zone (DTSTART;TZID=America/New_York:…) with a VTIMEZONE block
 * from @touch4it/ical-timezones (the tzurl.org rules, read from the package: no network), so
 * calendars show "7:30 pm Eastern" however the reader's device is set. For a zone it has no
 * VTIMEZONE for, times fall back to UTC ("…Z"), which every client converts correctly.
 *
 * UIDs come from what the event is (show, film screening, education event) and the site's host,
 * never from the build, so re-importing a file updates its events instead of duplicating them.
 */
import { TZDate } from '@date-fns/tz';
import { getVtimezoneComponent, timezoneExists } from '@touch4it/ical-timezones';
import ical, {
  escape,
  ICalAlarmType,
  ICalCalendarMethod,
  ICalEventStatus,
  ICalEventTransparency,
} from 'ical-generator';
import { absoluteUrl } from '../../site/paths';
import { htmlToPlainText } from '../plain-text';
import { routes } from '../../site/routes';
import {
  isCalledOff,
  statusLabel,
  ticketsOnOffer,
  type EventStatus,
  isRun,
  performanceId,
  educationEventSlug,
} from '../../concepts/shows';
import { venueAddressLine, performanceDetails } from '../structured-data';
import type { SeriesInfo } from '../../site/series';
import {
  educationEventTimes,
  performanceTimes,
  screeningTimes,
  showTimes,
} from '../../time/timezone';
import type {
  Education,
  EducationEvent,
  Film,
  Performance,
  Screening,
  Show,
} from '../../content/types';

// The education event's slug (its UID, file name and pick id) is a browser-safe rule.
export { educationEventSlug };

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
  /** CANCELLED for a cancelled or postponed event: it will not happen at this time. */
  status: 'CONFIRMED' | 'CANCELLED';
  /** The content's revision: apps replace an event they hold only when this grows. */
  sequence: number;
  /** A reminder (VALARM, DISPLAY) this many minutes before the start: on-sale reminders only. */
  alarm?: { minutesBefore: number; description: string };
  /** Does not block time (TRANSP:TRANSPARENT): a moment to act on, not an outing. */
  free?: boolean;
}

function uidDomain(series: SeriesInfo): string {
  return new URL(series.url).hostname;
}

function describe(parts: Array<string | undefined>): string {
  return parts.filter((part): part is string => Boolean(part && part.trim())).join('\n\n');
}

/** "Tickets: {link}" while the event sells through a link; none once it is called off. */
function ticketsLine(entry: { status: EventStatus; tickets?: string }): string | undefined {
  const tickets = ticketsOnOffer(entry);
  return tickets ? `Tickets: ${tickets}` : undefined;
}

interface StatusSource {
  status: EventStatus;
  revision: number;
  previousDateFormatted?: string;
}

/**
 * STATUS and SEQUENCE, and the title a called-off event carries: "Cancelled: …" or "Postponed: …",
 * so that clients which hide cancelled events, and people reading a list, still see the change
 * (docs/rules/shows.md#show-status).
 */
function statusFields(
  entry: StatusSource,
  title: string,
): Pick<CalendarEvent, 'status' | 'sequence' | 'title'> {
  const calledOff = isCalledOff(entry.status);
  const prefix =
    entry.status === 'cancelled'
      ? 'Cancelled: '
      : entry.status === 'postponed'
        ? 'Postponed: '
        : '';
  return {
    title: `${prefix}${title}`,
    status: calledOff ? 'CANCELLED' : 'CONFIRMED',
    sequence: entry.revision,
  };
}

/** "Rescheduled from …" or "Postponed (new date to be announced)" as a line of the description. */
function statusNote(entry: StatusSource): string | undefined {
  return entry.status === 'scheduled' ? undefined : statusLabel(entry);
}

export function showCalendarEvent(show: Show, series: SeriesInfo): CalendarEvent {
  const url = absoluteUrl(routes.show(show.name));
  return {
    uid: `show-${show.name}@${uidDomain(series)}`,
    ...statusFields(show, show.title),
    ...showTimes(show, series.timeZone),
    location: venueAddressLine(show.venue),
    description: describe([
      statusNote(show),
      show.subtitle,
      htmlToPlainText(show.description),
      ticketsLine(show),
      `Details: ${url}`,
    ]),
    url,
  };
}

/**
 * One performance of a run (docs/rules/shows.md#performances). Its UID comes from the show's
 * name and the start first announced (a rescheduled performance keeps it), so re-importing
 * updates the performance; its STATUS and SEQUENCE are its own.
 */
export function performanceCalendarEvent(
  show: Show,
  performance: Performance,
  series: SeriesInfo,
): CalendarEvent {
  const url = absoluteUrl(routes.show(show.name));
  const key = performanceId(performance.previousDate ?? performance.date);
  return {
    uid: `show-${show.name}-${key}@${uidDomain(series)}`,
    ...statusFields(performance, show.title),
    ...performanceTimes(performance, show, series.timeZone),
    location: venueAddressLine(show.venue),
    description: describe([
      statusNote(performance),
      performanceDetails(performance),
      show.subtitle,
      htmlToPlainText(show.description),
      ticketsLine(performance),
      `Details: ${url}`,
    ]),
    url,
  };
}

/** A show's events: one per performance of a run, else the show as one event. */
export function showCalendarEvents(show: Show, series: SeriesInfo): CalendarEvent[] {
  if (!isRun(show)) return [showCalendarEvent(show, series)];
  return show.performances.map((performance) =>
    performanceCalendarEvent(show, performance, series),
  );
}

export function screeningCalendarEvent(
  film: Film,
  screening: Pick<Screening, 'day' | 'time'>,
  festival: FestivalSource,
  series: SeriesInfo,
): CalendarEvent {
  const url = absoluteUrl(routes.film(film.name));
  const facts = [film.country, film.languageLabel, film.lengthFormatted]
    .filter(Boolean)
    .join(' · ');
  return {
    uid: `screening-${film.name}-${screening.day.replace(/-/g, '')}T${screening.time.replace(':', '')}@${uidDomain(series)}`,
    // A screening shares its festival's status and revision (docs/rules/shows.md#show-status).
    ...statusFields(festival, `${film.title} (${film.festivalTitle})`),
    ...screeningTimes(screening, film.lengthMinutes, series.timeZone),
    location: venueAddressLine(festival.venue),
    description: describe([
      statusNote(festival),
      htmlToPlainText(film.description),
      facts,
      ticketsLine(festival),
      `Details: ${url}`,
    ]),
    url,
  };
}

/** What a screening takes from its festival. */
export type FestivalSource = Pick<
  Show,
  'venue' | 'tickets' | 'status' | 'revision' | 'previousDateFormatted'
>;

/** Every screening of a film, in schedule order. */
function filmCalendarEvents(
  film: Film,
  festival: FestivalSource,
  series: SeriesInfo,
): CalendarEvent[] {
  return film.screenings.map((s) => screeningCalendarEvent(film, s, festival, series));
}

export function educationCalendarEvent(event: EducationEvent, series: SeriesInfo): CalendarEvent {
  const url = absoluteUrl(routes.education());
  const text = describe([htmlToPlainText(event.description), event.extraInfo]);
  return {
    uid: `education-${educationEventSlug(event)}@${uidDomain(series)}`,
    ...statusFields(event, event.subtitle ? `${event.name}: ${event.subtitle}` : event.name),
    ...educationEventTimes(event, series.timeZone),
    location: venueAddressLine(event.venue, event.room),
    description: describe([
      statusNote(event),
      text,
      // Every education event is free; say so unless the text already does.
      /\bfree\b/i.test(text) ? undefined : 'Free and open to the public.',
      `Details: ${url}`,
    ]),
    url,
  };
}

// ---------------------------------------------------------------------------------------------
// The iCalendar text, written by ical-generator: escaping, line folding and the VTIMEZONE block
// are where hand-written calendar files usually go wrong.

export interface CalendarOptions {
  /** Shown by calendar apps as the calendar's name (X-WR-CALNAME / NAME). */
  name: string;
  description?: string;
  timeZone: string;
  /** DTSTAMP of every event: see calendarStamp. */
  generatedAt: Date;
  /** For subscribed feeds: how often apps should fetch it again, in seconds. */
  refreshSeconds?: number;
}

/**
 * The DTSTAMP written into the files: the day of the build (00:00 UTC), or the instant given by
 * SOURCE_DATE_EPOCH (the reproducible-builds convention) when that is set. Stamping the build's
 * exact second would make every build's calendar files differ from the last for no reason; with a
 * published calendar (METHOD:PUBLISH) DTSTAMP only says when the file was made, and a day is
 * precise enough for that. Apps decide whether an event changed by UID and SEQUENCE, not DTSTAMP.
 */
export function calendarStamp(
  now: Date = new Date(),
  sourceDateEpoch: string | undefined = process.env.SOURCE_DATE_EPOCH,
): Date {
  if (sourceDateEpoch && /^\d+$/.test(sourceDateEpoch)) {
    return new Date(Number(sourceDateEpoch) * 1000);
  }
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()));
}

/**
 * The zone's VTIMEZONE block, or null for a zone the package has none for. A zone it lists but
 * cannot read means the package was bundled away from its files (see next.config.ts): that
 * stops the build rather than quietly writing every calendar in UTC.
 */
function vtimezoneFor(timeZone: string): string | null {
  const vtimezone = getVtimezoneComponent(timeZone);
  // Its typings say Promise; the function answers synchronously with a boolean.
  if (!vtimezone && (timezoneExists(timeZone) as unknown) === true) {
    throw new Error(
      `@touch4it/ical-timezones lists "${timeZone}" but could not read its VTIMEZONE file`,
    );
  }
  return vtimezone;
}

/**
 * A complete VCALENDAR: CRLF line endings, folded lines. Times are written on the venue's clock
 * with a VTIMEZONE block when one is known for the zone, else in UTC ("…Z").
 */
export function buildCalendar(events: CalendarEvent[], options: CalendarOptions): string {
  const vtimezone = vtimezoneFor(options.timeZone);
  const timeZone = vtimezone ? options.timeZone : null;
  // ical-generator 11 writes the calendar's name and description unescaped (a comma would end
  // the value early in strict readers), so they are escaped here; event fields it escapes itself.
  const name = escape(options.name, false);
  const calendar = ical({
    name,
    description: options.description ? escape(options.description, false) : null,
    prodId: { company: name, product: 'Season calendar', language: 'EN' },
    scale: 'gregorian',
    method: ICalCalendarMethod.PUBLISH,
    timezone: timeZone ? { name: timeZone, generator: () => vtimezone } : null,
    ttl: options.refreshSeconds ?? null,
  });
  // ical-generator writes a plain Date in a zone with the build machine's clock; a TZDate carries
  // its zone, so the wall-clock time written is the venue's whatever the machine's zone is.
  const at = (instant: Date) => (timeZone ? new TZDate(instant.getTime(), timeZone) : instant);
  for (const event of events) {
    const created = calendar.createEvent({
      id: event.uid,
      sequence: event.sequence,
      stamp: options.generatedAt,
      start: at(event.start),
      end: at(event.end),
      timezone: timeZone,
      summary: event.title,
      location: event.location,
      description: event.description,
      url: event.url,
      status: event.status === 'CANCELLED' ? ICalEventStatus.CANCELLED : ICalEventStatus.CONFIRMED,
      transparency: event.free ? ICalEventTransparency.TRANSPARENT : ICalEventTransparency.OPAQUE,
    });
    if (event.alarm) {
      created.createAlarm({
        type: ICalAlarmType.display,
        triggerBefore: event.alarm.minutesBefore * 60,
        description: event.alarm.description,
      });
    }
  }
  // DTSTAMP must be a UTC time ("…Z"). ical-generator 11 writes it on the calendar zone's clock
  // without the Z (read by the build machine's own zone), so the line is written here instead:
  // it is short, never folded, and has exactly one form.
  const text = calendar
    .toString()
    .replace(/^DTSTAMP:[^\r\n]*$/gm, `DTSTAMP:${utcStamp(options.generatedAt)}`);
  return text.endsWith('\r\n') ? text : `${text}\r\n`;
}

/** "20270124T003000Z" */
function utcStamp(instant: Date): string {
  return instant
    .toISOString()
    .replace(/\.\d{3}/, '')
    .replace(/[-:]/g, '');
}

// ---------------------------------------------------------------------------------------------
// The files

/** The season feed refreshes daily: content changes a few times a season at most. */
export const FEED_REFRESH_SECONDS = 24 * 60 * 60;

/**
 * Every show of the season, one VEVENT each (a festival is one event spanning its days, a run one
 * per performance).
 */
export function seasonCalendar(shows: Show[], series: SeriesInfo, generatedAt: Date): string {
  return buildCalendar(
    shows.flatMap((show) => showCalendarEvents(show, series)),
    {
      name: `${series.name} ${series.seasonHeading}`,
      description: `Performances, talks and screenings of the ${series.name}. ${series.url}`,
      timeZone: series.timeZone,
      generatedAt,
      refreshSeconds: FEED_REFRESH_SECONDS,
    },
  );
}

/**
 * The events of a show's own file: a festival's screenings when it has any (each with the same
 * UID as in the film's own file), else the show's performances. The feeds reuse them so an event
 * has one UID in every file it appears in.
 */
export function showFileEvents(show: Show, series: SeriesInfo): CalendarEvent[] {
  const screenings = show.festival
    ? show.films.flatMap((film) => filmCalendarEvents(film, show, series))
    : [];
  return screenings.length > 0 ? screenings : showCalendarEvents(show, series);
}

/**
 * One show's file. A festival with a schedule lists its screenings (what people actually attend,
 * each with the same UID as in the film's own file); any other show is a single event.
 */
export function showCalendar(show: Show, series: SeriesInfo, generatedAt: Date): string {
  return buildCalendar(showFileEvents(show, series), {
    name: show.title,
    timeZone: series.timeZone,
    generatedAt,
  });
}

export function filmCalendar(
  film: Film,
  festival: FestivalSource,
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
      name: `${education.programName} ${education.season}`,
      description: 'Free events, open to the public.',
      timeZone: series.timeZone,
      generatedAt,
      refreshSeconds: FEED_REFRESH_SECONDS,
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
