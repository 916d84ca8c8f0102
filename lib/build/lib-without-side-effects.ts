import path from 'node:path';
import type { Plugin } from 'esbuild';

const ROOT = path.resolve(import.meta.dirname, '../..');

/**
 * The project's own lib/ modules are declarations only (constants and functions, no work at load),
 * so an island that uses one function of a module does not keep the modules that module imports
 * for its other functions: without this, the picks' toggles carried the time-zone library
 * because lib/concepts/shows/rules/show-status.ts imports it for the ticket phase. (esbuild keeps an import of a
 * module it must assume has side effects; a package says so with "sideEffects", which this
 * project's package.json cannot, since Next's CSS imports are side effects.) The editor's preview
 * bundle (lib/build/editor-previews-bundle.ts) uses it too: a page that shows a venue's structured data does not
 * carry the plain-text converter the event nodes need.
 */
export function libWithoutSideEffects(): Plugin {
  return {
    name: 'lib-without-side-effects',
    setup(builder) {
      builder.onResolve({ filter: /^(@\/lib\/|\.\.?\/)/ }, async (args) => {
        if ((args.pluginData as { resolving?: boolean } | undefined)?.resolving) return undefined;
        const resolved = await builder.resolve(args.path, {
          kind: args.kind,
          importer: args.importer,
          resolveDir: args.resolveDir,
          pluginData: { resolving: true },
        });
        if (resolved.errors.length > 0) return { errors: resolved.errors };
        const relative = path.relative(ROOT, resolved.path);
        if (!relative.startsWith(`lib${path.sep}`) || !/\.ts$/.test(relative)) return undefined;
        return { path: resolved.path, sideEffects: false };
      });
    },
  };
}
