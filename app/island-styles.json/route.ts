import { islandNames, islandStyles } from '@/components/islands/registry';
import type { IslandStylesFile } from '@/lib/build/island-styles';

// The islands' names and the class names Next gave their CSS modules, for the islands' own
// bundle (components/islands/registry.ts, lib/build/island-styles.ts). scripts/postbuild/islands.ts
// reads it and removes it from the export: it is never published.
export const dynamic = 'force-static';

export function GET() {
  const file: IslandStylesFile = { names: islandNames, styles: islandStyles };
  return Response.json(file);
}
