import {
  calendarResponse,
  calendarStamp,
  currentFeedSource,
  feedCalendar,
} from '@/lib/outputs/calendar';

// Every festival screening, a feed to subscribe to: calendar/festival.ics.
export const dynamic = 'force-static';

export function GET() {
  return calendarResponse(feedCalendar({ kind: 'festival' }, currentFeedSource(), calendarStamp()));
}
