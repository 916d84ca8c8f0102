import { cssModuleNames } from '@/components/css-modules';
import { islandNames } from '@/components/islands/registry';
import type { IslandStylesFile } from '@/lib/build/island-styles';

// The islands' names and the class names Next gave the CSS modules that the bundles built apart
// from Next import (components/islands/registry.ts, components/css-modules.ts,
// lib/build/island-styles.ts). The post-build steps read it and scripts/postbuild/islands.ts
// removes it from the export: it is never published.
export const dynamic = 'force-static';

export function GET() {
  const file: IslandStylesFile = { names: islandNames, styles: cssModuleNames };
  return Response.json(file);
}
