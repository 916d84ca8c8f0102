import { currentFeedSource, picksData } from '@/lib/outputs/calendar';

// Written once at build time as my-picks/picks.json (routes.picksData): what the "My picks" page
// knows of everything a visitor can save, fetched only by that page (docs/rules/picks.md#my-picks).
export const dynamic = 'force-static';

export function GET() {
  return new Response(JSON.stringify(picksData(currentFeedSource())), {
    headers: { 'Content-Type': 'application/json; charset=utf-8' },
  });
}
