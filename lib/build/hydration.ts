// The deferred-hydration loader as pages receive it (scripts/postbuild/defer-hydration.ts inlines
// it), and the one check of whether React has hydrated a page: the loader's own `reactRoot`, cut
// out of the loader's text, so the browser tests and the tap benchmark ask exactly what the
// shipped loader asks. Node only (it reads the loader's file). Why pages start React this way:
// docs/architecture.md#deferred-hydration.
import { readFileSync } from 'node:fs';
import { transformSync } from 'esbuild';
import { fileURLToPath } from 'node:url';

/** The id of the loader's inline <script> in every exported page. */
export const LOADER_ID = 'deferred-hydration';
/** Where Next's former inline boot scripts go, relative to the export folder. */
export const BOOT_FOLDER = '_next/static/boot';

/**
 * The loader's source: a plain browser script kept in its own file (hydration-loader.js) and read
 * as text, because a function's toString() under a TypeScript runner is the runner's output
 * (tsx adds `__name(...)` helpers that do not exist in the page).
 */
export const LOADER_SOURCE_FILE = fileURLToPath(new URL('./hydration-loader.js', import.meta.url));

/**
 * The loader function's text without its comments and layout, its names kept: what the tests and
 * the tap benchmark cut the hydration check out of by name (hydrationCheckSource).
 */
export function readableLoaderSource(): string {
  const text = readFileSync(LOADER_SOURCE_FILE, 'utf8');
  const at = text.indexOf('function startAppAfterPaint(');
  if (at === -1) throw new Error(`${LOADER_SOURCE_FILE} has no function startAppAfterPaint`);
  return transformSync(text.slice(at), {
    minifyWhitespace: true,
    minifySyntax: true,
    target: 'es2015',
  }).code.trim();
}

/**
 * The loader as every page carries it inline: the readable source minified by esbuild, its local
 * names shortened too (the global startAppAfterPaint keeps its name).
 */
export function loaderSource(): string {
  return transformSync(readableLoaderSource(), { minify: true, target: 'es2015' }).code.trim();
}

/** The URLs a rewritten page's loader inserts, or null when the loader's call cannot be read. */
export function loaderUrls(html: string): string[] | null {
  const script = new RegExp(`<script id="${LOADER_ID}">([\\s\\S]*?)</script>`).exec(html)?.[1];
  const args = script && /\}\)\((\[[^\]]*\]),window\)/.exec(script)?.[1];
  if (!args) return null;
  try {
    const urls: unknown = JSON.parse(args);
    return Array.isArray(urls) && urls.every((url) => typeof url === 'string') ? urls : null;
  } catch {
    return null;
  }
}

/**
 * A JavaScript expression answering, in a page, whether the loader has inserted the app's scripts
 * (its boot file comes first): true from the moment the app starts. Not any script from
 * _next/static: the noModule polyfill's tag is in the HTML from the start.
 */
export const APP_INSERTED_EXPRESSION = `document.querySelector('script[src*="/${BOOT_FOLDER}/"]') !== null`;

/** What the loader's check answers: React's root not there yet, rendering, or committed. */
export type ReactRootState = 'not started' | 'hydrating' | 'hydrated';

const CHECK_START = 'function reactRoot(){';

/**
 * The text of the loader's hydration check, `function reactRoot(){…}`, cut out of `loader`, by
 * default the loader's readable source (the shipped loader is that text minified). It reads the
 * document from the loader's `doc`. Throws when the loader no longer has the function, so the tests and
 * the benchmark stop rather than ask a question of their own.
 */
export function hydrationCheckSource(loader: string = readableLoaderSource()): string {
  const start = loader.indexOf(CHECK_START);
  if (start === -1) throw new Error(`the hydration loader has no "${CHECK_START}…}"`);
  // The function's end: the brace that closes its body. Its strings hold no braces or quotes of
  // the other kind, so skipping quoted text is enough.
  let depth = 0;
  let quote: string | null = null;
  for (let at = start + CHECK_START.length - 1; at < loader.length; at++) {
    const char = loader[at];
    if (quote) {
      if (char === '\\') at += 1;
      else if (char === quote) quote = null;
    } else if (char === "'" || char === '"') {
      quote = char;
    } else if (char === '{') {
      depth += 1;
    } else if (char === '}') {
      depth -= 1;
      if (depth === 0) return loader.slice(start, at + 1);
    }
  }
  throw new Error('the hydration loader\'s "function reactRoot()" never closes');
}

/**
 * A JavaScript expression that, evaluated in a page, answers the loader's check for that page
 * (a ReactRootState): for page.evaluate() and waitForFunction() in the browser tests and the
 * benchmark.
 */
export function reactRootStateExpression(loader: string = readableLoaderSource()): string {
  return `(function (doc) { ${hydrationCheckSource(loader)} return reactRoot(); })(document)`;
}
