import { getEducation, getSite } from '@/lib/content';
import { calendarResponse, calendarStamp, educationCalendar } from '@/lib/outputs/ical';
import { seriesInfo } from '@/lib/outputs/structured-data';

// Every Education & Enrichment event in one file: calendar/education.ics.
export const dynamic = 'force-static';

export function GET() {
  return calendarResponse(
    educationCalendar(getEducation(), seriesInfo(getSite()), calendarStamp()),
  );
}
