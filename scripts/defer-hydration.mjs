// Post-build step: the page paints first, React starts after. Every page is complete HTML and works
// without JavaScript; the JavaScript only adds the phone menu, the visitor's-day re-split, the
// trailer player, analytics and client-side navigation. Next writes its chunks as `async` scripts
// plus about 10 KB (gzip) of inline RSC payload per page, so on a slow phone the framework competes
// with the page's own HTML, styles and poster and runs before the first paint: Lighthouse measured
// LCP 0.3–0.8 s later than the same page without scripts (issue 5's yardstick).
//
// For each exported page this step
//   - moves Next's inline boot scripts (`self.__next_f.push(...)`, the Turbopack bootstrap) into
//     one content-hashed file under _next/static/boot/, so the HTML shrinks to what it shows;
//   - removes the chunk `<script async>` tags and their `<link rel=preload as=script>`;
//   - adds one small inline loader that inserts the boot file and the chunks, in their original
//     order, after the load event and the first paint, or at once when the visitor presses a key
//     or touches the screen before that (see startAppAfterPaint).
// Scripts it does not recognise stay where they are; JSON-LD and the noModule polyfill are left.
// Idempotent: a page that already has the loader is skipped. Must run before csp-hashes.mjs,
// which hashes the loader like every other inline script.
//
// Usage: node scripts/defer-hydration.mjs [--dir out]
import { createHash } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { attributeValue, htmlFiles } from './exported-html.mjs';
import { basePath as configuredBasePath } from '../lib/deployment.mjs';
import { EARLY_CLICKS_KEY } from '../lib/early-clicks.mjs';

export const LOADER_ID = 'deferred-hydration';
export const BOOT_FOLDER = '_next/static/boot';

const SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi;
const SCRIPT_PRELOAD = /<link\b(?=[^>]*\brel="preload")(?=[^>]*\bas="script")[^>]*>/gi;
// Next's inline scripts: the RSC payload and the Turbopack bootstrap. Anything else inline is
// somebody's deliberate early script and stays inline.
const NEXT_INLINE = /^[\s(]*(?:self\.__next_f\b|globalThis\[["']TURBOPACK["']\])/;

/**
 * The loader, as it runs in the page (serialised with toString and its line breaks dropped, so
 * plain browser JavaScript, every statement ended by `;` or `}`, no comments inside).
 *
 * When: after the load event (stylesheets and the images above the fold are in), then after the
 * first contentful paint has been presented (the paint entry is delivered only once it is; a
 * browser without paint timing skips this wait), then after one more frame. A key or touch before
 * that means the visitor wants to act now, so the app starts at once.
 * How: `async = false` keeps a dynamically inserted script's execution order while all of them
 * download in parallel; the boot file comes first, as its inline scripts did.
 * Early presses: a `type="button"` button pressed before React runs does nothing by itself, so the
 * loader records it on window[clicksKey] and ReplayEarlyClicks presses it again after hydration.
 * Links and form buttons need no replay: the browser follows and submits them natively.
 */
export function startAppAfterPaint(urls, win, clicksKey) {
  var started = false;
  var doc = win.document;
  var triggers = ['keydown', 'pointerdown', 'touchstart'];
  var early = { clicks: [], hydrated: false };
  win[clicksKey] = early;
  function start() {
    if (started) return;
    started = true;
    triggers.forEach(function (type) {
      win.removeEventListener(type, start, true);
    });
    urls.forEach(function (url) {
      var script = doc.createElement('script');
      script.src = url;
      script.async = false;
      doc.body.appendChild(script);
    });
  }
  function recordClick(event) {
    if (early.hydrated) {
      win.removeEventListener('click', recordClick, true);
      return;
    }
    var target = event.target;
    var button = target && target.closest ? target.closest('button[type="button"]') : null;
    if (!button) return;
    early.clicks.push(button);
    start();
  }
  function nextFrame() {
    win.requestAnimationFrame(function () {
      win.setTimeout(start, 0);
    });
  }
  function afterFirstPaint() {
    var Observer = win.PerformanceObserver;
    var supported = (Observer && Observer.supportedEntryTypes) || [];
    if (supported.indexOf('paint') === -1) {
      nextFrame();
      return;
    }
    var observer = new Observer(function (list) {
      if (list.getEntriesByName('first-contentful-paint').length === 0) return;
      observer.disconnect();
      nextFrame();
    });
    observer.observe({ type: 'paint', buffered: true });
  }
  triggers.forEach(function (type) {
    win.addEventListener(type, start, true);
  });
  win.addEventListener('click', recordClick, true);
  if (doc.readyState === 'complete') afterFirstPaint();
  else win.addEventListener('load', afterFirstPaint);
}

function loaderScript(urls) {
  const source = startAppAfterPaint.toString().replace(/\n\s*/g, '');
  const args = [JSON.stringify(urls), 'window', JSON.stringify(EARLY_CLICKS_KEY)].join(',');
  return `<script id="${LOADER_ID}">(${source})(${args})</script>`;
}

/**
 * Rewrites one page. Returns the new HTML and the boot file to write beside it (null when the page
 * has no Next scripts or was already rewritten).
 */
export function deferHydration(html, { basePath = configuredBasePath } = {}) {
  if (html.includes(`<script id="${LOADER_ID}">`)) return { html, boot: null };
  const chunkPrefix = `${basePath}/_next/static/`;
  const chunks = [];
  const bootParts = [];
  const rest = html.replace(SCRIPT, (tag, attrs, text) => {
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

/** Rewrites every page under dir and writes the boot files; returns counts for the build log. */
export async function deferAll(dir, { basePath = configuredBasePath } = {}) {
  const files = await htmlFiles(dir);
  await mkdir(path.join(dir, BOOT_FOLDER), { recursive: true });
  let rewritten = 0;
  let bootBytes = 0;
  await Promise.all(
    files.map(async (file) => {
      const before = await readFile(file, 'utf8');
      let result;
      try {
        result = deferHydration(before, { basePath });
      } catch (error) {
        throw new Error(`${path.relative(dir, file)}: ${error.message}`);
      }
      if (result.html === before) return;
      if (result.boot) {
        await writeFile(path.join(dir, result.boot.file), result.boot.text);
        bootBytes += Buffer.byteLength(result.boot.text);
      }
      await writeFile(file, result.html);
      rewritten += 1;
    }),
  );
  return { pages: files.length, rewritten, bootBytes };
}

async function main() {
  const { values } = parseArgs({
    options: { dir: { type: 'string', default: process.env.NEXT_DIST_DIR || 'out' } },
  });
  const dir = path.resolve(values.dir);
  const started = Date.now();
  const result = await deferAll(dir);
  if (result.pages === 0) {
    console.error(`defer-hydration: no .html files under ${dir}; run the build first.`);
    process.exit(1);
  }
  console.log(
    `defer-hydration: ${result.pages} pages (${result.rewritten} rewritten), ` +
      `${Math.round(result.bootBytes / 1024)} KB of boot scripts moved out, ${Date.now() - started} ms`,
  );
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  main().catch((error) => {
    console.error(`defer-hydration: ${error.message}`);
    process.exit(1);
  });
}
