// Post-build step: pages run only their islands (docs/architecture.md#islands). It bundles the
// islands' script (lib/build/islands-bundle.ts) with the class names Next gave their CSS modules
// (out/island-styles.json, then removed), takes every script of Next's out of every page
// (lib/build/next-scripts.ts), adds the islands' loader to the pages that have an island, the
// page-view module to the pages that carry the analytics settings, the service worker's
// registration and the Speculation Rules to every page of the site, and removes Next's router payloads (*.txt) and chunks, which no page
// loads any more. The embeds get nothing: each is verified to have no script at all.
// Every page is verified after the rewrite; one that does not match stops the build naming it.
//
// Usage: tsx scripts/postbuild/islands.ts [--dir out]
import { mkdir, readFile, readdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { mapBounded, PAGES_AT_ONCE } from '../../lib/build/bounded';
import { attributeValue, htmlFiles } from '../../lib/build/exported-html';
import { errorMessage } from '../../lib/build/errors';
import { bundledFiles, bundleIslands, ISLANDS_SUMMARY_FILE } from '../../lib/build/islands-bundle';
import {
  isRouterPayload,
  scriptsOf,
  stripNextScripts,
  verifyNoNextScripts,
} from '../../lib/build/next-scripts';
import {
  analyticsIdOverride,
  basePath as configuredBasePath,
  siteUrl,
} from '../../lib/site/deployment';
import { routes } from '../../lib/site/routes';
import { speculationRules } from '../../lib/site/speculation-rules';
import { ISLAND_ATTRIBUTE, ISLAND_STYLES_FILE, isIslandName } from '../../lib/site/islands';
import { ANALYTICS_SETTINGS_ID } from '../../components/analytics/gtag';

const SCRIPT_FREE_FOLDER = routes.embedsFolder().replace(/^\//, '');

/** Whether an exported page (relative to the export) is an embed, which ships no script. */
export function isScriptFreePage(page: string): boolean {
  return page.split(path.sep).join('/').startsWith(SCRIPT_FREE_FOLDER);
}

const ISLAND_NAME = new RegExp(`\\s${ISLAND_ATTRIBUTE}="([^"]*)"`, 'g');

/** The islands a page names, each once. */
export function islandsOf(html: string): string[] {
  return [...new Set([...html.matchAll(ISLAND_NAME)].map((match) => match[1] ?? ''))];
}

export interface PageScripts {
  loader: string;
  pageViews: string;
  /** The service worker's registration: every page of the site. */
  worker: string;
  basePath: string;
}

/** One page as it ships: Next's scripts out, the islands' in where the page needs them. */
export function rewritePage(html: string, page: string, scripts: PageScripts): string {
  const stripped = stripNextScripts(html, scripts.basePath);
  if (isScriptFreePage(page)) return stripped;
  const tail: string[] = [];
  if (islandsOf(stripped).length > 0)
    tail.push(`<script type="module" src="${scripts.loader}"></script>`);
  if (stripped.includes(`id="${ANALYTICS_SETTINGS_ID}"`))
    tail.push(`<script type="module" src="${scripts.pageViews}"></script>`);
  tail.push(`<script type="module" src="${scripts.worker}"></script>`);
  const rules = `<script type="speculationrules">${speculationRules(scripts.basePath)}</script>`;
  const bodyEnd = stripped.lastIndexOf('</body>');
  const headEnd = stripped.indexOf('</head>');
  if (bodyEnd === -1 || headEnd === -1) throw new Error('expected a <head> and a </body>');
  return (
    stripped.slice(0, headEnd) +
    rules +
    stripped.slice(headEnd, bodyEnd) +
    tail.join('') +
    stripped.slice(bodyEnd)
  );
}

/** What is wrong with a page as it ships, in words; empty when it is right. */
export function verifyPage(html: string, page: string, scripts: PageScripts): string[] {
  const problems = verifyNoNextScripts(html, scripts.basePath);
  const all = scriptsOf(html);
  if (isScriptFreePage(page)) {
    if (all.length > 0) problems.push(`expected no <script> in an embed, found ${all.length}`);
    return problems;
  }
  const names = islandsOf(html);
  for (const name of names)
    if (!isIslandName(name))
      problems.push(`names an island "${name}" that lib/site/islands.ts does not list`);
  const loaders = all.filter(({ attrs }) => attributeValue(attrs, 'src') === scripts.loader).length;
  const expected = names.length > 0 ? 1 : 0;
  if (loaders !== expected)
    problems.push(`expected the islands' loader ${expected} time(s), found ${loaders}`);
  const workers = all.filter(({ attrs }) => attributeValue(attrs, 'src') === scripts.worker).length;
  if (workers !== 1)
    problems.push(`expected the service worker's registration once, found ${workers}`);
  if (html.includes('self.__next_f'))
    problems.push('expected no RSC stream (self.__next_f) in the page');
  return problems;
}

async function removeNextFiles(dir: string): Promise<{ payloads: number; chunks: number }> {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true });
  let payloads = 0;
  let chunks = 0;
  const staticFolder = path.join(dir, '_next', 'static') + path.sep;
  for (const entry of entries) {
    if (!entry.isFile()) continue;
    const file = path.join(entry.parentPath, entry.name);
    const relative = path.relative(dir, file);
    if (isRouterPayload(relative)) {
      await rm(file);
      payloads += 1;
    } else if (file.startsWith(staticFolder) && entry.name.endsWith('.js')) {
      await rm(file);
      chunks += 1;
    }
  }
  return { payloads, chunks };
}

export class IslandsRewriteError extends Error {
  constructor(readonly pages: ReadonlyArray<{ page: string; problems: string[] }>) {
    const shown = pages.slice(0, 20);
    super(
      `${pages.length} page(s) are not as the islands step leaves them ` +
        `(did a Next upgrade change its output?):\n` +
        shown.map(({ page, problems }) => `  ${page}: ${problems.join('; ')}`).join('\n') +
        (pages.length > shown.length ? `\n  … and ${pages.length - shown.length} more` : '') +
        `\nFix scripts/postbuild/islands.ts or lib/build/next-scripts.ts (docs/architecture.md#islands).`,
    );
    this.name = 'IslandsRewriteError';
  }
}

export async function shipIslands(dir: string, basePath = configuredBasePath) {
  const stylesFile = path.join(dir, ISLAND_STYLES_FILE);
  const classNames = JSON.parse(await readFile(stylesFile, 'utf8')) as Record<
    string,
    Record<string, string>
  >;
  const bundle = await bundleIslands({
    outDir: dir,
    basePath,
    classNames,
    env: { BASE_PATH: basePath, SITE_URL: siteUrl, ANALYTICS_ID: analyticsIdOverride },
  });
  await mkdir(path.dirname(ISLANDS_SUMMARY_FILE), { recursive: true });
  await writeFile(
    ISLANDS_SUMMARY_FILE,
    JSON.stringify({ outDir: dir, files: bundledFiles(bundle.metafile, dir) }, null, 1),
  );
  const scripts: PageScripts = {
    loader: bundle.loader,
    pageViews: bundle.pageViews,
    worker: bundle.worker,
    basePath,
  };
  const files = await htmlFiles(dir);
  const failed: Array<{ page: string; problems: string[] }> = [];
  let withIslands = 0;
  await mapBounded(files, PAGES_AT_ONCE, async (file) => {
    const page = path.relative(dir, file);
    const before = await readFile(file, 'utf8');
    let html: string;
    try {
      html = rewritePage(before, page, scripts);
    } catch (error) {
      failed.push({ page, problems: [errorMessage(error)] });
      return;
    }
    if (html !== before) await writeFile(file, html);
    if (islandsOf(html).length > 0) withIslands += 1;
    const problems = verifyPage(html, page, scripts);
    if (problems.length > 0) failed.push({ page, problems });
  });
  if (failed.length > 0)
    throw new IslandsRewriteError(failed.sort((x, y) => (x.page < y.page ? -1 : 1)));
  await rm(stylesFile);
  const removed = await removeNextFiles(dir);
  const leftover = (await readdir(dir, { recursive: true })).filter((file) =>
    isRouterPayload(String(file)),
  );
  if (leftover.length > 0)
    throw new Error(`router payloads left in the export: ${leftover.slice(0, 5).join(', ')}`);
  return { pages: files.length, withIslands, files: bundle.files.length, ...removed };
}

async function main() {
  const { values } = parseArgs({
    options: { dir: { type: 'string', default: process.env.NEXT_DIST_DIR || 'out' } },
  });
  const started = Date.now();
  const result = await shipIslands(path.resolve(values.dir));
  console.log(
    `islands: ${result.pages} pages, ${result.withIslands} with islands, ${result.files} script files; ` +
      `removed ${result.payloads} router payloads and ${result.chunks} of Next's chunks, ${Date.now() - started} ms`,
  );
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  main().catch((error) => {
    console.error(`islands: ${errorMessage(error)}`);
    process.exit(1);
  });
}
