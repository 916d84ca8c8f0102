// When a page's islands have started, for the benchmarks, and `npm run bench:islands-started`,
// which times it. The loader (components/islands/loader.ts) marks each island's element once it
// runs (data-island-started), with no move or press of the visitor's; the browser tests have their
// own wait, with Playwright's expect (e2e/support/browser.ts), and check that every island starts
// (e2e/islands.spec.ts) without a timing budget, since the machine's speed is no test's business.
//
// The benchmark opens each page of bench/floor-pages.ts that has an island on a phone (375×812,
// 4× CPU slowdown) in Debian's Chromium, a fresh page per run, and measures in the page the ms
// from the load event's end until every island that starts at idle has started, then scrolls to
// the first island that waits for the viewport (data-island-when-visible) and measures the ms
// until every such island has started. Target (bench/targets.ts ISLANDS_STARTED_TARGETS): each
// page's median within 3 s. It does not build (`npm run build` first); a run of out/ writes
// bench/results/islands-started.json.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { chromium, type Page } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../test/support/chromium';
import { floorPages } from './floor-pages';
import { spreadOf } from './floor-stats';
import {
  loadNow,
  provenanceNow,
  round,
  writeResults,
  type IslandsStartedPage,
  type MsSpread,
} from './results';
import { serveExport } from './serve-export';
import { ISLANDS_STARTED_TARGETS } from './targets';

/** In a page: 'none' (no island), 'starting' (some not yet), 'started' (every one). */
export const ISLANDS_STATE = `(() => {
  const islands = [...document.querySelectorAll('[data-island]')];
  if (islands.length === 0) return 'none';
  return islands.every((island) => island.hasAttribute('data-island-started')) ? 'started' : 'starting';
})()`;

export async function waitForIslands(page: Page): Promise<void> {
  await page.waitForFunction(`${ISLANDS_STATE} !== 'starting'`, undefined, {
    polling: 10,
    timeout: 30_000,
  });
}

/** The islands that start at idle, and those that wait until they near the viewport. */
const AT_IDLE = '[data-island]:not([data-island-when-visible])';
const WHEN_NEAR = '[data-island-when-visible]';

/**
 * Milliseconds, measured in the page, from `since` (the load event's end, or now) until every
 * island `selector` finds has started; null when the page has none.
 */
function msUntilStarted(page: Page, selector: string, since: 'load' | 'now') {
  // A string, not a function: tsx's helpers (__name) do not exist in the page.
  return page.evaluate<number | null>(`new Promise((resolve) => {
    const selector = ${JSON.stringify(selector)};
    if (document.querySelectorAll(selector).length === 0) return resolve(null);
    const from = ${since === 'load' ? "performance.getEntriesByType('navigation')[0].loadEventEnd" : 'performance.now()'};
    const poll = () => {
      const islands = [...document.querySelectorAll(selector)];
      if (islands.every((island) => island.hasAttribute('data-island-started')))
        resolve(Math.max(0, performance.now() - from));
      else setTimeout(poll, 10);
    };
    poll();
  })`);
}

async function main() {
  const { values } = parseArgs({
    options: {
      dir: { type: 'string', default: 'out' },
      runs: { type: 'string', default: '5' },
      port: { type: 'string', default: String(Number(process.env.E2E_PORT_BASE ?? 4300) + 76) },
    },
  });
  const dir = path.resolve(values.dir);
  if (!existsSync(path.join(dir, 'index.html')))
    throw new Error(`${values.dir}: no exported site (npm run build first)`);
  const runs = Number(values.runs);
  const pages = (await floorPages()).filter((page) =>
    readFileSync(path.join(dir, page.path, 'index.html'), 'utf8').includes(' data-island="'),
  );
  const server = await serveExport({ dir, port: Number(values.port) });
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  const loadBefore = loadNow();
  const results: IslandsStartedPage[] = [];
  try {
    for (const { label, path: pagePath } of pages) {
      const atIdle: number[] = [];
      const whenNear: number[] = [];
      for (let run = 0; run < runs; run++) {
        const context = await browser.newContext({
          viewport: { width: 375, height: 812 },
          isMobile: true,
          hasTouch: true,
          // The CSP forbids the strings evaluated above; it changes nothing that loads.
          bypassCSP: true,
        });
        const page = await context.newPage();
        const cdp = await context.newCDPSession(page);
        await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
        await page.goto(server.origin + pagePath, { waitUntil: 'load' });
        const idle = await msUntilStarted(page, AT_IDLE, 'load');
        if (idle !== null) atIdle.push(idle);
        await page.evaluate(
          `document.querySelector(${JSON.stringify(WHEN_NEAR)})?.parentElement?.scrollIntoView()`,
        );
        const near = await msUntilStarted(page, WHEN_NEAR, 'now');
        if (near !== null) whenNear.push(near);
        await context.close();
      }
      const rounded = (values: number[]): MsSpread | null => {
        if (values.length === 0) return null;
        const { median, min, max } = spreadOf(values);
        return { median: round(median), min: round(min), max: round(max) };
      };
      results.push({
        page: label,
        path: pagePath,
        atIdleMs: rounded(atIdle),
        whenNearMs: rounded(whenNear),
      });
    }
  } finally {
    await browser.close();
    server.stop();
  }
  if (values.dir === 'out') {
    await writeResults('islandsStarted', {
      ...provenanceNow(
        `npm run bench:islands-started -- ${process.argv.slice(2).join(' ')}`.trim(),
        { before: loadBefore, after: loadNow() },
      ),
      runsPerPage: runs,
      cpuSlowdown: 4,
      pages: results,
    });
  }
  console.table(
    results.map((r) => ({
      page: r.page,
      atIdle: r.atIdleMs?.median,
      whenNear: r.whenNearMs?.median,
    })),
  );
  const late = results.filter((r) =>
    [r.atIdleMs, r.whenNearMs].some((s) => s !== null && s.median > ISLANDS_STARTED_TARGETS.ms),
  );
  if (late.length > 0) {
    console.error(
      `islands started later than ${ISLANDS_STARTED_TARGETS.ms} ms on: ${late.map((r) => r.page).join(', ')}`,
    );
    process.exitCode = 1;
  }
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  main().catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
}
