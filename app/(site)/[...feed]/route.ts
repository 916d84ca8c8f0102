import {
  calendarResponse,
  calendarStamp,
  currentFeedSource,
  everyFeed,
  feedAt,
  feedCalendar,
  feedSegments,
} from '@/lib/outputs/calendar';

// Every calendar feed to subscribe to (docs/rules/calendars.md#calendar-feeds), written once at
// build time at the path lib/site/routes.ts gives it: the season's calendar.ics (upcoming shows
// and those of the last months only), calendar/{speaker-series,festival,education,on-sale}.ics
// and calendar/accessibility/{service}.ics (one per service of the vocabulary, as there is one
// page, so a subscriber gets a service's events as soon as one is announced). The feeds differ
// only in their key (lib/outputs/calendar/feeds.ts), so one route writes them all. A show's,
// film's or education event's own file, and a show's on-sale reminder, are app/(site)/calendar/.
// Static pages and the other routes take precedence over this catch-all; any other address is
// not one of its parameters, so it writes nothing there.
export const dynamic = 'force-static';
export const dynamicParams = false;

export function generateStaticParams() {
  return everyFeed().map((feed) => ({ feed: feedSegments(feed) }));
}

export async function GET(_request: Request, { params }: { params: Promise<{ feed: string[] }> }) {
  const feed = feedAt((await params).feed);
  if (!feed) return new Response('Not found', { status: 404 });
  return calendarResponse(feedCalendar(feed.key, currentFeedSource(), calendarStamp()));
}
