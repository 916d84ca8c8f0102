// `npm run bench`: builds the site, serves it at its base path and runs Lighthouse (mobile,
// simulated throttling) in Debian's Chromium on the pages that matter most. For each page it
// prints the four category scores, LCP, TBT, CLS, total and JavaScript bytes, and the LCP of the
// same page with JavaScript switched off (the yardstick for "JavaScript costs the visitor
// nothing"), then writes everything to bench-results/lighthouse.json.
//
// Options: --no-build (reuse out/), --runs N (median of N runs per page, default 1).
import { spawn, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir, readFile, readdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { parseArgs } from 'node:util';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { basePath } from '../lib/deployment.mjs';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './chromium.mjs';

const { values } = parseArgs({
  options: {
    'no-build': { type: 'boolean', default: false },
    runs: { type: 'string', default: '1' },
  },
});
const RUNS = Math.max(1, Number(values.runs));
const PORT = 4310;
const PORT_WITHOUT_SCRIPTS = 4311;
const originOf = (port) => `http://127.0.0.1:${port}${basePath}/`;
const CHROME_FLAGS = ['--headless=new', ...CHROMIUM_ARGS];
const TARGETS = { performance: 95, accessibility: 100, 'best-practices': 100, seo: 100 };

/** The standard show page and the festival, found from content so renames need no edit here. */
async function showPages() {
  const dir = 'content/shows';
  const shows = [];
  for (const file of (await readdir(dir)).sort()) {
    const data = JSON.parse(await readFile(path.join(dir, file), 'utf8'));
    shows.push({ stem: path.basename(file, '.json'), ...data });
  }
  const festival = shows.find((s) => s.festival);
  const standard = shows.find((s) => (s.template ?? 'standard') === 'standard' && s.tickets);
  return [
    { label: 'Standard show', path: `shows/${standard.name ?? standard.stem}/` },
    { label: 'Festival', path: `shows/${festival.name ?? festival.stem}/` },
  ];
}

async function audit(url, { javascript }) {
  const chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM_PATH,
    chromeFlags: CHROME_FLAGS,
  });
  try {
    const result = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: javascript ? Object.keys(TARGETS) : ['performance'],
    });
    const lhr = result.lhr;
    const items = lhr.audits['resource-summary']?.details?.items ?? [];
    const bytesOf = (type) => items.find((i) => i.resourceType === type)?.transferSize ?? 0;
    return {
      scores: Object.fromEntries(
        Object.entries(lhr.categories).map(([id, c]) => [id, Math.round((c.score ?? 0) * 100)]),
      ),
      lcp: lhr.audits['largest-contentful-paint'].numericValue,
      tbt: lhr.audits['total-blocking-time'].numericValue,
      cls: lhr.audits['cumulative-layout-shift'].numericValue,
      totalBytes: bytesOf('total'),
      scriptBytes: bytesOf('script'),
      failedAudits: Object.values(lhr.audits)
        .filter((a) => a.score !== null && a.score < 1 && a.scoreDisplayMode === 'binary')
        .map((a) => a.id),
    };
  } finally {
    await chrome.kill();
  }
}

async function medianAudit(url, options) {
  const runs = [];
  for (let i = 0; i < RUNS; i++) runs.push(await audit(url, options));
  const byLcp = [...runs].sort((a, b) => a.lcp - b.lcp);
  return byLcp[Math.floor(byLcp.length / 2)] ?? runs[0];
}

async function main() {
  if (!values['no-build']) {
    const build = spawnSync('npm', ['run', 'build'], { stdio: 'inherit' });
    if (build.status !== 0) process.exit(build.status ?? 1);
  }
  if (!existsSync('out/index.html')) throw new Error('out/ is missing: run without --no-build');
  const serve = (...args) =>
    spawn(process.execPath, ['scripts/serve.mjs', ...args], { stdio: 'ignore' });
  const servers = [
    serve('--port', String(PORT)),
    serve('--port', String(PORT_WITHOUT_SCRIPTS), '--without-scripts'),
  ];
  await new Promise((resolve) => setTimeout(resolve, 800));
  const pages = [
    { label: 'Home', path: '' },
    { label: 'Speaker Series', path: 'speaker-series/' },
    ...(await showPages()),
    { label: 'FAQ', path: 'faq/' },
    { label: 'Subscribe', path: 'subscribe/' },
  ];
  const results = [];
  try {
    for (const page of pages) {
      const url = originOf(PORT) + page.path;
      const withJs = await medianAudit(url, { javascript: true });
      const withoutJs = await medianAudit(originOf(PORT_WITHOUT_SCRIPTS) + page.path, {
        javascript: false,
      });
      const lcpVsNoJs = withJs.lcp / withoutJs.lcp;
      const misses = [
        ...Object.entries(TARGETS)
          .filter(([id, min]) => (withJs.scores[id] ?? 0) < min)
          .map(([id]) => id),
        ...(withJs.cls > 0 ? ['CLS'] : []),
        ...(withJs.tbt >= 100 ? ['TBT'] : []),
        ...(lcpVsNoJs > 1.1 ? ['LCP vs no-JS'] : []),
      ];
      results.push({ ...page, url, withJs, lcpWithoutJs: withoutJs.lcp, lcpVsNoJs, misses });
      console.log(`measured ${page.label}`);
    }
  } finally {
    for (const server of servers) server.kill();
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
