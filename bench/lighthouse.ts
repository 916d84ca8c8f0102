// `npm run bench` (tsx bench/lighthouse.ts, with Lighthouse installed in bench/node_modules): builds the site, serves it at its base path and runs
// Lighthouse (mobile, simulated throttling) in Debian's Chromium on the pages that matter most.
// For each page it prints the four category scores, LCP, TBT, CLS, total and JavaScript bytes,
// and the LCP of the same page with JavaScript switched off (the yardstick for "JavaScript costs
// the visitor nothing"), then writes the figures to bench/results/lighthouse.json (committed;
// bench/README.md's table is made from it) and every measurement to bench-results/lighthouse.json.
//
// Options: --no-build (reuse out/), --runs N (median of N runs per page, default 1), --help.
// Pass options after `--`: `npm run bench -- --no-build --runs 3`.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir, writeFile } from 'node:fs/promises';
import { parseArgs } from 'node:util';
import { CHROMIUM_PATH } from '../test/support/chromium';
import { auditValue, lighthouseRun, type Result } from './lighthouse-run';
import { loadNow, provenanceNow, round, writeResults } from './results';
import { LIGHTHOUSE_TARGETS } from './targets';
import { showPages, type BenchPage } from './floor-pages';
import { serveExports } from './serve-export';

const { values } = parseArgs({
  options: {
    'no-build': { type: 'boolean', default: false },
    runs: { type: 'string', default: '1' },
    help: { type: 'boolean', default: false },
  },
});
const RUNS = Number(values.runs);
if (!Number.isInteger(RUNS) || RUNS < 1) {
  throw new Error(`--runs must be a whole number of at least 1, got "${values.runs}"`);
}
const PORT = 4310;
const PORT_WITHOUT_SCRIPTS = 4311;
const USAGE = 'Usage: npm run bench -- [--no-build] [--runs N]';
const TARGETS = LIGHTHOUSE_TARGETS.categories;

type Page = BenchPage;

interface Measurement {
  /** Category id → score out of 100. */
  scores: Record<string, number>;
  lcp: number;
  tbt: number;
  cls: number;
  totalBytes: number;
  scriptBytes: number;
  failedAudits: string[];
}

interface PageResult extends Page {
  url: string;
  withJs: Measurement;
  lcpWithoutJs: number;
  lcpVsNoJs: number;
  misses: string[];
}

/** Transfer size of one row ("total", "script"…) of the resource-summary table. */
function resourceBytes(lhr: Result, resourceType: string): number {
  const details = lhr.audits['resource-summary']?.details;
  if (details?.type !== 'table') return 0;
  const row = details.items.find((item) => item.resourceType === resourceType);
  return typeof row?.transferSize === 'number' ? row.transferSize : 0;
}

async function audit(url: string, { javascript }: { javascript: boolean }): Promise<Measurement> {
  const lhr = await lighthouseRun(url, javascript ? Object.keys(TARGETS) : ['performance']);
  return {
    scores: Object.fromEntries(
      Object.entries(lhr.categories).map(([id, c]) => [id, Math.round((c.score ?? 0) * 100)]),
    ),
    lcp: auditValue(lhr, 'largest-contentful-paint'),
    tbt: auditValue(lhr, 'total-blocking-time'),
    cls: auditValue(lhr, 'cumulative-layout-shift'),
    totalBytes: resourceBytes(lhr, 'total'),
    scriptBytes: resourceBytes(lhr, 'script'),
    failedAudits: Object.values(lhr.audits)
      .filter((a) => a.score !== null && a.score < 1 && a.scoreDisplayMode === 'binary')
      .map((a) => a.id),
  };
}

async function medianAudit(url: string, options: { javascript: boolean }): Promise<Measurement> {
  const runs: Measurement[] = [];
  for (let i = 0; i < RUNS; i++) runs.push(await audit(url, options));
  const median = [...runs].sort((a, b) => a.lcp - b.lcp)[Math.floor(runs.length / 2)];
  // Unreachable: RUNS is checked to be at least 1, so there is always a middle run.
  if (!median) throw new Error('no Lighthouse run');
  return median;
}

async function main() {
  if (values.help) {
    console.log(USAGE);
    return;
  }
  if (!values['no-build']) {
    const build = spawnSync('npm', ['run', 'build'], { stdio: 'inherit' });
    if (build.status !== 0) process.exit(build.status ?? 1);
  }
  if (!existsSync('out/index.html')) throw new Error('out/ is missing: run without --no-build');
  // Read before the servers start, so a content error cannot leave them running.
  const pages: Page[] = [
    { label: 'Home', path: '' },
    { label: 'Speaker Series', path: 'speaker-series/' },
    ...(await showPages()),
    { label: 'FAQ', path: 'faq/' },
    { label: 'Subscribe', path: 'subscribe/' },
  ];
  const [withScripts, withoutScripts] = await serveExports([
    { port: PORT },
    { port: PORT_WITHOUT_SCRIPTS, withoutScripts: true },
  ]);
  if (!withScripts || !withoutScripts) throw new Error('the two servers did not both start');
  const results: PageResult[] = [];
  const loadBefore = loadNow();
  try {
    for (const page of pages) {
      const url = withScripts.server.origin + page.path;
      const withJs = await medianAudit(url, { javascript: true });
      const withoutJs = await medianAudit(withoutScripts.server.origin + page.path, {
        javascript: false,
      });
      const lcpVsNoJs = withJs.lcp / withoutJs.lcp;
      const misses = [
        ...Object.entries(TARGETS)
          .filter(([id, min]) => (withJs.scores[id] ?? 0) < min)
          .map(([id]) => id),
        ...(withJs.cls > LIGHTHOUSE_TARGETS.cls ? ['CLS'] : []),
        ...(withJs.tbt > LIGHTHOUSE_TARGETS.tbtMs ? ['TBT'] : []),
        ...(lcpVsNoJs > LIGHTHOUSE_TARGETS.lcpVsNoJs ? ['LCP vs no-JS'] : []),
      ];
      results.push({ ...page, url, withJs, lcpWithoutJs: withoutJs.lcp, lcpVsNoJs, misses });
      console.log(`measured ${page.label}`);
    }
  } finally {
    for (const { server } of [withScripts, withoutScripts]) server.stop();
  }

  const rows = results.map((r) => ({
    page: r.label,
    perf: r.withJs.scores.performance,
    a11y: r.withJs.scores.accessibility,
    bp: r.withJs.scores['best-practices'],
    seo: r.withJs.scores.seo,
    'LCP ms': Math.round(r.withJs.lcp),
    'LCP no-JS ms': Math.round(r.lcpWithoutJs),
    'TBT ms': Math.round(r.withJs.tbt),
    CLS: Number(r.withJs.cls.toFixed(3)),
    'total KB': Math.round(r.withJs.totalBytes / 1024),
    'JS KB': Math.round(r.withJs.scriptBytes / 1024),
    misses: r.misses.join(', ') || 'none',
  }));
  console.table(rows);
  await mkdir('bench-results', { recursive: true });
  await writeFile(
    'bench-results/lighthouse.json',
    JSON.stringify(
      { date: new Date().toISOString(), runsPerPage: RUNS, chrome: CHROMIUM_PATH, results },
      null,
      2,
    ) + '\n',
  );
  console.log('wrote bench-results/lighthouse.json');
  await writeResults('lighthouse', {
    ...provenanceNow(`npm run bench -- ${process.argv.slice(2).join(' ')}`.trim(), {
      before: loadBefore,
      after: loadNow(),
    }),
    runsPerPage: RUNS,
    pages: results.map((r) => ({
      page: r.label,
      performance: r.withJs.scores.performance ?? 0,
      accessibility: r.withJs.scores.accessibility ?? 0,
      bestPractices: r.withJs.scores['best-practices'] ?? 0,
      seo: r.withJs.scores.seo ?? 0,
      lcpMs: round(r.withJs.lcp),
      lcpNoJsMs: round(r.lcpWithoutJs),
      tbtMs: round(r.withJs.tbt),
      cls: round(r.withJs.cls, 3),
      totalKB: round(r.withJs.totalBytes / 1024),
      jsKB: round(r.withJs.scriptBytes / 1024),
    })),
  });
  if (results.some((r) => r.misses.length > 0)) {
    console.error('Some targets were missed (see the misses column).');
    process.exit(1);
  }
  console.log(`all targets met (${RUNS} run(s) per page, the median by LCP kept)`);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
