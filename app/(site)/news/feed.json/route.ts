import { getAnnouncements, getSeries } from '@/lib/content';
import { calendarStamp } from '@/lib/outputs/calendar';
import { jsonFeed, NEWS_MEDIA_TYPES, newsEntries, newsFeedInfo } from '@/lib/outputs/news';

// What's new as JSON Feed 1.1, written once at build time as news/feed.json (routes.news.json;
// docs/rules/calendars.md#whats-new).
export const dynamic = 'force-static';

export function GET() {
  const series = getSeries();
  const stamp = calendarStamp();
  const entries = newsEntries(getAnnouncements(stamp), series);
  return new Response(jsonFeed(entries, newsFeedInfo(entries, series, stamp)), {
    headers: { 'Content-Type': `${NEWS_MEDIA_TYPES.json}; charset=utf-8` },
  });
}
