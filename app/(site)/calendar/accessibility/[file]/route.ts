import {
  calendarResponse,
  calendarStamp,
  currentFeedSource,
  feedCalendar,
} from '@/lib/outputs/calendar';
import { accessibilityServiceIds, isAccessibilityService } from '@/lib/rules/accessibility';
import { calendarFileName, nameFromCalendarFileName } from '@/lib/site/routes';

// One feed per service of the vocabulary, as there is one page (app/(site)/accessibility/[service]):
// calendar/accessibility/{service}.ics. A service nothing offers yet has an empty feed, so a
// subscriber gets its events as soon as one is announced.
export const dynamic = 'force-static';
export const dynamicParams = false;

export function generateStaticParams() {
  return accessibilityServiceIds.map((service) => ({ file: calendarFileName(service) }));
}

export async function GET(_request: Request, { params }: { params: Promise<{ file: string }> }) {
  const { file } = await params;
  const service = nameFromCalendarFileName(file);
  if (service === undefined || !isAccessibilityService(service)) {
    return new Response('Not found', { status: 404 });
  }
  return calendarResponse(
    feedCalendar({ kind: 'accessibility', service }, currentFeedSource(), calendarStamp()),
  );
}
