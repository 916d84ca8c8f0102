// Post-build step: the page paints first, React starts after. For each exported page it moves
// Next's inline boot scripts into one content-hashed file under _next/static/boot/, removes the
// chunk `<script async>` tags and their preloads, and inlines the loader (startAppAfterPaint,
// lib/build/hydration-loader.js) that inserts them at the visitor's first move after the first
// paint, or after that paint on its own when the page needs the app (lib/site/app-start.ts). The
// chunks the loaders insert get V8's compile hint (lib/build/compile-hints.ts), so they compile
// off the main thread.
// Invariants: scripts it does not recognise, JSON-LD and the noModule polyfill stay; a page that
// already has the loader is skipped; it runs before csp-hashes.ts, which hashes the loader; every
// page is verified after the rewrite, and one that does not match stops the build naming it.
// The embeds (docs/product-rules.md#embeds) are the exception on purpose: they get no loader and
// lose every script of Next's, and each is verified to have no script at all, so a script that
// appears there (a Next upgrade, a client component) stops the build naming the page.
// DEFER_HYDRATION=off skips the step. Why: docs/architecture.md#deferred-hydration.
//
// Usage: tsx scripts/postbuild/defer-hydration.ts [--dir out]
import { createHash } from 'node:crypto';
import { access, mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { mapBounded, PAGES_AT_ONCE } from '../../lib/build/bounded';
import { attributeValue, htmlFiles } from '../../lib/build/exported-html';
import { basePath as configuredBasePath } from '../../lib/site/deployment';
import { errorMessage } from '../../lib/build/errors';
import { BOOT_FOLDER, LOADER_ID, loaderSource, loaderUrls } from '../../lib/build/hydration';
import { routes } from '../../lib/site/routes';
import { COMPILE_HINT, startupChunks, withCompileHint } from '../../lib/build/compile-hints';

const SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi;
const SCRIPT_PRELOAD = /<link\b(?=[^>]*\brel="preload")(?=[^>]*\bas="script")[^>]*>/gi;
// Next's inline scripts: the RSC payload and the Turbopack bootstrap. Anything else inline is
// somebody's deliberate early script and stays inline.
const NEXT_INLINE = /^[\s(]*(?:self\.__next_f\b|globalThis\[["']TURBOPACK["']\])/;
// What marks an inline script as Next's when verifying, wherever it appears in the text.
const NEXT_MARKER = /\b__next|["']TURBOPACK["']/;

function loaderScript(urls: string[]): string {
  const source = loaderSource();
  const args = [JSON.stringify(urls), 'window'].join(',');
  return `<script id="${LOADER_ID}">(${source})(${args})</script>`;
}

/**
 * Rewrites one page. Returns the new HTML and the boot file to write beside it (null when the page
 * has no Next scripts or was already rewritten).
 */
export interface DeferredPage {
  html: string;
  /** The boot file to write beside the page, relative to the export folder. */
  boot: { file: string; text: string } | null;
}

export function deferHydration(
  html: string,
  { basePath = configuredBasePath }: { basePath?: string } = {},
): DeferredPage {
  if (html.includes(`<script id="${LOADER_ID}">`)) return { html, boot: null };
  const chunkPrefix = `${basePath}/_next/static/`;
  const chunks: string[] = [];
  const bootParts: string[] = [];
  const rest = html.replace(SCRIPT, (tag: string, attrs: string, text: string) => {
    const src = attributeValue(attrs, 'src');
    if (src !== null) {
      const deferrable =
        src.startsWith(chunkPrefix) &&
        attributeValue(attrs, 'async') !== null &&
        attributeValue(attrs, 'nomodule') === null;
      if (!deferrable) return tag;
      chunks.push(src);
      return '';
    }
    if (attributeValue(attrs, 'type') !== null || !NEXT_INLINE.test(text)) return tag;
    bootParts.push(text);
    return '';
  });
  if (chunks.length === 0 && bootParts.length === 0) return { html, boot: null };

  // One statement per former <script>: each was its own program, so a `;` keeps them apart.
  const bootText = bootParts.map((part) => `${part.trimEnd().replace(/;$/, '')};\n`).join('');
  const bootName = `${createHash('sha256').update(bootText).digest('hex').slice(0, 16)}.js`;
  const boot = bootParts.length > 0 ? { file: `${BOOT_FOLDER}/${bootName}`, text: bootText } : null;
  const urls = [...(boot ? [`${basePath}/${boot.file}`] : []), ...chunks];

  const withoutPreloads = rest.replace(SCRIPT_PRELOAD, (tag) => {
    const href = attributeValue(tag, 'href');
    return href !== null && chunks.includes(href) ? '' : tag;
  });
  const bodyEnd = withoutPreloads.lastIndexOf('</body>');
  if (bodyEnd === -1) throw new Error('no </body> to put the loader before');
  return {
    html: `${withoutPreloads.slice(0, bodyEnd)}${loaderScript(urls)}${withoutPreloads.slice(bodyEnd)}`,
    boot,
  };
}

/** The folder of the pages that ship no script, relative to the export: the embeds. */
const SCRIPT_FREE_FOLDER = routes.embedsFolder().replace(/^\//, '');
const MODULE_PRELOAD = /<link\b(?=[^>]*\brel="modulepreload")[^>]*>/gi;
const STYLE_PRELOAD = /<link\b(?=[^>]*\brel="preload")(?=[^>]*\bas="style")[^>]*>/gi;

/** Whether an exported file (relative to the export folder) is a page that ships no script. */
export function isScriptFreePage(page: string): boolean {
  return page.split(path.sep).join('/').startsWith(SCRIPT_FREE_FOLDER);
}

/**
 * Removes Next's scripts (its chunks, the noModule polyfill, the inline payload and bootstrap) and
 * their preloads from a page that needs none, and the style preloads, which serve only the error
 * page React would show (app/global-error.tsx). Any other script stays, for verifyScriptFree.
 */
export function stripScripts(
  html: string,
  { basePath = configuredBasePath }: { basePath?: string } = {},
): string {
  const chunkPrefix = `${basePath}/_next/static/`;
  return html
    .replace(SCRIPT, (tag: string, attrs: string, text: string) => {
      const src = attributeValue(attrs, 'src');
      if (src !== null) return src.startsWith(chunkPrefix) ? '' : tag;
      return attributeValue(attrs, 'type') === null && NEXT_MARKER.test(text) ? '' : tag;
    })
    .replace(SCRIPT_PRELOAD, '')
    .replace(MODULE_PRELOAD, '')
    .replace(STYLE_PRELOAD, '');
}

/** What makes a page that must ship no script fail: any <script> or script preload left. */
export function verifyScriptFree(html: string): string[] {
  const problems: string[] = [];
  const scripts = [...html.matchAll(SCRIPT)].length;
  if (scripts > 0)
    problems.push(`expected no <script> on a page that ships none, found ${scripts}`);
  const preloads = [...html.matchAll(SCRIPT_PRELOAD), ...html.matchAll(MODULE_PRELOAD)].length;
  if (preloads > 0) problems.push(`expected no script preload, found ${preloads}`);
  return problems;
}

/** Pages read, rewritten and verified at a time: never the whole site in memory at once. */
export const BATCH_SIZE = PAGES_AT_ONCE;

/**
 * What is wrong with a page after the rewrite, in words that say what was expected; empty when
 * it is as the loader needs it. `exists` answers whether a file of the export folder exists.
 */
export async function verifyPage(
  html: string,
  {
    basePath = configuredBasePath,
    exists,
  }: { basePath?: string; exists: (relativeFile: string) => Promise<boolean> },
): Promise<string[]> {
  const problems: string[] = [];
  const chunkPrefix = `${basePath}/_next/static/`;
  let payloads = 0;
  let chunkTags = 0;
  for (const [, attrs = '', text = ''] of html.matchAll(SCRIPT)) {
    const src = attributeValue(attrs, 'src');
    if (src === null) {
      // Not only NEXT_INLINE: a renamed payload global (self.__next_x) must be caught too.
      const executable = attributeValue(attrs, 'type') === null;
      if (executable && attributeValue(attrs, 'id') !== LOADER_ID && NEXT_MARKER.test(text))
        payloads += 1;
    } else if (src.startsWith(chunkPrefix) && attributeValue(attrs, 'nomodule') === null) {
      chunkTags += 1;
    }
  }
  if (payloads > 0)
    problems.push(
      `expected no inline script of Next's (__next…, TURBOPACK) left, found ${payloads}`,
    );
  if (chunkTags > 0)
    problems.push(
      `expected no <script src="${chunkPrefix}…"> left but the noModule polyfill, found ${chunkTags}`,
    );
  const loaders = html.split(`<script id="${LOADER_ID}">`).length - 1;
  if (loaders !== 1) {
    problems.push(`expected the ${LOADER_ID} loader exactly once, found ${loaders}`);
    return problems;
  }
  const urls = loaderUrls(html);
  if (!urls || urls.length === 0) {
    problems.push('expected the loader to be called with the list of scripts to load');
    return problems;
  }
  if (!urls[0]?.startsWith(`${basePath}/${BOOT_FOLDER}/`))
    problems.push(
      `expected the loader to load a boot file under ${basePath}/${BOOT_FOLDER}/ first`,
    );
  for (const url of urls) {
    if (!url.startsWith(chunkPrefix)) {
      problems.push(`expected only files under ${chunkPrefix} in the loader, found ${url}`);
    } else if (!(await exists(url.slice(basePath.length + 1)))) {
      problems.push(`expected ${url} to exist in the export, it does not`);
    }
  }
  return problems;
}

/** Thrown when pages do not have the shape the rewrite promises; names every such page. */
export class HydrationRewriteError extends Error {
  constructor(readonly pages: ReadonlyArray<{ page: string; problems: string[] }>) {
    const shown = pages.slice(0, 20);
    super(
      `${pages.length} page(s) do not match what this step expects of Next's HTML ` +
        `(did a Next upgrade change its output?):\n` +
        shown.map(({ page, problems }) => `  ${page}: ${problems.join('; ')}`).join('\n') +
        (pages.length > shown.length ? `\n  … and ${pages.length - shown.length} more` : '') +
        `\nFix scripts/postbuild/defer-hydration.ts, or build with DEFER_HYDRATION=off to keep Next's own ` +
        `scripts (see docs/architecture.md).`,
    );
    this.name = 'HydrationRewriteError';
  }
}

/**
 * Rewrites and verifies every page under dir, BATCH_SIZE pages at a time, and writes the boot
 * files; returns counts for the build log, or throws HydrationRewriteError.
 */
export async function deferAll(
  dir: string,
  { basePath = configuredBasePath }: { basePath?: string } = {},
): Promise<{ pages: number; rewritten: number; bootBytes: number; hinted: number }> {
  const files = await htmlFiles(dir);
  await mkdir(path.join(dir, BOOT_FOLDER), { recursive: true });
  const exists = (relativeFile: string) =>
    access(path.join(dir, relativeFile)).then(
      () => true,
      () => false,
    );
  let rewritten = 0;
  let bootBytes = 0;
  const failed: Array<{ page: string; problems: string[] }> = [];
  const loaded = new Set<string>();
  await mapBounded(files, BATCH_SIZE, async (file) => {
    const page = path.relative(dir, file);
    const before = await readFile(file, 'utf8');
    if (isScriptFreePage(page)) {
      const html = stripScripts(before, { basePath });
      if (html !== before) {
        await writeFile(file, html);
        rewritten += 1;
      }
      const problems = verifyScriptFree(html);
      if (problems.length > 0) failed.push({ page, problems });
      return;
    }
    let result;
    try {
      result = deferHydration(before, { basePath });
    } catch (error) {
      failed.push({ page, problems: [errorMessage(error)] });
      return;
    }
    if (result.html !== before) {
      if (result.boot) {
        await writeFile(path.join(dir, result.boot.file), result.boot.text);
        bootBytes += Buffer.byteLength(result.boot.text);
      }
      await writeFile(file, result.html);
      rewritten += 1;
    }
    const problems = await verifyPage(result.html, { basePath, exists });
    if (problems.length > 0) failed.push({ page, problems });
    for (const url of loaderUrls(result.html) ?? []) loaded.add(url);
  });
  if (failed.length > 0)
    throw new HydrationRewriteError(failed.sort((x, y) => (x.page < y.page ? -1 : 1)));
  // The chunks pages start with compile off the main thread (lib/build/compile-hints.ts).
  let hintedChunks = 0;
  await mapBounded(startupChunks(loaded, basePath), BATCH_SIZE, async (chunk) => {
    const file = path.join(dir, chunk);
    const text = await readFile(file, 'utf8');
    const hinted = withCompileHint(text);
    if (hinted !== text) await writeFile(file, hinted);
    if (hinted.startsWith(COMPILE_HINT)) hintedChunks += 1;
  });
  return { pages: files.length, rewritten, bootBytes, hinted: hintedChunks };
}

/** DEFER_HYDRATION=off (or 0, false, no) turns the step off. */
export function isSwitchedOff(env: Record<string, string | undefined> = process.env): boolean {
  return /^(off|0|false|no)$/i.test(env.DEFER_HYDRATION?.trim() ?? '');
}

async function main() {
  const { values } = parseArgs({
    options: { dir: { type: 'string', default: process.env.NEXT_DIST_DIR || 'out' } },
  });
  const dir = path.resolve(values.dir);
  if (isSwitchedOff()) {
    console.log("defer-hydration: skipped (DEFER_HYDRATION=off); pages keep Next's own scripts");
    return;
  }
  const started = Date.now();
  const result = await deferAll(dir);
  if (result.pages === 0) {
    console.error(`defer-hydration: no .html files under ${dir}; run the build first.`);
    process.exit(1);
  }
  console.log(
    `defer-hydration: ${result.pages} pages (${result.rewritten} rewritten), ` +
      `${Math.round(result.bootBytes / 1024)} KB of boot scripts moved out, ` +
      `${result.hinted} start-up chunks compile-hinted, ${Date.now() - started} ms`,
  );
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  main().catch((error) => {
    console.error(`defer-hydration: ${errorMessage(error)}`);
    process.exit(1);
  });
}
