// `npm run bench:floor -- [--runs N] [--dir out]`: what the site's scripts cost a phone, page by
// page, against the floor: the same page served with every script stripped (scripts/serve.ts
// --without-scripts). Lighthouse mobile (simulated slow 4G and 4× CPU) on the home, a show, the
// festival and the FAQ (bench/floor-pages.ts), the two variants alternating run by run (with
// scripts first, then without, then the other way round), so a neighbour's load falls on both
// alike. Each run records TBT, the long tasks Lighthouse lists (count and longest; its audit lists
// 20 at most), main-thread
// work and the run's benchmark index (Lighthouse's measure of how fast the machine was then);
// the median and spread of each go to bench/results/floor.json with the commit and the load
// average, every run to bench-results/floor.json. Target (bench/targets.ts): each page's median
// TBT within FLOOR_TARGETS.tbtOverFloorMs of the same page without scripts; the process exits
// non-zero when missed.
// Does not build: run `npm run build` first (or pass --dir); as deployed, with a measurement id:
// `ANALYTICS_ID=G-BENCH00001 npm run build` (the record says whether analytics was on, and each
// page's script bytes as transferred). Method: bench/README.md.
import { existsSync } from 'node:fs';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { floorPages } from './floor-pages';
import { longTaskFigures, spreadOf } from './floor-stats';
import { auditValue, lighthouseRun } from './lighthouse-run';
import { countsPageViews, loadNow, provenanceNow, writeResults, type FloorPage } from './results';
import { serveExports } from './serve-export';
import { FLOOR_TARGETS } from './targets';

const USAGE = 'Usage: npm run bench:floor -- [--runs N] [--dir out]';
const { values } = parseArgs({
  options: {
    // Nine, not the five the issue allows: on this host the median of five or seven runs moves by
    // ±60 ms from one pass to the next (bench/README.md), more than the 50 ms it is judged by.
    runs: { type: 'string', default: '9' },
    dir: { type: 'string', default: 'out' },
    port: { type: 'string', default: String(Number(process.env.E2E_PORT_BASE ?? 4300) + 60) },
  },
});
const runs = Number(values.runs);
const port = Number(values.port);
if (!Number.isInteger(runs) || runs < 1) throw new Error(USAGE);
if (!existsSync(path.join(values.dir, 'index.html'))) {
  throw new Error(`${values.dir}: no exported site (npm run build first)\n${USAGE}`);
}
const variants = [
  { scripts: true, port },
  { scripts: false, port: port + 1 },
] as const;

interface Run {
  tbt: number;
  scriptKb: number;
  longTasks: number;
  longestTask: number;
  mainThreadMs: number;
  benchmarkIndex: number;
}

async function measure(url: string): Promise<Run> {
  const lhr = await lighthouseRun(url, ['performance']);
  const details = lhr.audits['long-tasks']?.details;
  const durations =
    details?.type === 'table'
      ? details.items.map((item) => Number(item.duration)).filter(Number.isFinite)
      : [];
  const { count, longestMs } = longTaskFigures(durations);
  const requests = lhr.audits['network-requests']?.details;
  const scriptBytes =
    requests?.type === 'table'
      ? requests.items
          .filter((item) => item.resourceType === 'Script')
          .reduce((sum, item) => sum + (Number(item.transferSize) || 0), 0)
      : 0;
  return {
    tbt: Math.round(auditValue(lhr, 'total-blocking-time')),
    scriptKb: Math.round(scriptBytes / 102.4) / 10,
    longTasks: count,
    longestTask: longestMs,
    mainThreadMs: Math.round(auditValue(lhr, 'mainthread-work-breakdown')),
    benchmarkIndex: Math.round(lhr.environment.benchmarkIndex),
  };
}

async function main() {
  const pages = await floorPages();
  const served = await serveExports(
    variants.map((variant) => ({ ...variant, dir: values.dir, withoutScripts: !variant.scripts })),
  );
  const loadBefore = loadNow();
  const measured = new Map<string, { scripts: Run[]; none: Run[] }>();
  try {
    for (let run = 0; run < runs; run++) {
      for (const page of pages) {
        const order = run % 2 === 0 ? served : [...served].reverse();
        for (const variant of order) {
          const result = await measure(variant.server.origin + page.path);
          const entry = measured.get(page.label) ?? { scripts: [], none: [] };
          (variant.scripts ? entry.scripts : entry.none).push(result);
          measured.set(page.label, entry);
          console.log(
            `${page.label} ${variant.scripts ? 'scripts' : 'no scripts'} run ${run + 1}: ` +
              `TBT ${result.tbt} ms, ${result.longTasks} long task(s), longest ` +
              `${result.longestTask} ms, benchmark index ${result.benchmarkIndex}, ` +
              `load ${loadNow()[0]}`,
          );
        }
      }
    }
  } finally {
    for (const { server } of served) server.stop();
  }
  const summary = (list: Run[]) => ({
    tbtMs: spreadOf(list.map((r) => r.tbt)),
    longTasks: spreadOf(list.map((r) => r.longTasks)),
    longestTaskMs: spreadOf(list.map((r) => r.longestTask)),
    mainThreadMs: spreadOf(list.map((r) => r.mainThreadMs)),
    scriptKb: spreadOf(list.map((r) => r.scriptKb)),
    benchmarkIndex: list.map((r) => r.benchmarkIndex),
  });
  const results: FloorPage[] = pages.map(({ label, path: pagePath }) => {
    const entry = measured.get(label);
    if (!entry) throw new Error(`${label}: not measured`);
    const withScripts = summary(entry.scripts);
    const withoutScripts = summary(entry.none);
    return {
      page: label,
      path: pagePath,
      withScripts,
      withoutScripts,
      tbtOverFloorMs: withScripts.tbtMs.median - withoutScripts.tbtMs.median,
    };
  });
  await mkdir('bench-results', { recursive: true });
  await writeFile(
    'bench-results/floor.json',
    `${JSON.stringify({ date: new Date().toISOString(), runs, measured: [...measured] }, null, 2)}\n`,
  );
  const fullRun = values.dir === 'out';
  const record = {
    ...provenanceNow(`npm run bench:floor -- ${process.argv.slice(2).join(' ')}`.trim(), {
      before: loadBefore,
      after: loadNow(),
    }),
    runsPerPage: runs,
    analytics: countsPageViews(values.dir),
    pages: results,
  };
  if (fullRun) await writeResults('floor', record);
  console.table(
    results.map((r) => ({
      page: r.page,
      'TBT ms': `${r.withScripts.tbtMs.median} (${r.withScripts.tbtMs.min}–${r.withScripts.tbtMs.max})`,
      'TBT no-JS ms': `${r.withoutScripts.tbtMs.median} (${r.withoutScripts.tbtMs.min}–${r.withoutScripts.tbtMs.max})`,
      'long tasks': r.withScripts.longTasks.median,
      'longest ms': r.withScripts.longestTaskMs.median,
      'longest no-JS ms': r.withoutScripts.longestTaskMs.median,
      'bench index': r.withScripts.benchmarkIndex.join(' '),
    })),
  );
  const misses = results.filter((r) => r.tbtOverFloorMs > FLOOR_TARGETS.tbtOverFloorMs);
  if (misses.length > 0) {
    console.error(
      `TBT more than ${FLOOR_TARGETS.tbtOverFloorMs} ms over the floor: ${misses.map((r) => r.page).join(', ')}`,
    );
    process.exit(1);
  }
}

await main();
