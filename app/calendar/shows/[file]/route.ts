import { findShow, getShowNames, getSite } from '@/lib/content';
import { calendarResponse, calendarStamp, showCalendar } from '@/lib/outputs/ical';
import { calendarFileName, nameFromCalendarFileName } from '@/lib/site/routes';
import { seriesInfo } from '@/lib/outputs/structured-data';

// One file per show, written at build time as calendar/shows/{name}.ics (routes.calendar.show).
export const dynamic = 'force-static';
export const dynamicParams = false;

export function generateStaticParams() {
  return getShowNames().map((name) => ({ file: calendarFileName(name) }));
}

export async function GET(_request: Request, { params }: { params: Promise<{ file: string }> }) {
  const { file } = await params;
  const name = nameFromCalendarFileName(file);
  const show = name === undefined ? undefined : findShow(name);
  if (!show) return new Response('Not found', { status: 404 });
  return calendarResponse(showCalendar(show, seriesInfo(getSite()), calendarStamp()));
}
