import { getAllShows, getBuildDay, getSite } from '@/lib/content';
import { calendarResponse, calendarStamp, seasonCalendar } from '@/lib/outputs/ical';
import { feedShows } from '@/lib/rules/seasons';
import { seriesInfo } from '@/lib/outputs/structured-data';

// Written once at build time into the export as calendar.ics: the season feed to subscribe to,
// with upcoming shows and those of the last months only (docs/product-rules.md#seasons).
export const dynamic = 'force-static';

export function GET() {
  const shows = feedShows(getAllShows(), getBuildDay());
  return calendarResponse(seasonCalendar(shows, seriesInfo(getSite()), calendarStamp()));
}
