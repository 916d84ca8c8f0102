// `npm run bench:script-weight -- [--dir out]`: every script each page of bench/floor-pages.ts
// loads once all its islands have started, gzipped, with React and React DOM told apart from
// ours. Not a timing: the same export always gives the same figures. In Debian's Chromium, each
// page is opened, scrolled to its end (an island that waits to near the viewport starts too) and
// left until every island has started and the network is idle; every script file it fetched is
// weighed from the export (gzip 9, as the package precompresses it), and the page's inline
// scripts together (gzip 9: they travel in the compressed page, where repeats cost little). A
// file's React share comes from the islands' bundle (ISLANDS_SUMMARY_FILE, written by
// scripts/postbuild/islands.ts from esbuild's metafile): its React bytes over its bytes. Target
// (bench/targets.ts): at most SCRIPT_WEIGHT_TARGETS.oursKb of ours per page, React besides.
// Writes bench/results/script-weight.json on a run of out/. Build as deployed first:
// `ANALYTICS_ID=G-BENCH00001 npm run build`.
import { existsSync, readFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import { ISLANDS_SUMMARY_FILE, type BundledFile } from '../lib/build/islands-bundle';
import { basePath } from '../lib/site/deployment';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../test/support/chromium';
import { floorPages } from './floor-pages';
import { waitForIslands } from './islands-started';
import {
  countsPageViews,
  loadNow,
  provenanceNow,
  round,
  writeResults,
  type ScriptWeightPage,
} from './results';
import { serveExport } from './serve-export';
import { SCRIPT_WEIGHT_TARGETS } from './targets';

const { values } = parseArgs({
  options: {
    dir: { type: 'string', default: 'out' },
    port: { type: 'string', default: String(Number(process.env.E2E_PORT_BASE ?? 4300) + 75) },
  },
});
const dir = path.resolve(values.dir);
if (!existsSync(path.join(dir, 'index.html')))
  throw new Error(`${values.dir}: no exported site (npm run build first)`);

const gzipBytes = (data: Buffer | string) => gzipSync(data, { level: 9 }).length;
const kb = (bytes: number) => round(bytes / 1024, 1);

/** The islands' bundle of this export, or a loud stop when it is another build's. */
function bundleOf(): Record<string, BundledFile> {
  if (!existsSync(ISLANDS_SUMMARY_FILE))
    throw new Error(`${ISLANDS_SUMMARY_FILE}: missing; build the site first`);
  const summary = JSON.parse(readFileSync(ISLANDS_SUMMARY_FILE, 'utf8')) as {
    outDir: string;
    files: Record<string, BundledFile>;
  };
  if (path.resolve(summary.outDir) !== dir)
    throw new Error(`${ISLANDS_SUMMARY_FILE} describes ${summary.outDir}, not ${dir}: build again`);
  return summary.files;
}

/** The inline scripts of a page's HTML (JSON data blocks are not scripts and are left out). */
function inlineScripts(html: string): string[] {
  return [...html.matchAll(/<script(?![^>]*\bsrc=)([^>]*)>([\s\S]*?)<\/script>/g)]
    .filter(([, attributes]) => !/type="application\/(ld\+)?json"/.test(attributes ?? ''))
    .map(([, , body]) => body ?? '')
    .filter((body) => body.trim() !== '');
}

async function main() {
  const files = bundleOf();
  const pages = await floorPages();
  const server = await serveExport({ dir, port: Number(values.port) });
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  const loadBefore = loadNow();
  const results: ScriptWeightPage[] = [];
  try {
    for (const { label, path: pagePath } of pages) {
      // The CSP forbids the string the islands' check evaluates; it changes nothing that loads.
      const page = await browser.newPage({ bypassCSP: true });
      const fetched = new Set<string>();
      page.on('response', (response) => {
        const url = new URL(response.url());
        if (
          response.request().resourceType() === 'script' &&
          url.origin === new URL(server.origin).origin
        )
          fetched.add(url.pathname);
      });
      await page.goto(server.origin + pagePath, { waitUntil: 'load' });
      await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
      await waitForIslands(page);
      await page.waitForLoadState('networkidle');
      await page.close();
      let ours = 0;
      let react = 0;
      const scriptFiles = [...fetched].sort();
      for (const url of scriptFiles) {
        const file = url.slice(basePath.length + 1);
        const share = files[file];
        if (!share) throw new Error(`${label}: ${file} is not in the islands' bundle`);
        const gz = gzipBytes(await readFile(path.join(dir, file)));
        const reactPart = share.bytes === 0 ? 0 : (gz * share.reactBytes) / share.bytes;
        react += reactPart;
        ours += gz - reactPart;
      }
      const html = await readFile(path.join(dir, pagePath, 'index.html'), 'utf8');
      const scripts = inlineScripts(html);
      const inline = scripts.length === 0 ? 0 : gzipBytes(scripts.join('\n'));
      results.push({
        page: label,
        path: pagePath,
        files: scriptFiles.length,
        oursKb: kb(ours + inline),
        inlineKb: kb(inline),
        reactKb: kb(react),
      });
    }
  } finally {
    await browser.close();
    server.stop();
  }
  if (values.dir === 'out') {
    await writeResults('scriptWeight', {
      ...provenanceNow(`npm run bench:script-weight -- ${process.argv.slice(2).join(' ')}`.trim(), {
        before: loadBefore,
        after: loadNow(),
      }),
      analytics: countsPageViews(dir),
      pages: results,
    });
  }
  console.table(results);
  const over = results.filter((r) => r.oursKb > SCRIPT_WEIGHT_TARGETS.oursKb);
  if (over.length > 0) {
    console.error(
      `over ${SCRIPT_WEIGHT_TARGETS.oursKb} KB of our script: ${over.map((r) => `${r.page} ${r.oursKb} KB`).join(', ')}`,
    );
    process.exitCode = 1;
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
