import { islandStyles } from '@/components/islands/island-styles';

// The class names Next gave the islands' CSS modules, for the islands' own bundle
// (components/islands/island-styles.ts). scripts/postbuild/islands.ts reads it and removes it
// from the export: it is never published.
export const dynamic = 'force-static';

export function GET() {
  return Response.json(islandStyles);
}
