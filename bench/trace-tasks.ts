// `npm run bench:trace -- [--dir out] [--runs N] [--settle S] [--without-scripts] [page …]`: which
// script, function or event each long task after the first paint is, on a phone-sized Chromium
// with a 4× slower CPU (CDP Emulation.setCPUThrottlingRate). It serves the export at its base path, loads each page in a
// fresh context with a Chromium trace and CPU profile running until S seconds (15) after the load
// event, and prints every task longer than 50 ms after the first contentful paint, with the
// scripts and functions its samples fall in (bench/long-task-attribution.ts). Pages are paths below
// the base path ("", "faq/"); by default the home and the festival. Writes every task to
// bench-results/trace-tasks.json and each trace to bench-results/traces/ (open them in DevTools'
// Performance panel). --without-scripts traces the floor instead: the same pages with every
// script stripped, as bench:floor measures them. Method: bench/README.md.
import { mkdir, writeFile } from 'node:fs/promises';
import { loadavg } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { chromium, devices } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../test/support/chromium';
import { attributeLongTasks, type TraceEvent } from './long-task-attribution';
import { festivalPath } from './floor-pages';
import { serveExport } from './serve-export';

const { values, positionals } = parseArgs({
  options: {
    dir: { type: 'string', default: 'out' },
    runs: { type: 'string', default: '1' },
    /** Seconds after the load event the trace keeps running (hydration, effects, prefetches). */
    settle: { type: 'string', default: '15' },
    port: { type: 'string', default: String(Number(process.env.E2E_PORT_BASE ?? 4300) + 50) },
    'without-scripts': { type: 'boolean', default: false },
  },
  allowPositionals: true,
});
const runs = Number(values.runs);
const port = Number(values.port);
const CATEGORIES = [
  'devtools.timeline',
  'disabled-by-default-devtools.timeline',
  'toplevel',
  'v8.execute',
  'loading',
  'blink.user_timing',
  'disabled-by-default-v8.cpu_profiler',
].join(',');

async function main() {
  const pages = positionals.length > 0 ? positionals : ['', await festivalPath()];
  const server = await serveExport({
    dir: values.dir,
    port,
    withoutScripts: values['without-scripts'],
  });
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  const report: unknown[] = [];
  await mkdir('bench-results/traces', { recursive: true });
  try {
    for (let run = 0; run < runs; run++) {
      for (const pagePath of pages) {
        const context = await browser.newContext({ ...devices['Pixel 7'] });
        const page = await context.newPage();
        const cdp = await context.newCDPSession(page);
        await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
        await browser.startTracing(page, { categories: CATEGORIES.split(',') });
        await page.goto(server.origin + pagePath, { waitUntil: 'load' });
        // A fixed wait, not a polled check: Playwright's polling runs scripts in the page whose
        // tasks would show in the trace beside the page's own.
        await page.waitForTimeout(Number(values.settle) * 1000);
        const buffer = await browser.stopTracing();
        await context.close();
        const { traceEvents } = JSON.parse(buffer.toString()) as { traceEvents: TraceEvent[] };
        const fcp = traceEvents.find((e) => e.name === 'firstContentfulPaint');
        if (!fcp)
          throw new Error(`${pagePath || '(home)'}: no first contentful paint in the trace`);
        const tasks = attributeLongTasks(traceEvents, { firstPaintUs: fcp.ts });
        const variant = values['without-scripts'] ? '-without-scripts' : '';
        const name = `${(pagePath || 'home').replace(/\W+/g, '-')}${variant}-${run + 1}.json`;
        await writeFile(path.join('bench-results/traces', name), buffer);
        console.log(`\n${pagePath || '(home)'} run ${run + 1}: ${tasks.length} long task(s)`);
        for (const task of tasks) {
          console.log(`  +${task.startMs} ms  ${task.durationMs} ms  ${task.kind}`);
          for (const { script, ms } of task.scripts) console.log(`      ${ms} ms in ${script}`);
          for (const { fn, ms } of task.functions.slice(0, 5))
            console.log(`        ${ms} ms ${fn}`);
        }
        report.push({ page: pagePath, run: run + 1, tasks });
      }
    }
  } finally {
    await browser.close();
    server.stop();
  }
  await writeFile(
    'bench-results/trace-tasks.json',
    `${JSON.stringify({ date: new Date().toISOString(), loadAverage: loadavg(), report }, null, 2)}\n`,
  );
  console.log(
    `\nload average ${loadavg()
      .map((v) => v.toFixed(1))
      .join(' ')}`,
  );
}

await main();
