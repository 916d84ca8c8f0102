// bench/README.md's figure tables, made from the committed results (bench/results/*.json) so no
// page states a figure no benchmark recorded. `npm run bench:figures` (write-figures.ts) rewrites
// the block between the markers below; bench/figures.test.ts fails when the page's block differs
// from what the results give.
import type {
  BenchResults,
  FirstTouchResults,
  IslandsStartedResults,
  FloorResults,
  FloorSpread,
  LighthouseResults,
  LoadResults,
  ScaleRun,
  ScaleResults,
  ScriptWeightResults,
  TapsResults,
} from './results';
import {
  FIRST_TOUCH_TARGETS,
  FLOOR_TARGETS,
  ISLANDS_STARTED_TARGETS,
  LIGHTHOUSE_TARGETS,
  LOAD_TARGETS,
  SCALE_TARGETS,
  SCRIPT_WEIGHT_TARGETS,
  TAPS_TARGETS,
} from './targets';
import { archiveBuild, historyImport } from './figures-archive';
import { provenance, table, thousands, type Align } from './figures-format';

export { table, thousands } from './figures-format';

/** The page that shows the figures, from the project's root. */
export const FIGURES_PAGE = 'bench/README.md';
export const START = '<!-- figures:start -->';
export const END = '<!-- figures:end -->';

const spread = ({ median, min, max }: FloorSpread) => `${median} (${min}–${max})`;

function floor(results: FloorResults): string {
  return [
    '### Scripts against the floor (`npm run bench:floor`)',
    '',
    `${provenance(results)} Lighthouse mobile, ${results.runsPerPage} runs per page with scripts ` +
      `(analytics ${results.analytics ? 'on' : 'off'}) ` +
      'and as many without, alternating: the median (lowest–highest); long tasks as Lighthouse lists them (20 at most, so 20 means 20 or more); ' +
      'the benchmark index of each run with scripts.',
    '',
    table(
      [
        'Page',
        'TBT ms',
        'TBT no-JS ms',
        'Long tasks',
        'Longest ms',
        'Longest no-JS ms',
        'Script KB',
        'Benchmark index',
      ],
      results.pages.map((p) => [
        p.page,
        spread(p.withScripts.tbtMs),
        spread(p.withoutScripts.tbtMs),
        spread(p.withScripts.longTasks),
        spread(p.withScripts.longestTaskMs),
        spread(p.withoutScripts.longestTaskMs),
        p.withScripts.scriptKb ? spread(p.withScripts.scriptKb) : '–',
        p.withScripts.benchmarkIndex.join(', '),
      ]),
      ['left', 'right', 'right', 'right', 'right', 'right', 'right', 'left'],
    ),
    '',
    `Target (the benchmark exits non-zero when one is missed): each page's median TBT at most ` +
      `${FLOOR_TARGETS.tbtOverFloorMs} ms above the same page's without scripts.`,
  ].join('\n');
}

function scriptWeight(results: ScriptWeightResults): string {
  return [
    '### Script per page (`npm run bench:script-weight`)',
    '',
    `${provenance(results)} Every script a page fetches once all its islands have started ` +
      `(scrolled to its end, analytics ${results.analytics ? 'on' : 'off'}), and its inline ` +
      'scripts, gzip 9; React and React DOM counted apart by their share of each file.',
    '',
    table(
      ['Page', 'Files', 'Ours KB', 'Of which inline KB', 'React KB'],
      results.pages.map((p) => [
        p.page,
        String(p.files),
        p.oursKb.toFixed(1),
        p.inlineKb.toFixed(1),
        p.reactKb.toFixed(1),
      ]),
      ['left', 'right', 'right', 'right', 'right'],
    ),
    '',
    `Target (the benchmark exits non-zero when one is missed): at most ` +
      `${SCRIPT_WEIGHT_TARGETS.oursKb} KB of ours on each page, React besides.`,
  ].join('\n');
}

function islandsStarted(results: IslandsStartedResults): string {
  const ms = (value: FloorSpread | null) => (value === null ? '–' : spread(value));
  return [
    '### When the islands start (`npm run bench:islands-started`)',
    '',
    `${provenance(results)} On a phone (375×812, ${results.cpuSlowdown}× CPU), ` +
      `${results.runsPerPage} loads per page, no move or press: ms from the load event to every ` +
      'island that starts at idle started, and from a scroll to one that waits for the viewport ' +
      'to every such island started (–: the page has none), the median (lowest–highest).',
    '',
    table(
      ['Page', 'At idle ms', 'Once near ms'],
      results.pages.map((p) => [p.page, ms(p.atIdleMs), ms(p.whenNearMs)]),
      ['left', 'right', 'right'],
    ),
    '',
    `Target (the benchmark exits non-zero when one is missed): each page's median within ` +
      `${thousands(ISLANDS_STARTED_TARGETS.ms)} ms.`,
  ].join('\n');
}

function firstTouch(results: FirstTouchResults): string {
  const { firstTapMs, intervalMs, untilMs } = results.session;
  return [
    '### A first touch, then a tap every few hundred ms (`npm run bench:first-touch`)',
    '',
    `${provenance(results)} Menu tapped ${firstTapMs} ms after the first paint, then every ` +
      `${intervalMs} ms until ${untilMs / 1000} s, on a phone (4× CPU, 150 ms round trip); ` +
      `${results.runsPerPage} sessions per page with scripts (analytics ` +
      `${results.analytics ? 'on' : 'off'}) and as many without, alternating: each session's ` +
      'slowest tap to its answer, the median (lowest–highest).',
    '',
    table(
      ['Page', 'Slowest tap ms', 'No-JS ms', 'Over the floor ms'],
      results.pages.map((p) => [
        p.page,
        spread(p.slowestTapMs),
        spread(p.slowestTapNoJsMs),
        String(p.overFloorMs),
      ]),
      ['left', 'right', 'right', 'right'],
    ),
    '',
    `Target (the benchmark exits non-zero when one is missed): each page's median slowest tap at ` +
      `most ${FIRST_TOUCH_TARGETS.overFloorMs} ms above the same page's without scripts.`,
  ].join('\n');
}

function lighthouse(results: LighthouseResults): string {
  const t = LIGHTHOUSE_TARGETS;
  const categories = Object.values(t.categories);
  const sameTarget = categories.every((score) => score === categories[0]);
  return [
    '### Lighthouse on a phone (`npm run bench`)',
    '',
    `${provenance(results)} The median run of ${results.runsPerPage} per page, by LCP.`,
    '',
    table(
      [
        'Page',
        'Perf',
        'A11y',
        'Best pr.',
        'SEO',
        'LCP ms',
        'LCP no-JS ms',
        'TBT ms',
        'CLS',
        'Total KB',
        'JS KB',
      ],
      results.pages.map((p) =>
        [
          p.page,
          ...[
            p.performance,
            p.accessibility,
            p.bestPractices,
            p.seo,
            p.lcpMs,
            p.lcpNoJsMs,
            p.tbtMs,
          ],
          ...[p.cls, p.totalKB, p.jsKB],
        ].map(String),
      ),
      ['left', ...Array<Align>(10).fill('right')],
    ),
    '',
    `Targets (the benchmark exits non-zero when one is missed): ` +
      `${sameTarget ? `every category ${categories[0]}` : JSON.stringify(t.categories)}, ` +
      `CLS ${t.cls}, TBT at most ${t.tbtMs} ms, LCP at most ${t.lcpVsNoJs} × the same page's ` +
      'LCP without JavaScript.',
  ].join('\n');
}

function taps(results: TapsResults): string {
  const tapNames = [...new Set(results.taps.map((t) => t.tap))];
  const moments = [...new Set(results.taps.map((t) => t.moment))];
  const capital = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);
  const cell = (tap: string, moment: string) => {
    const figure = results.taps.find((t) => t.tap === tap && t.moment === moment);
    if (!figure) return '';
    const times =
      figure.medianMs === null ? 'not answered' : `${figure.medianMs}, ${figure.slowestMs}`;
    return `${times} (${figure.inpMs ?? '–'})`;
  };
  return [
    '### Taps on a phone (`npm run bench:taps`)',
    '',
    `${provenance(results)} Analytics ${results.analytics ? 'on' : 'off'}. ` +
      `Milliseconds from the tap to the answer: the median of ` +
      `${results.runsPerCase} taps, the slowest, and the median INP in brackets ` +
      '(–: the page left for the link before web-vitals reported).',
    '',
    table(
      ['Tap', ...moments.map(capital)],
      tapNames.map((tap) => [tap, ...moments.map((moment) => cell(tap, moment))]),
    ),
    '',
    `Targets: every median tap answered within ${TAPS_TARGETS.answerMs} ms, ` +
      `every median INP under ${TAPS_TARGETS.inpMs} ms.`,
  ].join('\n');
}

function scale(results: ScaleResults): string {
  const t = SCALE_TARGETS;
  const runs = [...results.runs].sort((a, b) => a.shows - b.shows);
  const phaseNames = [...new Set(runs.flatMap((run) => run.phases.map((p) => p.name)))];
  const kb = (value: number) => `${value.toFixed(1)} KB`;
  const gb = (value: number) => `${value.toFixed(2)} GB`;
  const mb = (value: number) => `${value < 10 ? value.toFixed(1) : value.toFixed(0)} MB`;
  const rows: [string, (run: ScaleRun) => string, string?][] = [
    ['commit', (r) => `\`${r.commit}\``],
    ['seasons / films', (r) => `${r.seasons} / ${r.films}`],
    [
      'people / works',
      (r) => (r.people === undefined ? '–' : `${thousands(r.people)} / ${thousands(r.works ?? 0)}`),
    ],
    ['load average before / after', (r) => `${r.loadAverage.before} / ${r.loadAverage.after}`],
    ...phaseNames.map((name): [string, (run: ScaleRun) => string] => [
      name,
      (r) => {
        const phase = r.phases.find((p) => p.name === name);
        return phase
          ? `${phase.seconds} s (CPU ${phase.cpuSeconds} s), ${gb(phase.peakGB)}`
          : '(not run)';
      },
    ]),
    [
      'build, all phases',
      (r) => `${r.buildSeconds} s (CPU ${r.buildCpuSeconds} s)`,
      `≤ ${t.buildSecondsAt1000} s at 1,000 shows`,
    ],
    ['peak memory (process tree)', (r) => gb(r.peakGB), `≤ ${t.peakBytes / 1024 ** 3} GB`],
    ['`out/` size, files', (r) => `${mb(r.outMB)}, ${thousands(r.outFiles)}`],
    [
      '`out/` per show beyond images',
      (r) => `${r.outMBPerShowBeyondImages.toFixed(2)} MB`,
      `≤ ${t.outBytesPerShow / 1024 ** 2} MB`,
    ],
    [
      '`out/` beyond images ÷ its HTML',
      (r) => (r.outOverHtml === undefined ? '–' : r.outOverHtml.toFixed(2)),
      `≤ ${t.outOverHtml} at 1,000 shows`,
    ],
    [
      'per page: HTML, build CPU',
      (r) =>
        r.htmlKBPerPage === undefined || r.buildCpuMsPerPage === undefined
          ? '–'
          : `${kb(r.htmlKBPerPage)}, ${r.buildCpuMsPerPage} ms`,
    ],
    ['home HTML (gzip)', (r) => kb(r.homeHtmlKB), `≤ 9-show size + ${t.homeGrowth * 100}%`],
    [
      'home JS (gzip, all it loads)',
      (r) => kb(r.homeJsKB),
      `≤ 9-show size + ${t.homeGrowth * 100}%`,
    ],
    ['of which its payload file', (r) => kb(r.homePayloadKB)],
    [
      'largest page, HTML + payload (gzip)',
      (r) => `${kb(r.largestPageKB)} (${r.largestPage === 'index.html' ? 'home' : r.largestPage})`,
      `≤ ${t.pageBytes / 1024} KB`,
    ],
    ['pages over the limit', (r) => `${r.pagesOverLimit} of ${thousands(r.pages)}`, 'none'],
    [
      'sitemap.xml',
      (r) => `${kb(r.sitemapKB)}, ${thousands(r.sitemapUrls)} URLs`,
      `< ${thousands(t.sitemapUrls)} URLs`,
    ],
    ['season feed (calendar.ics)', (r) => `${kb(r.feedKB)}, ${r.feedEvents} events`],
    [
      'scrolling home, bytes besides images',
      (r) => `${r.scrollKBBesidesImages} KB (${r.scrollPayloads} payloads)`,
      `≤ ${t.scrollBytes / 1024 ** 2} MB`,
    ],
  ];
  return [
    '### A growing archive (`npm run bench:scale`)',
    '',
    `${provenance(results)} Wall-clock times follow the machine's load; CPU times hardly do.`,
    '',
    table(
      ['Measure', ...runs.map((r) => `${thousands(r.shows)} shows`), 'Target'],
      rows.map(([label, cell, target]) => [label, ...runs.map(cell), target ?? '']),
    ),
  ].join('\n');
}

function load(results: LoadResults): string {
  const t = LOAD_TARGETS;
  const visits = results.paths.filter((p) => p.endsWith('/')).length;
  return [
    '### Delivery under load (`npm run bench:load`)',
    '',
    `${provenance(results)} ${results.server}, ${results.client}; a visit of ` +
      `${results.requestsPerVisit} requests (${visits} pages with their stylesheets, scripts, ` +
      `images and router payloads, the season feed and the sitemap) with \`Accept-Encoding: ` +
      `${results.acceptEncoding}\`, ${results.durationSeconds} s and at most ` +
      `${thousands(results.maxRequests)} requests per step, the two servers in turns.`,
    '',
    table(
      ['Connections', 'Server', 'req/s', 'p50 ms', 'p99 ms', 'KB per page view', 'Errors'],
      results.steps.map((step) =>
        [
          step.connections,
          step.server,
          thousands(step.requestsPerSecond),
          step.latencyP50Ms,
          step.latencyP99Ms,
          Math.round(step.bytesPerPageView / 1024),
          step.errors + step.non2xx + step.timeouts,
        ].map(String),
      ),
      ['right', 'left', 'right', 'right', 'right', 'right', 'right'],
    ),
    '',
    `Target (the benchmark exits non-zero when it is missed): p99 under ${t.p99Ms} ms at ` +
      `${t.connections} connections from the precompressed files, and ${t.errors} errors at any step.`,
  ].join('\n');
}

/** The block between the markers, markers included. */
export function renderFigures(results: BenchResults): string {
  return [
    START,
    '',
    '<!-- Made by `npm run bench:figures` from bench/results/*.json: edit those, not this. -->',
    '',
    lighthouse(results.lighthouse),
    '',
    floor(results.floor),
    '',
    taps(results.taps),
    '',
    firstTouch(results.firstTouch),
    '',
    scriptWeight(results.scriptWeight),
    '',
    islandsStarted(results.islandsStarted),
    '',
    scale(results.scale),
    '',
    load(results.load),
    '',
    historyImport(results.import),
    '',
    archiveBuild(results.archiveBuild),
    '',
    END,
  ].join('\n');
}

/** The figures block of a page, markers included; an error when the markers are missing or out of order. */
export function figuresBlock(page: string): { start: number; end: number; block: string } {
  const start = page.indexOf(START);
  const end = page.indexOf(END);
  const once = page.split(START).length === 2 && page.split(END).length === 2;
  if (!once || end < start) {
    throw new Error(`${FIGURES_PAGE} needs one ${START} … ${END} block for the figures`);
  }
  return { start, end: end + END.length, block: page.slice(start, end + END.length) };
}

export function withFigures(page: string, results: BenchResults): string {
  const { start, end } = figuresBlock(page);
  return page.slice(0, start) + renderFigures(results) + page.slice(end);
}
