import { currentFeedSource } from '@/components/seo/CalendarFeeds';
import { feedCalendar } from '@/lib/outputs/feeds';
import { calendarResponse, calendarStamp } from '@/lib/outputs/ical';

// The speaker series' talks, a feed to subscribe to: calendar/speaker-series.ics.
export const dynamic = 'force-static';

export function GET() {
  return calendarResponse(
    feedCalendar({ kind: 'speaker-series' }, currentFeedSource(), calendarStamp()),
  );
}
