// `npm run bench:first-touch -- [--runs N] [--dir out]`: a phone's first touch and the taps that
// follow, with the page's scripts and without (the floor). In Debian's Chromium with a phone's
// screen and touch, a 4× slower CPU and a 150 ms round trip (as bench/taps.ts), each page of
// bench/floor-pages.ts is opened in a fresh context; 500 ms after its first contentful paint the
// visitor taps Menu, then taps it again every 300 ms until 5 s after the paint: before, while and
// after the islands start. Each tap's answer is the first frame that shows the menu's new state
// (requestAnimationFrame time, from the pointerdown's timeStamp). The two variants alternate run
// by run, so a neighbour's load falls on both alike. Per page: the median over runs of each
// session's slowest tap, with scripts and without, and their difference. Target
// (bench/targets.ts): within FIRST_TOUCH_TARGETS.overFloorMs of the floor. Writes
// bench/results/first-touch.json on a full run of out/ (analytics recorded as in bench:floor) and
// every session to bench-results/first-touch.json. Does not build: build as deployed first,
// `ANALYTICS_ID=G-BENCH00001 npm run build`.
import { existsSync } from 'node:fs';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { chromium, devices, type Browser } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../test/support/chromium';
import { floorPages } from './floor-pages';
import { spreadOf } from './floor-stats';
import {
  countsPageViews,
  loadNow,
  provenanceNow,
  writeResults,
  type FirstTouchPage,
} from './results';
import { serveExports } from './serve-export';
import { FIRST_TOUCH_TARGETS } from './targets';

const { values } = parseArgs({
  options: {
    runs: { type: 'string', default: '5' },
    dir: { type: 'string', default: 'out' },
    port: { type: 'string', default: String(Number(process.env.E2E_PORT_BASE ?? 4300) + 70) },
  },
});
const runs = Number(values.runs);
if (!Number.isInteger(runs) || runs < 1) throw new Error('--runs must be a whole number');
if (!existsSync(path.join(values.dir, 'index.html')))
  throw new Error(`${values.dir}: no exported site (npm run build first)`);

/** The session's timing: the first tap after the paint, then one every INTERVAL until SESSION. */
const FIRST_TAP_MS = 500;
const INTERVAL_MS = 300;
const SESSION_MS = 5000;

/** In the page, before its own scripts: each tap's time to the frame that shows the menu's change. */
function watchMenuTaps() {
  const answers: number[] = [];
  Reflect.set(window, '__answers', answers);
  addEventListener(
    'pointerdown',
    (event) => {
      const panel = document.getElementById('main-menu');
      const wasOpen = Boolean(panel?.matches(':popover-open'));
      const down = event.timeStamp;
      const frame = (time: number) => {
        if (Boolean(panel?.matches(':popover-open')) !== wasOpen) answers.push(time - down);
        else requestAnimationFrame(frame);
      };
      requestAnimationFrame(frame);
    },
    true,
  );
}

/** One session: the slowest tap's answer (ms) and how many taps were made and answered. */
async function session(browser: Browser, url: string) {
  const context = await browser.newContext({ ...devices['Pixel 7'] });
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: 150,
      downloadThroughput: (1.6 * 1024 * 1024) / 8,
      uploadThroughput: (750 * 1024) / 8,
    });
    // tsx names the functions it compiles with a __name() helper that pages do not have.
    await page.addInitScript('globalThis.__name = (target) => target;');
    await page.addInitScript(watchMenuTaps);
    await page.goto(url, { waitUntil: 'commit' });
    const paint = await page.waitForFunction(
      () => performance.getEntriesByName('first-contentful-paint')[0]?.startTime,
      undefined,
      { polling: 20 },
    );
    const paintAt = Number(await paint.jsonValue());
    const menu = page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('button', { name: 'Menu' });
    const now = () => page.evaluate(() => performance.now());
    let taps = 0;
    for (let at = paintAt + FIRST_TAP_MS; at <= paintAt + SESSION_MS; at += INTERVAL_MS) {
      const wait = at - (await now());
      if (wait > 0) await page.waitForTimeout(wait);
      await menu.tap({ timeout: 10_000 });
      taps += 1;
    }
    await page.waitForTimeout(1000);
    const answers = (await page.evaluate(() => Reflect.get(window, '__answers'))) as number[];
    return { slowestMs: Math.round(Math.max(...answers)), taps, answered: answers.length };
  } finally {
    await context.close();
  }
}

async function main() {
  const pages = await floorPages();
  const port = Number(values.port);
  const served = await serveExports([
    { scripts: true, dir: values.dir, port, withoutScripts: false },
    { scripts: false, dir: values.dir, port: port + 1, withoutScripts: true },
  ]);
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  const loadBefore = loadNow();
  const sessions: Record<string, { scripts: number[]; none: number[] }> = {};
  try {
    for (let run = 0; run < runs; run++) {
      for (const page of pages) {
        const order = run % 2 === 0 ? served : [...served].reverse();
        for (const variant of order) {
          const result = await session(browser, variant.server.origin + page.path);
          if (result.answered !== result.taps)
            throw new Error(`${page.label}: ${result.taps} taps, ${result.answered} answered`);
          const entry = (sessions[page.label] ??= { scripts: [], none: [] });
          (variant.scripts ? entry.scripts : entry.none).push(result.slowestMs);
          console.log(
            `${page.label} ${variant.scripts ? 'scripts' : 'no scripts'} run ${run + 1}: ` +
              `slowest of ${result.taps} taps ${result.slowestMs} ms, load ${loadNow()[0]}`,
          );
        }
      }
    }
  } finally {
    await browser.close();
    for (const { server } of served) server.stop();
  }
  const results: FirstTouchPage[] = pages.map(({ label, path: pagePath }) => {
    const entry = sessions[label]!;
    const withScripts = spreadOf(entry.scripts);
    const withoutScripts = spreadOf(entry.none);
    return {
      page: label,
      path: pagePath,
      slowestTapMs: withScripts,
      slowestTapNoJsMs: withoutScripts,
      overFloorMs: withScripts.median - withoutScripts.median,
    };
  });
  await mkdir('bench-results', { recursive: true });
  await writeFile(
    'bench-results/first-touch.json',
    `${JSON.stringify({ runs, sessions }, null, 2)}\n`,
  );
  if (values.dir === 'out') {
    await writeResults('firstTouch', {
      ...provenanceNow(`npm run bench:first-touch -- ${process.argv.slice(2).join(' ')}`.trim(), {
        before: loadBefore,
        after: loadNow(),
      }),
      runsPerPage: runs,
      analytics: countsPageViews(values.dir),
      session: { firstTapMs: FIRST_TAP_MS, intervalMs: INTERVAL_MS, untilMs: SESSION_MS },
      pages: results,
    });
  }
  console.table(
    results.map((r) => ({
      page: r.page,
      'slowest tap ms': r.slowestTapMs.median,
      'no scripts ms': r.slowestTapNoJsMs.median,
      'over floor ms': r.overFloorMs,
    })),
  );
  const misses = results.filter((r) => r.overFloorMs > FIRST_TOUCH_TARGETS.overFloorMs);
  if (misses.length > 0) {
    console.error(
      `slowest tap more than ${FIRST_TOUCH_TARGETS.overFloorMs} ms over the floor: ${misses.map((r) => r.page).join(', ')}`,
    );
    process.exit(1);
  }
}

await main();
