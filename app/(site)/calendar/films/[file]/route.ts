import { findFilm, findShow, getAllFilms, getSeries } from '@/lib/content';
import { calendarResponse, calendarStamp, filmCalendar } from '@/lib/outputs/calendar';
import { calendarFileName, nameFromCalendarFileName } from '@/lib/site/routes';
import { orStandIn, STAND_IN } from '@/lib/site/static-params';

// One file per scheduled film, each screening a VEVENT: calendar/films/{name}.ics (routes.calendar.film). Films without
// a screening of their own (a touring program's shorts) have none; their page links the show's.
export const dynamic = 'force-static';
export const dynamicParams = false;

/**
 * Every film with a screening has its file, whatever its festival's status, as every film has its
 * page: the page links the file only while the festival takes place as announced, and an address
 * once shared keeps answering, with each screening CANCELLED once the festival is called off
 * (docs/rules/calendars.md). A season without a festival has no film: the route writes its
 * stand-in (lib/site/static-params.ts), which answers as a film it does not know.
 */
export function generateStaticParams() {
  return orStandIn(
    getAllFilms()
      .filter((film) => film.screenings.length > 0)
      .map((film) => ({ file: calendarFileName(film.name) })),
    { file: calendarFileName(STAND_IN) },
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
