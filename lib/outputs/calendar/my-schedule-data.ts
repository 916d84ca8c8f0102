/**
 * What a festival's page gives the "My schedule" (the festival's picks) (components/picks/) about each
 * screening: its id, its film and its times, and the UID its VEVENT has in the site's calendar
 * files, all taken from the same calendar events those files are written from (./ical.ts), so
 * My schedule's times and UIDs cannot differ from the feed's.
 */
import type { Film, Show } from '../../content/types';
import { screeningId, type MyScheduleScreening } from '../../concepts/picks';
import { screeningCalendarEvent } from './ical';
import type { SeriesInfo } from '../../site/series';

function filmScreenings(film: Film, festival: Show, series: SeriesInfo): MyScheduleScreening[] {
  return film.screenings.map((screening) => {
    const event = screeningCalendarEvent(film, screening, festival, series);
    return {
      id: screeningId(film.name, screening.day, screening.time),
      uid: event.uid,
      film: film.name,
      title: film.title,
      url: film.url,
      day: screening.day,
      dayLabel: screening.dayLabel,
      timeLabel: screening.timeLabel,
      start: event.start.getTime(),
      end: event.end.getTime(),
    };
  });
}

/** Every screening of the festival, by start time. */
export function myScheduleScreenings(festival: Show, series: SeriesInfo): MyScheduleScreening[] {
  return festival.films
    .flatMap((film) => filmScreenings(film, festival, series))
    .sort((a, b) => a.start - b.start || a.title.localeCompare(b.title));
}
