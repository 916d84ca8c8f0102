// `npm run bench:taps` (tsx bench/taps.ts): how fast a phone answers a tap while the page loads.
// It serves out/ at its base path and, in Debian's Chromium with a phone's screen and touch, a
// 4× slower CPU (CDP Emulation.setCPUThrottlingRate) and a slow network (150 ms round trip,
// 1.6 Mbps down, 750 kbps up; Network.emulateNetworkConditions), taps
//   - Menu on the home page,
//   - a choice of the accessibility filter on the home page,
//   - a trailer's Play on an upcoming show's page,
//   - Add to calendar (.ics) on the same page, or on another upcoming show's when that one offers none,
// at several moments of loading: the first contentful paint, the load event, while the page's
// islands start ("hydrating": loaded, some island not yet running) and once every island runs
// ("hydrated"), with no move of the visitor's first. Each tap is made in a
// fresh browser context (cold cache), several times; the median is kept.
//
// It reports, per tap and moment, the time from the tap (pointerdown's timeStamp, the page's own
// clock) to the answer, the tap's input delay (Event Timing: how long it waited for the main
// thread) and the INP web-vitals reports. The answer is
//   - Menu: the first frame that shows the popover open (requestAnimationFrame time, just before
//     that frame is painted);
//   - Play, filter: once React runs, the first frame in which the change shows (the Play link has
//     given way to the player, the chosen filter is marked current); before, both are links, and
//     the answer is the browser leaving for the link (beforeunload);
//   - Add to calendar: a download link, answered when the click that starts the download is
//     dispatched (the download's response takes at least another round trip).
// Targets (bench/targets.ts): every tap answered within 100 ms, INP under 100 ms. A full run of
// out/ writes its figures to bench/results/taps.json (committed; bench/README.md's table is made from
// it); every run writes every sample to bench-results/taps.json with the load average. The
// process exits non-zero when a target is missed. CPU throttling slows the machine's own speed down: on a loaded machine the figures
// are pessimistic.
//
// Options: --no-build (reuse out/), --runs N (taps per case, default 3), --taps and --moments
// (comma-separated names, to measure a subset), --dir (the export to serve, default out; with
// --no-build, to compare two builds), --port (default E2E_PORT_BASE + 2), --without-scripts (the
// same pages with every script stripped, at first paint and load: the floor a tap with scripts
// is judged against; written to bench-results/taps-without-scripts.json only).
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir, writeFile } from 'node:fs/promises';
import { loadavg } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { chromium, devices, type Browser, type Page } from '@playwright/test';
import { basePath } from '../lib/site/deployment';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../test/support/chromium';
import { ISLANDS_STATE } from './islands-started';
import { countsPageViews, provenanceNow, round, writeResults } from './results';
import { TAPS_TARGETS } from './targets';
import { showWithCalendar, showWithTrailer } from './floor-pages';
import { instrument, webVitalsSource, type TapRecord } from './tap-instrument';
import { serveExport } from './serve-export';

const MOMENTS = ['first paint', 'load', 'hydrating', 'hydrated'] as const;
type Moment = (typeof MOMENTS)[number];
const TAPS = ['Menu', 'Filter', 'Play trailer', 'Add to calendar'] as const;
type Tap = (typeof TAPS)[number];

function listOption<T extends string>(value: string | undefined, all: readonly T[]): T[] {
  if (value === undefined) return [...all];
  const chosen = value.split(',').map((name) => name.trim());
  for (const name of chosen) {
    if (!(all as readonly string[]).includes(name))
      throw new Error(`unknown name "${name}"; choose from ${all.join(', ')}`);
  }
  return all.filter((name) => chosen.includes(name));
}

const { values } = parseArgs({
  options: {
    'no-build': { type: 'boolean', default: false },
    runs: { type: 'string', default: '3' },
    taps: { type: 'string' },
    moments: { type: 'string' },
    port: { type: 'string', default: String(Number(process.env.E2E_PORT_BASE ?? 4330) + 2) },
    dir: { type: 'string', default: 'out' },
    'without-scripts': { type: 'boolean', default: false },
  },
});
const WITHOUT_SCRIPTS = values['without-scripts'];
const RUNS = Number(values.runs);
if (!Number.isInteger(RUNS) || RUNS < 1) {
  throw new Error(`--runs must be a whole number of at least 1, got "${values.runs}"`);
}
const CHOSEN_TAPS = listOption(values.taps, TAPS);
// Without scripts React never starts: only the moments before it exist.
const CHOSEN_MOMENTS = listOption(
  values.moments ?? (WITHOUT_SCRIPTS ? 'first paint,load' : undefined),
  MOMENTS,
);
const PORT = Number(values.port);
const ORIGIN = `http://127.0.0.1:${PORT}${basePath}/`;
const TARGET_MS = TAPS_TARGETS.answerMs;
const SCREEN = { width: 375, height: 812 };

/** Lighthouse's slow-4G-like profile. */
const NETWORK = {
  offline: false,
  latency: 150,
  downloadThroughput: (1.6 * 1024 * 1024) / 8,
  uploadThroughput: (750 * 1024) / 8,
};
const CPU_SLOWDOWN = 4;

interface Case {
  tap: Tap;
  path: string;
}

interface Sample {
  /** Tap to answer, ms; null when nothing answered within the wait. */
  ms: number | null;
  /** What answered: the popover, the player, the filtered list, a page left, a download. */
  answer: string;
  /** web-vitals INP for the page after the tap, when the page reported it before leaving. */
  inp: number | null;
  /** Event Timing: how long the tap waited for the page's main thread (≥ 16 ms only). */
  inputDelay: number | null;
}

/** Resolves at the chosen moment of loading; false when that moment had already passed. */
async function waitForMoment(page: Page, moment: Moment): Promise<boolean> {
  const poll = async (test: string) => {
    await page.waitForFunction(test, undefined, { polling: 10, timeout: 30_000 });
  };
  if (moment === 'first paint') {
    await poll(`performance.getEntriesByName('first-contentful-paint').length > 0`);
    return true;
  }
  if (moment === 'load') {
    await poll(`document.readyState === 'complete'`);
    return true;
  }
  // "Islands starting": the page has loaded and some island has not started yet; "islands
  // started": every island of the page runs (components/islands/loader.ts marks each).
  if (moment === 'hydrating') {
    await poll(`document.readyState === 'complete'`);
    return (await page.evaluate(ISLANDS_STATE)) === 'starting';
  }
  if (moment === 'hydrated') await poll(`${ISLANDS_STATE} !== 'starting'`);
  return true;
}

function selectorFor(tap: Tap): string {
  if (tap === 'Menu') return 'nav button[popovertarget]';
  if (tap === 'Filter')
    return 'nav[aria-labelledby="accessibility-filter-label"] a:not([aria-current])';
  if (tap === 'Play trailer') return 'a[aria-label^="Play trailer"]';
  return 'a[download][href$=".ics"]';
}

const ANSWER_IN_PAGE: Record<Tap, string> = {
  Menu: 'menu open',
  Filter: 'list filtered',
  'Play trailer': 'player',
  'Add to calendar': 'download started',
};

/** The step a measurement is at, so one that hangs can say where. */
interface Progress {
  step: string;
}
/** The last step of a measurement that leaves nothing behind in the browser. */
const CONTEXT_CLOSED = 'context closed';

async function measure(
  browser: Browser,
  target: Case,
  moment: Moment,
  progress: Progress,
): Promise<Sample> {
  progress.step = 'opening a context';
  const context = await browser.newContext({
    ...devices['Pixel 7'],
    viewport: SCREEN,
    bypassCSP: true,
    acceptDownloads: true,
  });
  const page = await context.newPage();
  const record: TapRecord = {
    down: null,
    visible: null,
    leaving: null,
    clicked: null,
    inputDelay: null,
    inp: null,
  };
  try {
    await context.route(/youtube(-nocookie)?\.com|ytimg\.com/, (route) =>
      route.fulfill({ status: 200, contentType: 'text/html', body: '<title>video</title>' }),
    );
    await page.exposeBinding('__tapReport', (source, key: keyof TapRecord, value: number) => {
      // The first of each but INP, which web-vitals reports again when it grows.
      if (source.page === page && (record[key] === null || key === 'inp')) record[key] = value;
    });
    // tsx names the functions it compiles with a __name() helper that pages do not have.
    await page.addInitScript('globalThis.__name = (target) => target;');
    // An init script runs in its own scope: the IIFE's `var webVitals` must be made global.
    await page.addInitScript(`${webVitalsSource}\n;globalThis.webVitals = webVitals;`);
    await page.addInitScript(instrument);
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', NETWORK);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });

    progress.step = 'loading the page';
    await page.goto(ORIGIN + target.path, { waitUntil: 'commit' });
    progress.step = `waiting for ${moment}`;
    const inTime = await waitForMoment(page, moment);
    progress.step = 'finding the element';
    const selector = selectorFor(target.tap);
    // Only a visible one: a show's other phases (on sale, sold out…) are in the HTML, hidden.
    const element = page.locator(selector).locator('visible=true').first();
    let box = await element.boundingBox();
    if (!box) throw new Error(`${target.tap} (${selector}) is not shown on /${target.path}`);
    // Scrolling gives the page time, so only when the element is off the screen.
    const onScreen =
      box.x >= 0 &&
      box.y >= 0 &&
      box.x + box.width <= SCREEN.width &&
      box.y + box.height <= SCREEN.height;
    if (!onScreen) {
      await element.scrollIntoViewIfNeeded();
      box = (await element.boundingBox()) ?? box;
    }
    await page.evaluate(
      ([kind, css]) =>
        (Reflect.get(window, '__watch') as (k: string, s: string) => void)(kind, css),
      [target.tap, selector] as const,
    );
    progress.step = 'tapping';
    await page.touchscreen.tap(box.x + box.width / 2, box.y + box.height / 2);
    progress.step = 'waiting for the answer';

    const answered = () =>
      record.down !== null &&
      (target.tap === 'Add to calendar'
        ? record.clicked !== null
        : record.visible !== null || record.leaving !== null);
    for (let waited = 0; waited < 10_000 && !answered(); waited += 20) {
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    // Time for Event Timing and web-vitals to report the interaction.
    await new Promise((resolve) => setTimeout(resolve, 400));
    const [at, answer] =
      target.tap === 'Add to calendar'
        ? [record.clicked, ANSWER_IN_PAGE[target.tap]]
        : record.visible !== null
          ? [record.visible, ANSWER_IN_PAGE[target.tap]]
          : [record.leaving, 'page left for the link'];
    if (record.down === null || at === null) {
      const seen = (['down', 'clicked', 'leaving', 'visible'] as const).filter(
        (key) => record[key] !== null,
      );
      return {
        ms: null,
        answer: `no answer in 10 s (seen: ${seen.join(', ') || 'nothing'})`,
        inp: record.inp,
        inputDelay: record.inputDelay,
      };
    }
    return {
      ms: Math.max(0, at - record.down),
      answer: inTime ? answer : `${answer} (React had already committed)`,
      inp: record.inp,
      inputDelay: record.inputDelay,
    };
  } finally {
    progress.step = 'closing the context';
    // Now and then (after a filter link was followed) Chromium never answers the close. The tap
    // is measured by then: tap() closes the whole browser instead.
    const closed = await Promise.race([
      context.close().then(
        () => true,
        () => true, // a context that fails to close is gone all the same
      ),
      new Promise<false>((resolve) => setTimeout(() => resolve(false), 5_000).unref()),
    ]);
    if (closed) progress.step = CONTEXT_CLOSED;
  }
}

/**
 * The browser the taps run in. Now and then Chromium never answers a context's close (measure()
 * then leaves it after 5 s), and the page left behind kept its renderer busy for the rest of the
 * run, slowing every tap measured after it (seen: five such renderers at a quarter of a core each,
 * the load average at 13). So a tap whose context is left open closes the whole browser with all
 * its processes, and the next tap starts a new one. Not a browser for every tap: a browser's own
 * start keeps the CPU busy for a second or two, inside the first moments of the tap that follows.
 */
let tapBrowser: Browser | null = null;

async function tap(target: Case, moment: Moment): Promise<Sample> {
  const browser = (tapBrowser ??= await chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: CHROMIUM_ARGS,
  }));
  const progress: Progress = { step: 'starting' };
  const sample = await withinAMinute(progress, () => measure(browser, target, moment, progress));
  if (progress.step !== CONTEXT_CLOSED) {
    console.log(`${target.tap} at ${moment}: left at "${progress.step}", so the browser is closed`);
    tapBrowser = null;
    await browser.close();
  }
  return sample;
}

/**
 * A tap whose page never reached its moment (30 s), or whose page or context hangs, counts as not
 * answered; the run goes on.
 */
async function withinAMinute(
  progress: Progress,
  measurement: () => Promise<Sample>,
): Promise<Sample> {
  const sample = measurement();
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<Sample>((resolve) => {
    timer = setTimeout(
      () =>
        resolve({
          ms: null,
          answer: `stuck for a minute ${progress.step}`,
          inp: null,
          inputDelay: null,
        }),
      60_000,
    );
  });
  try {
    return await Promise.race([
      sample.catch((error: unknown) => ({
        ms: null,
        answer: `failed: ${error instanceof Error ? error.message.split('\n')[0] : String(error)}`,
        inp: null,
        inputDelay: null,
      })),
      timeout,
    ]);
  } finally {
    clearTimeout(timer);
  }
}

function median(numbers: number[]): number | null {
  if (numbers.length === 0) return null;
  const sorted = [...numbers].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? null;
}

const load = () => loadavg().map((value) => Math.round(value * 10) / 10);

async function main() {
  if (!values['no-build']) {
    const build = spawnSync('npm', ['run', 'build'], { stdio: 'inherit' });
    if (build.status !== 0) process.exit(build.status ?? 1);
  }
  const dir = values.dir;
  if (!existsSync(path.join(dir, 'index.html')))
    throw new Error(`${dir}/ has no index.html: build first (run without --no-build)`);
  const cases: Case[] = (
    [
      { tap: 'Menu', path: '' },
      { tap: 'Filter', path: '' },
      { tap: 'Play trailer', path: showWithTrailer() },
      { tap: 'Add to calendar', path: showWithCalendar() },
    ] satisfies Case[]
  ).filter((c) => CHOSEN_TAPS.includes(c.tap));
  // Its origin is ORIGIN, which measure() reads.
  const server = await serveExport({ dir, port: PORT, withoutScripts: WITHOUT_SCRIPTS });
  const loadBefore = load();
  const results: Array<{
    tap: Tap;
    moment: Moment;
    answer: string;
    ms: number | null;
    inp: number | null;
    inputDelay: number | null;
    samples: Sample[];
  }> = [];
  try {
    for (const target of cases) {
      for (const moment of CHOSEN_MOMENTS) {
        const samples: Sample[] = [];
        for (let run = 0; run < RUNS; run++) samples.push(await tap(target, moment));
        const answered = samples.filter((s) => s.ms !== null).map((s) => s.ms ?? 0);
        results.push({
          tap: target.tap,
          moment,
          answer: [...new Set(samples.map((s) => s.answer))].join(' / '),
          // A tap never answered counts as a miss: the median of what was answered would hide it.
          ms: answered.length === samples.length ? median(answered) : null,
          inp: median(samples.flatMap((s) => (s.inp === null ? [] : [s.inp]))),
          inputDelay: median(samples.flatMap((s) => (s.inputDelay === null ? [] : [s.inputDelay]))),
          samples,
        });
        console.log(
          `${target.tap} at ${moment}: ${samples.map((s) => (s.ms === null ? '–' : Math.round(s.ms))).join(', ')} ms`,
        );
      }
    }
  } finally {
    await tapBrowser?.close();
    server.stop();
  }
  const loadAfter = load();

  const misses = results.filter(
    (r) => r.ms === null || r.ms >= TARGET_MS || (r.inp !== null && r.inp >= TAPS_TARGETS.inpMs),
  );
  console.table(
    results.map((r) => ({
      tap: r.tap,
      moment: r.moment,
      answer: r.answer,
      'tap → answer ms': r.ms === null ? 'not answered' : Math.round(r.ms),
      'input delay ms': r.inputDelay === null ? '< 16' : Math.round(r.inputDelay),
      'INP ms': r.inp === null ? '–' : Math.round(r.inp),
      miss: misses.includes(r) ? 'yes' : '',
    })),
  );
  console.log(
    `load average (1, 5, 15 min) before ${loadBefore.join(' ')}, after ${loadAfter.join(' ')}`,
  );
  await mkdir('bench-results', { recursive: true });
  const samplesFile = `bench-results/taps${WITHOUT_SCRIPTS ? '-without-scripts' : ''}.json`;
  await writeFile(
    samplesFile,
    JSON.stringify(
      {
        date: new Date().toISOString(),
        profile: { viewport: '375x812', cpuSlowdown: CPU_SLOWDOWN, network: NETWORK },
        loadAverage: { before: loadBefore, after: loadAfter },
        withoutScripts: WITHOUT_SCRIPTS,
        runsPerCase: RUNS,
        results,
      },
      null,
      2,
    ) + '\n',
  );
  console.log(`wrote ${samplesFile}`);
  // Only a run of every tap at every moment on this checkout's export is the site's latest record.
  const fullRun =
    CHOSEN_TAPS.length === TAPS.length &&
    CHOSEN_MOMENTS.length === MOMENTS.length &&
    dir === 'out' &&
    !WITHOUT_SCRIPTS;
  if (fullRun) {
    await writeResults('taps', {
      ...provenanceNow(`npm run bench:taps -- ${process.argv.slice(2).join(' ')}`.trim(), {
        before: loadBefore,
        after: loadAfter,
      }),
      runsPerCase: RUNS,
      analytics: countsPageViews(dir),
      taps: results.map((r) => {
        const answered = r.samples.flatMap((s) => (s.ms === null ? [] : [s.ms]));
        return {
          tap: r.tap,
          moment: r.moment,
          medianMs: r.ms === null ? null : round(r.ms),
          slowestMs: r.ms === null ? null : round(Math.max(...answered)),
          inpMs: r.inp === null ? null : round(r.inp),
        };
      }),
    });
  }
  if (misses.length > 0) {
    console.error(`Taps answered in ${TARGET_MS} ms or more, or not at all (see the miss column).`);
    process.exit(1);
  }
  console.log(`every tap answered within ${TARGET_MS} ms (median of ${RUNS} per case)`);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
