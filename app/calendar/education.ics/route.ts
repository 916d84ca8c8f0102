import { currentFeedSource } from '@/components/seo/CalendarFeeds';
import { feedCalendar } from '@/lib/outputs/feeds';
import { calendarResponse, calendarStamp } from '@/lib/outputs/ical';

// Every Education & Enrichment event in one feed: calendar/education.ics.
export const dynamic = 'force-static';

export function GET() {
  return calendarResponse(
    feedCalendar({ kind: 'education' }, currentFeedSource(), calendarStamp()),
  );
}
