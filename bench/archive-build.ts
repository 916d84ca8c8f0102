// `npm run bench:archive` (tsx bench/archive-build.ts): does an archive shaped like a real one
// build within its budgets? It writes a fictional history sheet of about --concerts concerts
// (test/support/history-sheet.ts: programs on 1–4 nights, a resident orchestra in most, hundreds of
// guests and works, past halls), imports it with the real import (`npm run import:history`) into a
// throw-away copy of the project (test/support/project-copy.ts), then builds the copy with
// `npm run build` twice:
//   - cold: no .next, no out/ and an empty image-variant cache (lib/build/image-cache.ts), as a
//     fresh CI runner;
//   - warm: .next and out/ removed again, the image cache kept, as the nightly build keeps it;
// each timed (wall clock, CPU of the whole process tree, peak memory of the tree), with the load
// average before and after, then weighs every exported page (lib/build/page-weight.ts): the
// heaviest gzipped, and every one over the limit. It exits non-zero when a budget is missed
// (bench/targets.ts ARCHIVE_TARGETS). Figures go to bench-results/archive-build.json; at the
// budget's size (3,000 concerts or more) also to archive-build.json beside the other results in
// bench/results/ (committed). Not part of `npm test`: at 3,000 concerts a cold build takes minutes.
// Run it alone on the machine (`npm run bench:archive`): build time depends on the load.
//
// Options: --concerts 3000   --keep (keep the copy)
import { readFileSync, rmSync } from 'node:fs';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { parseArgs } from 'node:util';

import { IMAGE_CACHE_DIR } from '../lib/build/image-cache';
import { weighPages } from '../lib/build/page-weight';
import { historySheet } from '../test/support/history-sheet';
import { copyProject } from '../test/support/project-copy';
import { runPhase, type Phase } from './process-tree';
import { loadNow, provenanceNow, round, type ArchiveBuildRun } from './results';
import { ARCHIVE_TARGETS } from './targets';

const { values } = parseArgs({
  options: {
    concerts: { type: 'string', default: String(ARCHIVE_TARGETS.concerts) },
    keep: { type: 'boolean', default: false },
  },
});
const CONCERTS = Number(values.concerts);
if (!Number.isInteger(CONCERTS) || CONCERTS < 1)
  throw new Error(`--concerts takes a whole number, got "${values.concerts}"`);

const root = process.cwd();
const log = (message: string) => console.log(`bench:archive: ${message}`);
const gb = (bytes: number) => round(bytes / 1024 ** 3, 2);

async function build(copy: string, kind: ArchiveBuildRun['build']): Promise<ArchiveBuildRun> {
  for (const dir of ['.next', 'out', ...(kind === 'cold' ? [IMAGE_CACHE_DIR] : [])]) {
    // In the copy only: its node_modules is hard-linked, so removing the cache there unlinks the
    // copy's names and leaves the project's own cache alone.
    rmSync(path.join(copy, dir), { recursive: true, force: true });
  }
  const env = {
    ...process.env,
    NEXT_TELEMETRY_DISABLED: '1',
    // The type check is its own step of the test command, before the build, as in CI.
    TYPES_CHECKED: '1',
    // A copy has no git history: the files' own revisions (lib/site/deployment.ts).
    CONTENT_HISTORY: 'files',
    PATH: [path.join(copy, 'node_modules', '.bin'), process.env.PATH].join(path.delimiter),
  };
  const before = loadNow();
  const phase: Phase = await runPhase(`${kind} build`, 'npm run build', copy, env, log);
  const after = loadNow();
  const { pages, heaviest, over } = await weighPages(path.join(copy, 'out'));
  for (const page of over.slice(0, 10)) {
    log(`  over the limit: ${page.page} ${round(page.gzipBytes / 1024, 1)} KB`);
  }
  return {
    build: kind,
    seconds: round(phase.seconds),
    cpuSeconds: round(phase.cpuSeconds),
    peakGB: gb(phase.peakBytes),
    loadAverage: { before, after },
    pages,
    heaviestPage: heaviest?.page ?? '',
    heaviestPageKB: round((heaviest?.gzipBytes ?? 0) / 1024, 1),
    pagesOverLimit: over.length,
  };
}

/** The budgets a build missed, in words ([] when it kept them all). */
function misses(run: ArchiveBuildRun): string[] {
  const budget = run.build === 'cold' ? ARCHIVE_TARGETS.coldSeconds : ARCHIVE_TARGETS.warmSeconds;
  return [
    ...(run.seconds > budget ? [`${run.build} build ${run.seconds} s > ${budget} s`] : []),
    ...(run.peakGB > gb(ARCHIVE_TARGETS.peakBytes)
      ? [`${run.build} peak ${run.peakGB} GB > ${gb(ARCHIVE_TARGETS.peakBytes)} GB`]
      : []),
    ...(run.pagesOverLimit > 0 ? [`${run.pagesOverLimit} pages over the page limit`] : []),
  ];
}

async function main(): Promise<number> {
  const venues = JSON.parse(
    readFileSync(path.join(root, 'content', 'venues.json'), 'utf8'),
  ) as Record<string, { name: string }>;
  const currentHalls = Object.values(venues).map((v) => v.name);
  const sheet = historySheet({ rows: Infinity, concerts: CONCERTS, currentHalls });
  log(`a sheet of ${sheet.rows} rows: ${sheet.concerts} concerts, ${sheet.programs} programs`);
  const copy = copyProject(root, 'artistseries-archive-', log);
  log(`copied the project to ${copy}`);
  try {
    const csv = path.join(copy, 'bench-history.csv');
    const map = path.join(copy, 'bench-venue-map.csv');
    await writeFile(csv, sheet.csv);
    await writeFile(map, sheet.venueMap);
    const env = { ...process.env, NEXT_TELEMETRY_DISABLED: '1' };
    const imported = await runPhase(
      'import',
      `npx tsx scripts/import-history.ts ${csv} --venues ${map} --dir content`,
      copy,
      env,
      log,
    );
    const runs = [await build(copy, 'cold'), await build(copy, 'warm')];
    const missed = runs.flatMap(misses);
    for (const run of runs) {
      log(
        `${run.build}: ${run.seconds} s (${run.cpuSeconds} s CPU), peak ${run.peakGB} GB, ` +
          `${run.pages} pages, heaviest ${run.heaviestPage} ${run.heaviestPageKB} KB gzipped, ` +
          `load ${run.loadAverage.before.join(' ')} → ${run.loadAverage.after.join(' ')}`,
      );
    }
    const results = {
      ...provenanceNow(['npm run bench:archive', ...process.argv.slice(2)].join(' '), {
        before: runs[0]?.loadAverage.before ?? null,
        after: runs.at(-1)?.loadAverage.after ?? null,
      }),
      rows: sheet.rows,
      concerts: sheet.concerts,
      programs: sheet.programs,
      importSeconds: round(imported.seconds, 1),
      runs,
    };
    const json = `${JSON.stringify(results, null, 2)}\n`;
    await mkdir(path.join(root, 'bench-results'), { recursive: true });
    await writeFile(path.join(root, 'bench-results', 'archive-build.json'), json);
    if (sheet.concerts >= ARCHIVE_TARGETS.concerts) {
      await writeFile(path.join(root, 'bench', 'results', 'archive-build.json'), json);
      log('figures written to bench/results/archive-build.json');
    } else {
      log(
        `${sheet.concerts} concerts is below the budget's ${ARCHIVE_TARGETS.concerts}: not recorded`,
      );
    }
    for (const miss of missed) log(`FAIL ${miss}`);
    return missed.length > 0 ? 1 : 0;
  } finally {
    if (values.keep) log(`the copy is kept: ${copy}`);
    else rmSync(copy, { recursive: true, force: true });
  }
}

main().then(
  (code) => {
    process.exitCode = code;
  },
  (error: unknown) => {
    console.error(`bench:archive: ${error instanceof Error ? error.message : String(error)}`);
    process.exitCode = 1;
  },
);
