import { historyCsv, currentHistoryDocument } from '@/lib/outputs/open-data';

// Written once at build time as data/performance-history.csv: one row per performance × work ×
// performer, CC0 (docs/open-data.md).
export const dynamic = 'force-static';

export function GET() {
  return new Response(historyCsv(currentHistoryDocument()), {
    headers: { 'Content-Type': 'text/csv; charset=utf-8' },
  });
}
