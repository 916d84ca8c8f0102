import { findShow, getAllShows, getSeries } from '@/lib/content';
import { offersCalendar } from '@/lib/concepts/shows';
import { calendarResponse, calendarStamp, showCalendar } from '@/lib/outputs/calendar';
import { calendarFileName, nameFromCalendarFileName } from '@/lib/site/routes';

// One file per show whose page offers Add to calendar (not a cancelled or postponed one, whose
// date no longer holds: it stays in the season feed, where subscribers see the change), written
// at build time as calendar/shows/{name}.ics (routes.calendar.show). A run's file holds every
// performance. No file is written that no page links (e2e/calendar-files.spec.ts).
export const dynamic = 'force-static';
export const dynamicParams = false;

export function generateStaticParams() {
  return getAllShows()
    .filter((show) => offersCalendar(show.status))
    .map((show) => ({ file: calendarFileName(show.name) }));
}

export async function GET(_request: Request, { params }: { params: Promise<{ file: string }> }) {
  const { file } = await params;
  const name = nameFromCalendarFileName(file);
  const show = name === undefined ? undefined : findShow(name);
  if (!show) return new Response('Not found', { status: 404 });
  return calendarResponse(showCalendar(show, getSeries(), calendarStamp()));
}
