/**
 * What the "My picks" page (components/picks/MyPicks.tsx) knows of everything a visitor can
 * save: one PickItem per show, performance of a run, talk, festival screening and education
 * event that the site's feeds carry on the build day, written by the build as one small JSON file
 * (app/(site)/my-picks/picks.json/route.ts).
 *
 * Invariant: each item's times and UIDs are taken from the calendar events the feeds are written
 * from (./ical.ts, ./feeds.ts), and the download is cut from those very feeds, so a pick's UID is
 * the feed's. docs/architecture.md#the-picks-storage.
 */
import type { EducationEvent, Performance, Show } from '../../content/types';
import { isCalledOff, isRun, runDays, statusLabel } from '../../concepts/shows';
import {
  educationPickId,
  performancePickId,
  screeningPickId,
  showPickId,
  type PickItem,
  type PicksData,
} from '../../concepts/picks';
import { feedShows } from '../../concepts/seasons';
import { routes } from '../../site/routes';
import type { SeriesInfo } from '../../site/series';
import { countOf } from '../../site/words';
import { formatDateRange, formatDayLabel } from '../../time/format';
import type { FeedSource } from './feeds';
import {
  educationCalendarEvent,
  educationEventSlug,
  performanceCalendarEvent,
  showCalendarEvent,
  type CalendarEvent,
} from './ical';
import { myScheduleScreenings } from './my-schedule-data';

const DAY_MS = 24 * 60 * 60 * 1000;

/** The feeds the download is cut from: together they hold every event a pick stands for. */
export const PICK_FEEDS: readonly string[] = [
  routes.calendar.season(),
  routes.calendar.festival(),
  routes.calendar.education(),
];

function timed(event: CalendarEvent): Pick<PickItem, 'start' | 'end' | 'uids'> {
  return { start: event.start.getTime(), end: event.end.getTime(), uids: [event.uid] };
}

function performanceItem(show: Show, performance: Performance, series: SeriesInfo): PickItem {
  return {
    id: performancePickId(show.name, performance.id),
    kind: 'performance',
    title: show.title,
    url: routes.show(show.name),
    venue: show.location,
    day: performance.day,
    dayLabel: formatDayLabel(performance.day),
    whenLabel: performance.timeFormatted,
    span: false,
    status: statusLabel(performance),
    ...timed(performanceCalendarEvent(show, performance, series)),
  };
}

/**
 * A run's dates in words: "3 performances, Fri, Sat & Sun, February 12–14, 2027", counting and
 * naming the days of the performances that take place (a cancelled or postponed one is said by
 * the status line), as the run's card does (docs/rules/shows.md#show-status).
 */
function runWhen(performances: readonly Performance[]): string {
  const held = performances.filter((p) => !isCalledOff(p.status));
  const range = formatDateRange(performances[0]!.day, performances.at(-1)!.day);
  return held.length === 0
    ? `No performances, ${range}`
    : `${countOf(held.length, 'performance')}, ${runDays(held)}, ${range}`;
}

/** A show as a whole: one event, or a run's performances together (spanning its days). */
function showItem(show: Show, series: SeriesInfo): PickItem {
  const base = {
    id: showPickId(show.name),
    kind: 'show' as const,
    title: show.title,
    url: routes.show(show.name),
    venue: show.location,
    day: show.day,
    dayLabel: formatDayLabel(show.day),
    status: statusLabel(show),
  };
  if (isRun(show)) {
    const events = show.performances.map((p) => performanceCalendarEvent(show, p, series));
    const first = show.performances[0]!;
    const changed = show.performances.filter((p) =>
      ['cancelled', 'postponed', 'rescheduled'].includes(p.status),
    ).length;
    return {
      ...base,
      // The run's own status, else that some of its performances changed (each says how).
      status:
        base.status ??
        (changed > 0
          ? `${changed} of ${show.performances.length} performances changed: see the show’s page`
          : undefined),
      day: first.day,
      dayLabel: formatDayLabel(first.day),
      whenLabel: runWhen(show.performances),
      span: true,
      start: Math.min(...events.map((e) => e.start.getTime())),
      end: Math.max(...events.map((e) => e.end.getTime())),
      uids: events.map((e) => e.uid),
    };
  }
  const event = showCalendarEvent(show, series);
  const span = event.end.getTime() - event.start.getTime() > DAY_MS;
  return {
    ...base,
    whenLabel: span && show.endDate ? formatDateRange(show.day, show.endDate) : show.timeFormatted,
    span,
    ...timed(event),
  };
}

function screeningItems(festival: Show, series: SeriesInfo): PickItem[] {
  const status = statusLabel(festival);
  return myScheduleScreenings(festival, series).map((screening) => ({
    id: screeningPickId(festival.name, screening.id),
    kind: 'screening',
    title: `${screening.title} (${festival.title})`,
    url: screening.url,
    venue: festival.location,
    day: screening.day,
    dayLabel: screening.dayLabel,
    whenLabel: screening.timeLabel,
    span: false,
    status,
    start: screening.start,
    end: screening.end ?? screening.start,
    uids: [screening.uid],
  }));
}

function educationItem(event: EducationEvent, series: SeriesInfo): PickItem {
  return {
    id: educationPickId(educationEventSlug(event)),
    kind: 'education',
    title: event.subtitle ? `${event.name}: ${event.subtitle}` : event.name,
    url: routes.educationEvent(event.date, event.time),
    venue: event.room ? `${event.location}, ${event.room}` : event.location,
    day: event.date,
    dayLabel: formatDayLabel(event.date),
    whenLabel: event.timeFormatted,
    span: false,
    status: statusLabel(event),
    ...timed(educationCalendarEvent(event, series)),
  };
}

/** Everything a visitor can save on the build day, by start time. */
export function pickItems(source: FeedSource): PickItem[] {
  const { series } = source;
  const items = feedShows(source.shows, source.today).flatMap((show) => [
    showItem(show, series),
    ...(isRun(show) ? show.performances.map((p) => performanceItem(show, p, series)) : []),
    ...(show.festival ? screeningItems(show, series) : []),
  ]);
  items.push(...source.education.events.map((event) => educationItem(event, series)));
  return items.sort((a, b) => a.start - b.start || a.id.localeCompare(b.id));
}

/** The picks data file's content. */
export function picksData(source: FeedSource): PicksData {
  return { feeds: [...PICK_FEEDS], items: pickItems(source) };
}
