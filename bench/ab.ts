// `npm run bench:ab -- DIR_A DIR_B [--runs N] [page …]`: Lighthouse (mobile, performance only) on
// two exported sites, interleaved page by page and run by run (A then B, then B then A), so a
// neighbour's load falls on both alike. Lighthouse's simulated TBT multiplies the task times it
// observes, so two builds measured minutes apart on a shared machine can differ tenfold for no
// reason in the code; this is the comparison that tells code from machine.
//
// DIR_A and DIR_B are exported sites with the same base path (for instance an older commit built
// in a git worktree, and out/). Pages are paths below the base path ("", "faq/"); by default the
// pages every build has. Prints each run and the median TBT, LCP and score per page and build, and
// writes them to bench-results/ab.json. A comparison of two exports says nothing about the site's
// current state, so unlike the other benchmarks it records nothing in bench/results/.
import { existsSync } from 'node:fs';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { spreadOf } from './floor-stats';
import { auditValue, lighthouseRun } from './lighthouse-run';
import { serveExports } from './serve-export';

const USAGE = 'Usage: npm run bench:ab -- DIR_A DIR_B [--runs N] [page …]';
const { values, positionals } = parseArgs({
  options: { runs: { type: 'string', default: '3' } },
  allowPositionals: true,
});
const [dirA, dirB, ...pageArgs] = positionals;
const runs = Number(values.runs);
if (!dirA || !dirB || !Number.isInteger(runs) || runs < 1) throw new Error(USAGE);
for (const dir of [dirA, dirB]) {
  if (!existsSync(path.join(dir, 'index.html'))) throw new Error(`${dir}: no exported site`);
}
const pages = pageArgs.length > 0 ? pageArgs : ['', 'speaker-series/', 'faq/', 'subscribe/'];
const builds = [
  { label: 'A', dir: dirA, port: 4401 },
  { label: 'B', dir: dirB, port: 4402 },
] as const;

interface Figures {
  tbt: number[];
  lcp: number[];
  score: number[];
}

async function measure(url: string): Promise<{ tbt: number; lcp: number; score: number }> {
  const lhr = await lighthouseRun(url, ['performance']);
  return {
    tbt: Math.round(auditValue(lhr, 'total-blocking-time')),
    lcp: Math.round(auditValue(lhr, 'largest-contentful-paint')),
    score: Math.round((lhr.categories.performance?.score ?? 0) * 100),
  };
}

async function main() {
  const served = await serveExports(builds);
  const figures = new Map<string, Figures>();
  try {
    for (let run = 0; run < runs; run++) {
      for (const page of pages) {
        const order = run % 2 === 0 ? served : [...served].reverse();
        for (const { label, server } of order) {
          const result = await measure(server.origin + page);
          const key = `${page || '(home)'} ${label}`;
          const entry = figures.get(key) ?? { tbt: [], lcp: [], score: [] };
          entry.tbt.push(result.tbt);
          entry.lcp.push(result.lcp);
          entry.score.push(result.score);
          figures.set(key, entry);
          console.log(`${key}: TBT ${result.tbt} ms, LCP ${result.lcp} ms, score ${result.score}`);
        }
      }
    }
  } finally {
    for (const { server } of served) server.stop();
  }
  const rows = [...figures].map(([key, entry]) => ({
    'page build': key,
    'TBT ms (median)': spreadOf(entry.tbt).median,
    'TBT runs': entry.tbt.join(' / '),
    'LCP ms (median)': spreadOf(entry.lcp).median,
    score: spreadOf(entry.score).median,
  }));
  console.table(rows);
  await mkdir('bench-results', { recursive: true });
  await writeFile(
    'bench-results/ab.json',
    `${JSON.stringify({ date: new Date().toISOString(), a: dirA, b: dirB, runs, rows }, null, 2)}\n`,
  );
  console.log('wrote bench-results/ab.json');
}

await main();
