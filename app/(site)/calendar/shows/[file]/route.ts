import { findShow, getAllShows, getSeries } from '@/lib/content';
import { calendarResponse, calendarStamp, showCalendar } from '@/lib/outputs/calendar';
import { calendarFileName, nameFromCalendarFileName } from '@/lib/site/routes';
import { orStandIn, STAND_IN } from '@/lib/site/static-params';

// One file per show, written at build time as calendar/shows/{name}.ics (routes.calendar.show);
// a run's file holds every performance. The show's page links it while the show takes place as
// announced (offersCalendar); a cancelled or postponed show keeps its file, each event CANCELLED,
// so an address once added answers with the change (docs/rules/calendars.md#a-calendar-file-stays),
// and a season whose every show is called off still builds.
export const dynamic = 'force-static';
export const dynamicParams = false;

export function generateStaticParams() {
  return orStandIn(
    getAllShows().map((show) => ({ file: calendarFileName(show.name) })),
    { file: calendarFileName(STAND_IN) },
  );
}

export async function GET(_request: Request, { params }: { params: Promise<{ file: string }> }) {
  const { file } = await params;
  const name = nameFromCalendarFileName(file);
  const show = name === undefined ? undefined : findShow(name);
  if (!show) return new Response('Not found', { status: 404 });
  return calendarResponse(showCalendar(show, getSeries(), calendarStamp()));
}
