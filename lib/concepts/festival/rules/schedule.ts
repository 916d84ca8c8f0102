/**
 * A festival's film schedule: the raw day → time → film title map from content, turned into the
 * sidebar 'Film Schedule' (days, then times) and each film's own screenings and 'day - time' lines.
 */
import { formatDayLabel, formatTime } from '../../../time/format';
import type { RawSchedule } from '../film-schema';
import type { Film, ScheduleDay, Screening } from '../../../content/types';

type FilmRef = Pick<Film, 'name' | 'title' | 'url'>;

/** A schedule entry may name a film by its title (as printed) or by its name (slug). */
export function findScheduledFilm<T extends Pick<Film, 'name' | 'title'>>(
  films: readonly T[],
  entry: string,
): T | undefined {
  const wanted = entry.trim();
  return films.find((film) => film.title === wanted) ?? films.find((film) => film.name === wanted);
}

function ascendingKeys(record: Record<string, unknown>): string[] {
  return Object.keys(record).sort();
}

/** Days ascending, times ascending; entries naming an unknown film are left out (the loader reports them). */
export function scheduleDays(
  schedule: RawSchedule | undefined,
  films: readonly FilmRef[],
): ScheduleDay[] {
  if (!schedule) return [];
  return ascendingKeys(schedule).map((day) => {
    const times = schedule[day] ?? {};
    return {
      day,
      dayLabel: formatDayLabel(day),
      slots: ascendingKeys(times).map((time) => {
        const film = findScheduledFilm(films, times[time] ?? '');
        return {
          time,
          timeLabel: formatTime(time),
          films: film ? [{ name: film.name, title: film.title, url: film.url }] : [],
        };
      }),
    };
  });
}

/** Every screening of one film, in schedule order. */
export function filmScreenings(days: readonly ScheduleDay[], filmName: string): Screening[] {
  return days.flatMap((day) =>
    day.slots
      .filter((slot) => slot.films.some((film) => film.name === filmName))
      .map((slot) => ({
        day: day.day,
        time: slot.time,
        dayLabel: day.dayLabel,
        timeLabel: slot.timeLabel,
      })),
  );
}

/** A film's 'day - time' line (docs/rules/shows.md#show-pages-three-layouts): "Friday, March 19 - 7:00 pm". */
export function scheduleLine(screening: Screening): string {
  return `${screening.dayLabel} - ${screening.timeLabel}`;
}

/**
 * A festival with screenings offers its schedule as its download: the build writes that PDF from
 * the schedule (lib/outputs/pdf/schedule-pdf.ts, scripts/postbuild/schedule-pdfs.ts), so no file is
 * kept in public/ and the PDF cannot disagree with the page. Any other download is a
 * file staff upload.
 */
export function offersSchedulePdf(show: {
  festival?: boolean;
  download?: string;
  schedule?: Readonly<Record<string, unknown>> | readonly unknown[];
}): boolean {
  return Boolean(
    show.festival && show.download && show.schedule && Object.keys(show.schedule).length > 0,
  );
}
