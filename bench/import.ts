// `npm run bench:import` (tsx bench/import.ts): how long the history import (docs/archive.md#import)
// takes on an archive shaped like a real one. It writes a fictional sheet of --rows rows
// (test/support/history-sheet.ts: programs on 1–4 nights, a resident orchestra, hundreds of guests
// and works, past halls, one written two ways with its mapping file), then, for the sheet with its
// program column and for the same sheet without it (runs by the 14-day rule), runs
// `npm run import:history -- --check` and the import itself into a throw-away content folder
// holding the project's venues.json, each timed (wall clock and CPU of the whole process), and
// counts what was written. Figures go to bench/results/import.json (bench/README.md's table is made
// from it), the sheets to bench-results/import/. It exits non-zero when an import misses its
// budget (bench/targets.ts). Not part of `npm test`.
//
// Options: --rows 50000
import { readdirSync, readFileSync } from 'node:fs';
import { copyFile, mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';

import { historySheet } from '../test/support/history-sheet';
import { runPhase } from './process-tree';
import { loadNow, provenanceNow, round, writeResults, type ImportRun } from './results';
import { IMPORT_TARGETS } from './targets';

const { values } = parseArgs({ options: { rows: { type: 'string', default: '50000' } } });
const ROWS = Number(values.rows);
if (!Number.isInteger(ROWS) || ROWS < 1)
  throw new Error(`--rows takes a whole number, got "${values.rows}"`);

const root = process.cwd();
const OUT = path.join(root, 'bench-results', 'import');
const log = (message: string) => console.log(`bench:import: ${message}`);

function jsonFiles(dir: string): string[] {
  try {
    return readdirSync(dir).filter((f) => f.endsWith('.json'));
  } catch {
    return [];
  }
}

/** What an import wrote into a content folder. */
function written(dir: string) {
  const shows = jsonFiles(path.join(dir, 'shows'));
  const performances = shows.reduce((sum, file) => {
    const show = JSON.parse(readFileSync(path.join(dir, 'shows', file), 'utf8')) as {
      performances?: unknown[];
    };
    return sum + Math.max(1, show.performances?.length ?? 0);
  }, 0);
  return {
    shows: shows.length,
    performances,
    people: jsonFiles(path.join(dir, 'people')).length,
    works: jsonFiles(path.join(dir, 'works')).length,
    pastVenues: jsonFiles(path.join(dir, 'past-venues')).length,
  };
}

async function measure(label: string, csv: string, map: string): Promise<ImportRun> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'bench-import-'));
  try {
    await copyFile(path.join(root, 'content', 'venues.json'), path.join(dir, 'venues.json'));
    const command = `npx tsx scripts/import-history.ts ${csv} --venues ${map} --dir ${dir}`;
    const env = { ...process.env, NEXT_TELEMETRY_DISABLED: '1' };
    const check = await runPhase(`${label} --check`, `${command} --check`, root, env, log);
    const run = await runPhase(label, command, root, env, log);
    const files = written(dir);
    return {
      sheet: label,
      checkSeconds: round(check.seconds, 1),
      seconds: round(run.seconds, 1),
      cpuSeconds: round(run.cpuSeconds, 1),
      peakGB: round(run.peakBytes / 1024 ** 3, 2),
      ...files,
    };
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

async function main(): Promise<number> {
  await mkdir(OUT, { recursive: true });
  const venues = JSON.parse(
    readFileSync(path.join(root, 'content', 'venues.json'), 'utf8'),
  ) as Record<string, { name: string }>;
  const currentHalls = Object.values(venues).map((v) => v.name);
  const before = loadNow();
  const runs: ImportRun[] = [];
  let shape = { rows: 0, concerts: 0, programs: 0 };
  for (const programColumn of [true, false]) {
    const sheet = historySheet({ rows: ROWS, currentHalls, programColumn });
    // The sheet's shape is the one with its program column (without it, the same archive).
    if (programColumn)
      shape = { rows: sheet.rows, concerts: sheet.concerts, programs: sheet.programs };
    const name = programColumn ? 'history.csv' : 'history-without-program.csv';
    const csv = path.join(OUT, name);
    const map = path.join(OUT, 'venue-map.csv');
    await writeFile(csv, sheet.csv);
    await writeFile(map, sheet.venueMap);
    runs.push(
      await measure(
        programColumn ? 'with the program column' : 'without it (14-day rule)',
        csv,
        map,
      ),
    );
  }
  const after = loadNow();
  const misses = runs.filter((run) => run.seconds > IMPORT_TARGETS.seconds);
  for (const run of runs) {
    log(
      `${run.sheet}: ${run.seconds} s (${run.cpuSeconds} s CPU, --check ${run.checkSeconds} s), ${run.shows} shows, ${run.performances} performances ${run.seconds > IMPORT_TARGETS.seconds ? 'FAIL' : 'pass'}`,
    );
  }
  if (ROWS !== IMPORT_TARGETS.rows) {
    log(`--rows ${ROWS} is not the budget's ${IMPORT_TARGETS.rows}: figures not recorded`);
    return misses.length > 0 ? 1 : 0;
  }
  await writeResults('import', {
    ...provenanceNow(['npm run bench:import', ...process.argv.slice(2)].join(' '), {
      before,
      after,
    }),
    ...shape,
    runs,
  });
  return misses.length > 0 ? 1 : 0;
}

main().then(
  (code) => {
    process.exitCode = code;
  },
  (error: unknown) => {
    console.error(error);
    process.exitCode = 1;
  },
);
