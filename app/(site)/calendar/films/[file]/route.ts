import { findFilm, findShow, getAllFilms, getSeries } from '@/lib/content';
import { offersCalendar } from '@/lib/concepts/shows';
import { calendarResponse, calendarStamp, filmCalendar } from '@/lib/outputs/calendar';
import { calendarFileName, nameFromCalendarFileName } from '@/lib/site/routes';

// One file per scheduled film, each screening a VEVENT: calendar/films/{name}.ics (routes.calendar.film). Films without
// a screening of their own (a touring program's shorts) have none; their page links the show's.
export const dynamic = 'force-static';
export const dynamicParams = false;

export function generateStaticParams() {
  return (
    getAllFilms()
      // The film's page links its file only while its festival takes place as announced.
      .filter((film) => film.screenings.length > 0)
      .filter((film) => offersCalendar(findShow(film.festivalName)?.status ?? 'cancelled'))
      .map((film) => ({ file: calendarFileName(film.name) }))
  );
}

export async function GET(_request: Request, { params }: { params: Promise<{ file: string }> }) {
  const { file } = await params;
  const name = nameFromCalendarFileName(file);
  const film = name === undefined ? undefined : findFilm(name);
  const festival = film && findShow(film.festivalName);
  if (!film || !festival) return new Response('Not found', { status: 404 });
  return calendarResponse(filmCalendar(film, festival, getSeries(), calendarStamp()));
}
