// Post-build step: pages run only their islands (docs/architecture.md#islands). It bundles the
// islands' script (lib/build/islands-bundle.ts) with the class names Next gave their CSS modules
// (out/island-styles.json, then removed; every class in it is checked against the export's
// stylesheets), reads every page with an HTML parser (lib/build/next-scripts.ts), takes out
// Next's scripts of the shapes the pinned Next writes, and adds the islands' loader to the pages
// that have an island, the page-view module to the pages that carry the analytics settings, the
// service worker's registration and the Speculation Rules to every page of the site. It removes
// Next's router payloads (*.txt) and chunks, which no page loads any more. The embeds get
// nothing: each is verified to have no script at all. A script that is neither Next's nor on the
// allowlist (scripts/postbuild/script-allowlist.ts) stops the build, naming the page and the
// script; so does a page that, read again after the rewrite, is not as this step leaves it. From
// that second reading it writes the page's Content-Security-Policy (./csp-hashes.ts), with the
// analytics hosts when the build has analytics on (deploy/csp-policy.ts readSiteSettings).
//
// Usage: tsx scripts/postbuild/islands.ts [--dir out]
import { mkdir, readFile, readdir, rm, writeFile } from 'node:fs/promises';
import { availableParallelism } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { Worker } from 'node:worker_threads';
import { mapBounded, PAGES_AT_ONCE } from '../../lib/build/bounded';
import { htmlFiles } from '../../lib/build/exported-html';
import { shards, threadsFor } from '../../lib/build/page-shards';
import { errorMessage } from '../../lib/build/errors';
import { bundledFiles, bundleIslands, ISLANDS_SUMMARY_FILE } from '../../lib/build/islands-bundle';
import {
  applyEdits,
  classifyScript,
  describeScript,
  elementHtml,
  isNextPreload,
  isRouterPayload,
  markedBy,
  parsePage,
  scriptPreloadIsForeign,
  type Edit,
  type PageElement,
  type ParsedPage,
  type ScriptAllowlist,
} from '../../lib/build/next-scripts';
import { missingClasses, readIslandStylesFile } from '../../lib/build/island-styles';
import {
  analyticsIdOverride,
  basePath as configuredBasePath,
  siteUrl,
} from '../../lib/site/deployment';
import { routes } from '../../lib/site/routes';
import { ISLAND_ATTRIBUTE, ISLAND_STYLES_FILE } from '../../lib/site/islands';
import { ANALYTICS_SETTINGS_ID } from '../../components/analytics/gtag';
import { TRAILER_PLAYER_ATTRIBUTE } from '../../lib/concepts/shows';
import { pageSearches, readSiteSettings } from '../../deploy/csp-policy';
import { injectPolicyParsed } from './csp-hashes';
import { scriptAllowlist } from './script-allowlist';

const SCRIPT_FREE_FOLDER = routes.embedsFolder().replace(/^\//, '');

/** Whether an exported page (relative to the export) is an embed, which ships no script. */
export function isScriptFreePage(page: string): boolean {
  return page.split(path.sep).join('/').startsWith(SCRIPT_FREE_FOLDER);
}

/** The islands a page names, each once. */
export function islandsOf(html: string): string[] {
  return [...new Set(markedBy(parsePage(html, [ISLAND_ATTRIBUTE]), ISLAND_ATTRIBUTE))];
}

export interface PageScripts {
  loader: string;
  pageViews: string;
  /** The service worker's registration: every page of the site. */
  worker: string;
  basePath: string;
  /** The islands the site has (from the registry, through out/island-styles.json). */
  islandNames: readonly string[];
  /** Whether the pages' Content-Security-Policy allows the analytics hosts. */
  analytics: boolean;
}

/** A script or preload the page must not ship, named for the build's error. */
export class ForeignScriptError extends Error {
  constructor(readonly scripts: readonly string[]) {
    super(
      `has ${scripts.length === 1 ? 'a script' : 'scripts'} that neither Next's known output nor ` +
        `the allowlist (scripts/postbuild/script-allowlist.ts) accounts for: ${scripts.join(' | ')}`,
    );
    this.name = 'ForeignScriptError';
  }
}

function moduleScript(src: string): string {
  return elementHtml('script', [
    ['type', 'module'],
    ['src', src],
  ]);
}

/**
 * One page as it ships: Next's scripts out, the islands' in where the page needs them. Throws
 * ForeignScriptError for a script that is neither Next's nor on the allowlist.
 */
export function rewritePage(
  html: string,
  page: string,
  scripts: PageScripts,
  allow: ScriptAllowlist = scriptAllowlist(scripts.basePath),
): string {
  const parsed = parsePage(html, [ISLAND_ATTRIBUTE]);
  const edits: Edit[] = [];
  const foreign: string[] = [];
  let settings = false;
  for (const script of parsed.scripts) {
    const kind = classifyScript(script, allow, scripts.basePath);
    if (kind === 'next') edits.push({ start: script.start, end: script.end, text: '' });
    else if (kind === 'foreign') foreign.push(describeScript(parsed, script));
    if (kind === 'data' && script.attrs.get('id') === ANALYTICS_SETTINGS_ID) settings = true;
  }
  for (const link of parsed.links) {
    if (isNextPreload(link, scripts.basePath))
      edits.push({ start: link.start, end: link.end, text: '' });
    else if (scriptPreloadIsForeign(link, scripts.basePath))
      foreign.push(describeScript(parsed, link));
  }
  if (foreign.length > 0) throw new ForeignScriptError(foreign);
  edits.push(...inlineScriptsBeforeStylesheets(parsed, allow, scripts.basePath));
  if (!isScriptFreePage(page)) {
    const tail: string[] = [];
    if (markedBy(parsed, ISLAND_ATTRIBUTE).length > 0) tail.push(moduleScript(scripts.loader));
    if (settings) tail.push(moduleScript(scripts.pageViews));
    tail.push(moduleScript(scripts.worker));
    const rules = elementHtml('script', [['type', 'speculationrules']], allow.speculationRules);
    edits.push({ start: parsed.headClose, end: parsed.headClose, text: rules });
    edits.push({ start: parsed.bodyClose, end: parsed.bodyClose, text: tail.join('') });
  }
  return applyEdits(html, edits);
}

/** Whether an element of the page is in its head. */
const inHead = (parsed: ParsedPage, element: PageElement) => element.start < parsed.headClose;

const isStylesheet = (link: PageElement) =>
  (link.attrs.get('rel') ?? '').toLowerCase().split(/\s+/).includes('stylesheet');

/** The head's classic inline scripts the allowlist keeps (the visitor's clock). */
function headInlineScripts(parsed: ParsedPage, allow: ScriptAllowlist, basePath: string) {
  return parsed.scripts.filter(
    (script) =>
      inHead(parsed, script) &&
      !script.attrs.has('type') &&
      classifyScript(script, allow, basePath) === 'inline',
  );
}

/**
 * The edits that move the head's inline scripts just before its first stylesheet. React writes
 * a head's own children after the stylesheets it hoists, and a classic script after a stylesheet
 * waits for that stylesheet, and the parser with it: on a phone the page then painted early and
 * laid out again for every chunk parsed after, where without the wait the whole page is parsed
 * before the stylesheets arrive and painted once (docs/architecture.md#the-visitors-clock).
 */
function inlineScriptsBeforeStylesheets(
  parsed: ParsedPage,
  allow: ScriptAllowlist,
  basePath: string,
): Edit[] {
  const firstSheet = parsed.links.find((link) => inHead(parsed, link) && isStylesheet(link));
  if (!firstSheet) return [];
  const late = headInlineScripts(parsed, allow, basePath).filter(
    (script) => script.start > firstSheet.start,
  );
  return [
    ...late.map(({ start, end }) => ({ start, end, text: '' })),
    {
      start: firstSheet.start,
      end: firstSheet.start,
      text: late.map(({ start, end }) => parsed.html.slice(start, end)).join(''),
    },
  ];
}

/**
 * What is wrong with a page as it ships, in words; empty when it is right. The page is read
 * again: every script must be on the allowlist, the loader there once when the page has an
 * island, the worker's registration once, and an embed must have no script at all.
 */
export function verifyPage(
  html: string,
  page: string,
  scripts: PageScripts,
  allow: ScriptAllowlist = scriptAllowlist(scripts.basePath),
): string[] {
  return verifyParsed(parsePage(html, [ISLAND_ATTRIBUTE]), page, scripts, allow);
}

function verifyParsed(
  parsed: ParsedPage,
  page: string,
  scripts: PageScripts,
  allow: ScriptAllowlist,
): string[] {
  const problems: string[] = [];
  for (const script of parsed.scripts) {
    const kind = classifyScript(script, allow, scripts.basePath);
    if (kind === 'next' || kind === 'foreign')
      problems.push(
        `expected no script but the allowlist's, found ${describeScript(parsed, script)}`,
      );
  }
  for (const link of parsed.links)
    if (isNextPreload(link, scripts.basePath) || scriptPreloadIsForeign(link, scripts.basePath))
      problems.push(`expected no script preload, found ${describeScript(parsed, link)}`);
  const firstSheet = parsed.links.find((link) => inHead(parsed, link) && isStylesheet(link));
  for (const script of headInlineScripts(parsed, allow, scripts.basePath))
    if (firstSheet && script.start > firstSheet.start)
      problems.push(
        `expected the head's inline scripts before its stylesheets, found ${describeScript(parsed, script)} after one`,
      );
  const executable = parsed.scripts.filter(
    (script) => classifyScript(script, allow, scripts.basePath) !== 'data',
  );
  if (isScriptFreePage(page)) {
    if (parsed.scripts.length > 0)
      problems.push(`expected no <script> in an embed, found ${parsed.scripts.length}`);
    return problems;
  }
  const names = [...new Set(markedBy(parsed, ISLAND_ATTRIBUTE))];
  for (const name of names)
    if (!scripts.islandNames.includes(name))
      problems.push(
        `names an island "${name}" that components/islands/registry.ts does not declare`,
      );
  const count = (src: string) =>
    executable.filter((script) => script.attrs.get('src') === src).length;
  const expected = names.length > 0 ? 1 : 0;
  if (count(scripts.loader) !== expected)
    problems.push(
      `expected the islands' loader ${expected} time(s), found ${count(scripts.loader)}`,
    );
  if (count(scripts.worker) !== 1)
    problems.push(
      `expected the service worker's registration once, found ${count(scripts.worker)}`,
    );
  return problems;
}

/**
 * One page rewritten, read again and given its Content-Security-Policy (./csp-hashes.ts, from the
 * same parse): the page as it ships, the islands it has, and what is wrong with it in words (a
 * foreign script, or a page not as the rewrite leaves it); nothing is written when anything is
 * wrong.
 */
export function shipPage(
  before: string,
  page: string,
  scripts: PageScripts,
): { html: string; islands: number; problems: string[] } {
  const allow = scriptAllowlist(scripts.basePath);
  let html: string;
  try {
    html = rewritePage(before, page, scripts, allow);
  } catch (error) {
    return { html: before, islands: 0, problems: [errorMessage(error)] };
  }
  const after = parsePage(html, [ISLAND_ATTRIBUTE, TRAILER_PLAYER_ATTRIBUTE]);
  const problems = verifyParsed(after, page, scripts, allow);
  if (problems.length > 0) return { html: before, islands: 0, problems };
  try {
    const search = pageSearches(page.split(path.sep).join('/'));
    const policy = injectPolicyParsed(
      after,
      { analytics: scripts.analytics, search },
      { allow, basePath: scripts.basePath },
    );
    return {
      html: policy.html,
      islands: new Set(markedBy(after, ISLAND_ATTRIBUTE)).size,
      problems,
    };
  } catch (error) {
    return { html: before, islands: 0, problems: [errorMessage(error)] };
  }
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

/** What rewriting a set of pages found: the pages that failed, with why, and how many have islands. */
export interface PagesShipped {
  failed: Array<{ page: string; problems: string[] }>;
  withIslands: number;
}

/** Rewrites and checks the pages `files` (under the export `dir`) on this thread. */
export async function shipPages(
  files: readonly string[],
  dir: string,
  scripts: PageScripts,
): Promise<PagesShipped> {
  const failed: PagesShipped['failed'] = [];
  let withIslands = 0;
  await mapBounded(files, PAGES_AT_ONCE, async (file) => {
    const page = path.relative(dir, file);
    const before = await readFile(file, 'utf8');
    const shipped = shipPage(before, page, scripts);
    if (shipped.problems.length > 0) {
      failed.push({ page, problems: shipped.problems });
      return;
    }
    if (shipped.html !== before) await writeFile(file, shipped.html);
    if (shipped.islands > 0) withIslands += 1;
  });
  return { failed, withIslands };
}

/**
 * Every page rewritten and checked, on worker threads (./islands-pages.ts) when there are enough
 * pages for the machine's cores to share (lib/build/page-shards.ts), else on this thread.
 */
async function shipAllPages(
  files: readonly string[],
  dir: string,
  scripts: PageScripts,
): Promise<PagesShipped> {
  const threads = threadsFor(files.length, availableParallelism());
  if (threads === 1) return shipPages(files, dir, scripts);
  const results = await Promise.all(
    shards(files, threads).map(
      (shard) =>
        new Promise<PagesShipped>((resolve, reject) => {
          const worker = new Worker(new URL('./islands-pages.ts', import.meta.url), {
            workerData: { files: shard, dir, scripts },
          });
          worker.once('message', resolve);
          worker.once('error', reject);
          worker.once('exit', (code) => {
            if (code !== 0) reject(new Error(`a page-rewriting thread stopped with code ${code}`));
          });
        }),
    ),
  );
  return {
    failed: results.flatMap((result) => result.failed),
    withIslands: results.reduce((sum, result) => sum + result.withIslands, 0),
  };
}

export class IslandsRewriteError extends Error {
  constructor(readonly pages: ReadonlyArray<{ page: string; problems: string[] }>) {
    const shown = pages.slice(0, 20);
    super(
      `${pages.length} page(s) are not as the islands step leaves them ` +
        `(a script neither Next's known output nor the allowlist's: did a Next upgrade change ` +
        `its output?):\n` +
        shown.map(({ page, problems }) => `  ${page}: ${problems.join('; ')}`).join('\n') +
        (pages.length > shown.length ? `\n  … and ${pages.length - shown.length} more` : '') +
        `\nTeach lib/build/next-scripts.ts Next's new shape (and recapture scripts/postbuild/__fixtures__), ` +
        `or add the site's script to scripts/postbuild/script-allowlist.ts (docs/architecture.md#islands).`,
    );
    this.name = 'IslandsRewriteError';
  }
}

/** The text of every stylesheet in the export. */
async function stylesheetsOf(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true });
  const files = entries
    .filter((entry) => entry.isFile() && entry.name.endsWith('.css'))
    .map((entry) => path.join(entry.parentPath, entry.name));
  return Promise.all(files.map((file) => readFile(file, 'utf8')));
}

export async function shipIslands(
  dir: string,
  { basePath = configuredBasePath, analytics = readSiteSettings().analytics } = {},
) {
  const stylesFile = path.join(dir, ISLAND_STYLES_FILE);
  const declared = readIslandStylesFile(await readFile(stylesFile, 'utf8'), stylesFile);
  const unstyled = missingClasses(declared.styles, await stylesheetsOf(dir));
  if (unstyled.length > 0)
    throw new Error(
      `classes of the islands' CSS modules that no stylesheet of the export defines: ` +
        `${unstyled.slice(0, 10).join(', ')} (components/islands/registry.ts)`,
    );
  const bundle = await bundleIslands({
    outDir: dir,
    basePath,
    classNames: declared.styles,
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
    islandNames: declared.names,
    analytics,
  };
  const files = await htmlFiles(dir);
  const { failed, withIslands } = await shipAllPages(files, dir, scripts);
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
    `islands: ${result.pages} pages (each with its Content-Security-Policy), ${result.withIslands} with islands, ` +
      `${result.files} script files; ` +
      `removed ${result.payloads} router payloads and ${result.chunks} of Next's chunks, ${Date.now() - started} ms`,
  );
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  main().catch((error) => {
    console.error(`islands: ${errorMessage(error)}`);
    process.exit(1);
  });
}
