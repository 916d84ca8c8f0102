import { listingsJsonSchema } from '@/lib/outputs/listings';
import { absoluteUrl } from '@/lib/site/paths';
import { routes } from '@/lib/site/routes';

// The JSON Schema of the lists' JSON, made from the zod schema the build checks them with
// (lib/outputs/listings/schema.ts), so the published schema and the files cannot differ.
export const dynamic = 'force-static';

export function GET() {
  return Response.json(listingsJsonSchema(absoluteUrl(routes.listingsSchema())));
}
