import { getEducation, getSeries } from '@/lib/content';
import {
  calendarResponse,
  calendarStamp,
  educationEventCalendar,
  educationEventSlug,
} from '@/lib/outputs/calendar';
import { calendarFileName } from '@/lib/site/routes';
import { orStandIn, STAND_IN } from '@/lib/site/static-params';

// One file per Education & Enrichment event: calendar/education/{date}-{name}.ics. Its entry
// links it while the event takes place as announced (offersCalendar); a called-off event keeps
// its file, the event CANCELLED, as a show's does (docs/rules/calendars.md#a-calendar-file-stays).
export const dynamic = 'force-static';
export const dynamicParams = false;

export function generateStaticParams() {
  return orStandIn(
    getEducation().events.map((event) => ({
      file: calendarFileName(educationEventSlug(event)),
    })),
    { file: calendarFileName(STAND_IN) },
  );
}

export async function GET(_request: Request, { params }: { params: Promise<{ file: string }> }) {
  const { file } = await params;
  const event = getEducation().events.find(
    (candidate) => calendarFileName(educationEventSlug(candidate)) === file,
  );
  if (!event) return new Response('Not found', { status: 404 });
  return calendarResponse(educationEventCalendar(event, getSeries(), calendarStamp()));
}
