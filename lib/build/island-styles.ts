/**
 * What app/island-styles.json/route.ts writes into the export for the islands' bundle
 * (docs/architecture.md#islands): the islands' names and the class names Next gave the CSS
 * modules they import, both from components/islands/registry.ts. The post-build step reads it,
 * checks that every class resolves in the export's stylesheets, and removes it.
 */
import { z } from 'zod';

export const islandStylesFileSchema = z.object({
  /** The name of every island the registry declares. */
  names: z.array(z.string().min(1)).min(1),
  /** Per CSS module (its path from the project's root): its local names to Next's names. */
  styles: z.record(z.string(), z.record(z.string(), z.string().min(1))),
});

export type IslandStylesFile = z.infer<typeof islandStylesFileSchema>;

/** The file's JSON, validated; the error names the file. */
export function readIslandStylesFile(text: string, file: string): IslandStylesFile {
  const parsed = islandStylesFileSchema.safeParse(JSON.parse(text));
  if (!parsed.success)
    throw new Error(
      `${file} is not as app/island-styles.json/route.ts writes it: ${parsed.error.message}`,
    );
  return parsed.data;
}

/** The class selectors a stylesheet defines (`.name`, escapes undone). */
export function classesInCss(css: string): Set<string> {
  const withoutComments = css.replace(/\/\*[\s\S]*?\*\//g, '');
  const names = new Set<string>();
  for (const [, name = ''] of withoutComments.matchAll(/\.((?:[\w-]|\\.)+)/g))
    names.add(name.replace(/\\(.)/g, '$1'));
  return names;
}

/**
 * Each class name of the islands' CSS modules that no stylesheet of the export defines, as
 * "module: local -> name": an island would render it with a class that styles nothing.
 */
export function missingClasses(
  styles: IslandStylesFile['styles'],
  stylesheets: readonly string[],
): string[] {
  const defined = new Set(stylesheets.flatMap((css) => [...classesInCss(css)]));
  return Object.entries(styles).flatMap(([module, names]) =>
    Object.entries(names)
      .filter(([, name]) => !defined.has(name))
      .map(([local, name]) => `${module}: ${local} -> ${name}`),
  );
}
