import {
  calendarResponse,
  calendarStamp,
  currentFeedSource,
  feedCalendar,
} from '@/lib/outputs/calendar';

// The speaker series' talks, a feed to subscribe to: calendar/speaker-series.ics.
export const dynamic = 'force-static';

export function GET() {
  return calendarResponse(
    feedCalendar({ kind: 'speaker-series' }, currentFeedSource(), calendarStamp()),
  );
}
