import { historyJsonSchema } from '@/lib/outputs/open-data';
import { absoluteUrl } from '@/lib/site/paths';
import { routes } from '@/lib/site/routes';

// The JSON Schema of data/performance-history.json, made from the zod schema the tests check the
// file with (lib/outputs/open-data/schema.ts), so the two cannot differ.
export const dynamic = 'force-static';

export function GET() {
  return Response.json(
    historyJsonSchema(absoluteUrl(routes.openDataFile('performance-history.schema.json'))),
  );
}
