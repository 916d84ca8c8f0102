import { getAllShows, getSite } from '@/lib/content';
import { calendarResponse, calendarStamp, seasonCalendar } from '@/lib/ical';
import { seriesInfo } from '@/lib/structured-data';

// Written once at build time into the export as calendar.ics: the season feed to subscribe to.
export const dynamic = 'force-static';

export function GET() {
  return calendarResponse(seasonCalendar(getAllShows(), seriesInfo(getSite()), calendarStamp()));
}
