// Post-build step: writes the site search index (docs/rules/listings.md#search) into the export,
// with Pagefind, from the exported pages as they will be served. Only pages whose root carries
// data-pagefind-body are indexed (shows of every season, films, the speaker series, education
// events: lib/outputs/search/search-tags.ts); their filters are the hidden tags components/search/SearchTags.tsx
// writes. The bundle lands in {dir}/pagefind/ (lib/site/routes.ts searchBundle), which the search page
// loads under the base path; result addresses are stored from the export's root and the search
// page prefixes the base path (Pagefind's baseUrl), so one index serves any base path.
//
// What is indexed is a page's visible text, word apart from word (lib/outputs/search/index-text.ts):
// screen-reader-only words, hidden parts and controls are left out, and each page is handed to
// Pagefind with a space between adjacent tags (the served file is not changed). Pages are read one
// at a time and only those that carry data-pagefind-body are sent, so memory does not grow with
// the number of pages here; Pagefind holds the index in its own process.
//
// It reads the pages and writes only its own folder, so it neither needs nor disturbs the
// hydration and CSP steps before it.
//
// Verifies its result: the build stops when no page or no filter was indexed, which is what a
// lost data-pagefind-body or a renamed filter would look like.
//
// Usage: tsx scripts/postbuild/search-index.ts [--dir out]
import { readdir, readFile, rm } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import * as pagefind from 'pagefind';
import { routes } from '../../lib/site/routes';
import { errorMessage } from '../../lib/build/errors';
import { htmlFiles } from '../../lib/build/exported-html';
import { INDEX_EXCLUDE_SELECTORS, spacedForIndex } from '../../lib/outputs/search';

/** {dir}/pagefind: the bundle folder, from the route the search page loads it by. */
export function bundleDir(dir: string): string {
  return path.join(dir, ...routes.searchBundle().split('/').filter(Boolean));
}

/**
 * Pagefind also writes its ready-made interfaces; the search page uses its own box over the
 * search API (pagefind.js and pagefind-worker.js), so these would only be dead weight on the host.
 */
const UNUSED_FILE = /^pagefind-(?:ui|component-ui|modular-ui|highlight)\.(?:js|css)$/;

/** How many pages the written index holds, from the bundle's own entry file. */
export async function indexedPageCount(output: string): Promise<number> {
  const entry = JSON.parse(await readFile(path.join(output, 'pagefind-entry.json'), 'utf8')) as {
    languages?: Record<string, { page_count?: number }>;
  };
  return Object.values(entry.languages ?? {}).reduce(
    (sum, language) => sum + (language.page_count ?? 0),
    0,
  );
}

export interface IndexResult {
  pages: number;
  ms: number;
}

export async function writeSearchIndex(dir: string): Promise<IndexResult> {
  const started = Date.now();
  const output = bundleDir(dir);
  // A rebuild over an old export must not keep fragments of pages that are gone.
  await rm(output, { recursive: true, force: true });
  try {
    const { index, errors } = await pagefind.createIndex({
      forceLanguage: 'en',
      excludeSelectors: [...INDEX_EXCLUDE_SELECTORS],
    });
    if (!index) throw new Error(errors.join('; ') || 'Pagefind did not start');
    for (const file of await htmlFiles(dir)) {
      const html = await readFile(file, 'utf8');
      if (!html.includes('data-pagefind-body')) continue;
      const sourcePath = path.relative(dir, file).split(path.sep).join('/');
      const added = await index.addHTMLFile({ sourcePath, content: spacedForIndex(html) });
      if (added.errors.length > 0) throw new Error(`${sourcePath}: ${added.errors.join('; ')}`);
    }
    const written = await index.writeFiles({ outputPath: output });
    if (written.errors.length > 0) throw new Error(written.errors.join('; '));
    for (const file of await readdir(output)) {
      if (UNUSED_FILE.test(file)) await rm(path.join(output, file));
    }
    // The entry file counts the pages Pagefind indexed.
    return { pages: await indexedPageCount(output), ms: Date.now() - started };
  } finally {
    await pagefind.close();
  }
}

async function main() {
  const { values } = parseArgs({
    options: { dir: { type: 'string', default: process.env.NEXT_DIST_DIR || 'out' } },
  });
  const dir = path.resolve(values.dir);
  const result = await writeSearchIndex(dir);
  if (result.pages === 0) {
    console.error(
      `search-index: no page under ${dir} carries data-pagefind-body; run the build first.`,
    );
    process.exit(1);
  }
  console.log(
    `search-index: ${result.pages} pages indexed into ${path.relative(process.cwd(), bundleDir(dir))}/ in ${result.ms} ms`,
  );
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  main().catch((error) => {
    console.error(`search-index: ${errorMessage(error)}`);
    process.exit(1);
  });
}
