import { currentFeedSource } from '@/components/seo/CalendarFeeds';
import { feedCalendar } from '@/lib/outputs/feeds';
import { calendarResponse, calendarStamp } from '@/lib/outputs/ical';

// Every festival screening, a feed to subscribe to: calendar/festival.ics.
export const dynamic = 'force-static';

export function GET() {
  return calendarResponse(feedCalendar({ kind: 'festival' }, currentFeedSource(), calendarStamp()));
}
