import {
  calendarResponse,
  calendarStamp,
  currentFeedSource,
  feedCalendar,
} from '@/lib/outputs/calendar';

// Every Education & Enrichment event in one feed: calendar/education.ics.
export const dynamic = 'force-static';

export function GET() {
  return calendarResponse(
    feedCalendar({ kind: 'education' }, currentFeedSource(), calendarStamp()),
  );
}
