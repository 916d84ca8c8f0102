/**
 * Bundles the islands' script (docs/architecture.md#islands) with esbuild: the loader
 * (components/islands/start.ts), one chunk per island, React and React DOM in chunks of their own
 * that only pages with a React island load, the page-view module
 * (components/analytics/page-views.ts) and the service worker's registration
 * (components/offline/register-worker.ts, workbox-window), bundled on its own into one file: every
 * page loads it, a page without islands nothing else. Content-hashed names, so the files cache for
 * ever.
 *
 * React is Next's own build of it (next/dist/compiled/react*): the HTML the islands hydrate was
 * rendered with that build, and the same build hydrates it. A CSS module resolves to the class
 * names Next gave it (lib/build/css-module-names.ts); one the map lacks stops the build. `next/link` becomes a plain link with the base path: without
 * Next's router every link is a page load. Any other `next/*` import in an island stops the build too.
 */
import path from 'node:path';
import { build, type BuildOptions, type Metafile, type Plugin } from 'esbuild';
import { ISLANDS_ENTRY, ISLANDS_FOLDER } from '../site/islands';
import { nextCssModuleNames } from './css-module-names';
import { libWithoutSideEffects } from './lib-without-side-effects';

export const PAGE_VIEWS_ENTRY = 'page-views';
export const WORKER_ENTRY = 'worker';

export interface IslandsBundle {
  /** The loader's address under the base path. */
  loader: string;
  /** The page-view module's address under the base path. */
  pageViews: string;
  /** The worker registration's address under the base path. */
  worker: string;
  /** Every file written, relative to the export folder. */
  files: string[];
  metafile: Metafile;
}

const ROOT = path.resolve(import.meta.dirname, '../..');

/**
 * What each written file holds, for bench:script-weight (bench/script-weight.ts): its bytes and
 * how many of them are React's. Beside Next's build output, never in the export.
 */
export const ISLANDS_SUMMARY_FILE = path.join(ROOT, '.next', 'islands-bundle.json');

/** A file of the bundle: its bytes as written and how many of them are React and React DOM. */
export interface BundledFile {
  bytes: number;
  reactBytes: number;
}

/** React, React DOM and their scheduler, as Next compiles them (NEXT_REACT below). */
const REACT_INPUT = /node_modules\/next\/dist\/compiled\/(react|react-dom|scheduler)\//;

/** Each output file (relative to the export folder) with its bytes and React's share of them. */
export function bundledFiles(metafile: Metafile, outDir: string): Record<string, BundledFile> {
  return Object.fromEntries(
    Object.entries(metafile.outputs)
      .filter(([file]) => file.endsWith('.js'))
      .map(([file, output]) => [
        path.relative(outDir, path.resolve(ROOT, file)).split(path.sep).join('/'),
        {
          bytes: output.bytes,
          reactBytes: Object.entries(output.inputs)
            .filter(([input]) => REACT_INPUT.test(input))
            .reduce((sum, [, input]) => sum + input.bytesInOutput, 0),
        },
      ]),
  );
}

const NEXT_REACT: Record<string, string> = {
  react: 'next/dist/compiled/react',
  'react/jsx-runtime': 'next/dist/compiled/react/jsx-runtime',
  'react-dom': 'next/dist/compiled/react-dom',
  'react-dom/client': 'next/dist/compiled/react-dom/client',
};

/** Plain CSS an island imports is the pages' own stylesheet already: nothing of it is bundled. */
function withoutPlainCss(): Plugin {
  return {
    name: 'without-plain-css',
    setup(builder) {
      builder.onLoad({ filter: /\.css$/ }, () => ({ contents: '', loader: 'js' }));
    },
  };
}

function nextShims(): Plugin {
  return {
    name: 'next-shims',
    setup(builder) {
      builder.onResolve({ filter: /^next\/link$/ }, () => ({
        path: path.join(ROOT, 'components/islands/shims/link.tsx'),
      }));
      builder.onResolve({ filter: /^next\// }, (args) =>
        args.path.startsWith('next/dist/compiled/')
          ? undefined
          : {
              errors: [
                {
                  text: `${args.path} (imported by ${path.relative(ROOT, args.importer)}) has no place in an island: it needs Next's client runtime, which pages do not load`,
                },
              ],
            },
      );
    },
  };
}

export async function bundleIslands({
  outDir,
  basePath,
  classNames,
  env,
}: {
  /** The export folder (out/). */
  outDir: string;
  basePath: string;
  classNames: Record<string, Record<string, string>>;
  /** What next.config.ts inlines into the browser's bundles (process.env.*). */
  env: Record<string, string>;
}): Promise<IslandsBundle> {
  const folder = path.join(outDir, ISLANDS_FOLDER);
  const options = {
    absWorkingDir: ROOT,
    bundle: true,
    format: 'esm',
    minify: true,
    target: ['es2022', 'chrome111', 'firefox115', 'safari16.4'],
    outdir: folder,
    entryNames: '[name]-[hash]',
    chunkNames: 'chunks/[name]-[hash]',
    alias: NEXT_REACT,
    jsx: 'automatic',
    define: {
      'process.env.NODE_ENV': '"production"',
      ...Object.fromEntries(
        Object.entries(env).map(([key, value]) => [`process.env.${key}`, JSON.stringify(value)]),
      ),
    },
    plugins: [
      nextShims(),
      // Before withoutPlainCss: the first plugin to load a file wins.
      nextCssModuleNames({ root: ROOT, classNames, bundle: 'an island' }),
      withoutPlainCss(),
      libWithoutSideEffects(),
    ],
    metafile: true,
    legalComments: 'none',
    logLevel: 'silent',
  } satisfies BuildOptions;
  const [islands, worker] = await Promise.all([
    build({
      ...options,
      entryPoints: {
        [ISLANDS_ENTRY]: 'components/islands/start.ts',
        [PAGE_VIEWS_ENTRY]: 'components/analytics/start.ts',
      },
      splitting: true,
    }),
    // One file with nothing shared: a page without islands loads this and no chunk.
    build({
      ...options,
      entryPoints: { [WORKER_ENTRY]: 'components/offline/start.ts' },
      splitting: false,
    }),
  ]);
  const result = {
    metafile: {
      inputs: { ...islands.metafile.inputs, ...worker.metafile.inputs },
      outputs: { ...islands.metafile.outputs, ...worker.metafile.outputs },
    },
  };
  const files = Object.keys(result.metafile.outputs).map((file) =>
    path.relative(outDir, path.resolve(ROOT, file)).split(path.sep).join('/'),
  );
  const entry = (stem: string) => {
    const file = files.find(
      (name) => name.startsWith(`${ISLANDS_FOLDER}/${stem}-`) && name.endsWith('.js'),
    );
    if (!file) throw new Error(`the islands' bundle has no ${stem} entry`);
    return `${basePath}/${file}`;
  };
  return {
    loader: entry(ISLANDS_ENTRY),
    pageViews: entry(PAGE_VIEWS_ENTRY),
    worker: entry(WORKER_ENTRY),
    files,
    metafile: result.metafile,
  };
}
