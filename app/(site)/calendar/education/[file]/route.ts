import { getEducation, getSeries } from '@/lib/content';
import {
  calendarResponse,
  calendarStamp,
  educationEventCalendar,
  educationEventSlug,
} from '@/lib/outputs/calendar';
import { calendarFileName } from '@/lib/site/routes';
import { offersCalendar } from '@/lib/concepts/shows';

// One file per Education & Enrichment event: calendar/education/{date}-{name}.ics.
export const dynamic = 'force-static';
export const dynamicParams = false;

export function generateStaticParams() {
  // Only the events whose entry offers Add to calendar: no file is written that no page links.
  return getEducation()
    .events.filter((event) => offersCalendar(event.status))
    .map((event) => ({
      file: calendarFileName(educationEventSlug(event)),
    }));
}

export async function GET(_request: Request, { params }: { params: Promise<{ file: string }> }) {
  const { file } = await params;
  const event = getEducation().events.find(
    (candidate) => calendarFileName(educationEventSlug(candidate)) === file,
  );
  if (!event) return new Response('Not found', { status: 404 });
  return calendarResponse(educationEventCalendar(event, getSeries(), calendarStamp()));
}
