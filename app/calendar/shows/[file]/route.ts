import { findShow, getShowNames, getSite } from '@/lib/content';
import { calendarResponse, showCalendar } from '@/lib/ical';
import { seriesInfo } from '@/lib/structured-data';

// One file per show, written at build time as calendar/shows/{name}.ics (see showCalendarPath).
export const dynamic = 'force-static';
export const dynamicParams = false;

export function generateStaticParams() {
  return getShowNames().map((name) => ({ file: `${name}.ics` }));
}

export async function GET(_request: Request, { params }: { params: Promise<{ file: string }> }) {
  const { file } = await params;
  const show = findShow(file.replace(/\.ics$/, ''));
  if (!show) return new Response('Not found', { status: 404 });
  return calendarResponse(showCalendar(show, seriesInfo(getSite()), new Date()));
}
