import { embedIds, isEmbedId } from '@/lib/concepts/listings';
import { listingsDocument } from '@/lib/outputs/listings';
import { idFromListingsJsonFileName, listingsJsonFileName } from '@/lib/site/routes';

// One public JSON file per embeddable list, written at build time as listings/{id}.json
// (routes.listingsJson, docs/listings-json.md).
export const dynamic = 'force-static';
export const dynamicParams = false;

export function generateStaticParams() {
  return embedIds.map((id) => ({ file: listingsJsonFileName(id) }));
}

export async function GET(_request: Request, { params }: { params: Promise<{ file: string }> }) {
  const id = idFromListingsJsonFileName((await params).file);
  if (id === undefined || !isEmbedId(id)) return new Response('Not found', { status: 404 });
  return Response.json(listingsDocument(id));
}
