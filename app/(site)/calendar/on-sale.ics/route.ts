import {
  calendarResponse,
  calendarStamp,
  currentFeedSource,
  feedCalendar,
} from '@/lib/outputs/calendar';

// Written once at build time as calendar/on-sale.ics: the season's on-sale dates and members'
// presales, each with a reminder, to subscribe to (docs/product-rules.md#on-sale-reminders).
export const dynamic = 'force-static';

export function GET() {
  return calendarResponse(feedCalendar({ kind: 'on-sale' }, currentFeedSource(), calendarStamp()));
}
