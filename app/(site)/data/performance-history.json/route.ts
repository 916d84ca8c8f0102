import { currentHistoryDocument } from '@/lib/outputs/open-data';

// Written once at build time as data/performance-history.json: every performance, its works and
// performers, CC0 (docs/open-data.md).
export const dynamic = 'force-static';

export function GET() {
  return Response.json(currentHistoryDocument());
}
