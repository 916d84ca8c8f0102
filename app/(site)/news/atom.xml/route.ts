import { getAnnouncements, getSeries } from '@/lib/content';
import { calendarStamp } from '@/lib/outputs/calendar';
import { atomFeed, NEWS_MEDIA_TYPES, newsEntries, newsFeedInfo } from '@/lib/outputs/news';

// What's new as Atom, written once at build time as news/atom.xml (routes.news.atom;
// docs/rules/calendars.md#whats-new).
export const dynamic = 'force-static';

export function GET() {
  const series = getSeries();
  const stamp = calendarStamp();
  const entries = newsEntries(getAnnouncements(stamp), series);
  return new Response(atomFeed(entries, newsFeedInfo(entries, series, stamp)), {
    headers: { 'Content-Type': `${NEWS_MEDIA_TYPES.atom}; charset=utf-8` },
  });
}
