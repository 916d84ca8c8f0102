import {
  calendarResponse,
  calendarStamp,
  currentFeedSource,
  feedCalendar,
} from '@/lib/outputs/calendar';

// Written once at build time into the export as calendar.ics: the season feed to subscribe to,
// with upcoming shows and those of the last months only (docs/product-rules.md#calendar-feeds).
export const dynamic = 'force-static';

export function GET() {
  return calendarResponse(feedCalendar({ kind: 'season' }, currentFeedSource(), calendarStamp()));
}
