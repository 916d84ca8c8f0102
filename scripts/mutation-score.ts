// Records the mutation score per folder (docs/testing.md#mutation-testing) from Stryker's JSON
// report (reports/mutation/mutation.json, written by `stryker run`) into
// bench/results/mutation.json and the table of docs/testing.md. A run over some files
// (`stryker run --mutate lib/concepts/prices/rules/price.ts`) replaces those files' counts and keeps the others',
// so the record grows file by file and always says which files it has measured.
//
// Usage: tsx scripts/mutation-score.ts [reports/mutation/mutation.json]
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** A mutant's fate, as the mutation-testing report schema names it. */
type MutantStatus =
  | 'Killed'
  | 'Survived'
  | 'NoCoverage'
  | 'Timeout'
  | 'CompileError'
  | 'RuntimeError'
  | 'Ignored'
  | 'Pending';

export interface Report {
  files: Record<string, { mutants: ReadonlyArray<{ status: MutantStatus }> }>;
}

export interface Counts {
  killed: number;
  timeout: number;
  survived: number;
  noCoverage: number;
  /** Static mutants (a zod schema's declaration, run when its module loads) and marked ones. */
  ignored: number;
}

export interface MutationRecord {
  files: Record<string, Counts>;
  folders: Record<string, Counts & { score: number | null; files: number }>;
}

const EMPTY: Counts = { killed: 0, timeout: 0, survived: 0, noCoverage: 0, ignored: 0 };

/** A concept room's browser-safe rules (lib/concepts/{room}/rules/). */
const RULES = /^lib\/concepts\/[^/]+\/rules\//;

/** The folders the score is kept for, in the order the table lists them. */
export const FOLDERS = [
  { name: 'rules', holds: (file: string) => RULES.test(file) },
  {
    name: 'content checks',
    holds: (file: string) =>
      file.startsWith('lib/content/') || (file.startsWith('lib/concepts/') && !RULES.test(file)),
  },
  {
    name: 'lib/outputs',
    holds: (file: string) => file.startsWith('lib/outputs/'),
  },
];

export function countsOf(mutants: ReadonlyArray<{ status: MutantStatus }>): Counts {
  const counts = { ...EMPTY };
  for (const { status } of mutants) {
    if (status === 'Killed') counts.killed++;
    else if (status === 'Timeout') counts.timeout++;
    else if (status === 'Survived') counts.survived++;
    else if (status === 'NoCoverage') counts.noCoverage++;
    else if (status === 'Ignored') counts.ignored++;
  }
  return counts;
}

/**
 * Stryker's score: the share of the mutants tested (killed, timed out, survived or not covered)
 * that a test noticed; null when none was tested.
 */
export function score(counts: Counts): number | null {
  const detected = counts.killed + counts.timeout;
  const valid = detected + counts.survived + counts.noCoverage;
  return valid === 0 ? null : Math.round((detected / valid) * 1000) / 10;
}

function isTestFile(file: string): boolean {
  return /\.test\.tsx?$/.test(file);
}

/** The files of `previous` with those of `report` replaced, and each folder's totals. */
export function recordOf(report: Report, previous: MutationRecord['files'] = {}): MutationRecord {
  const files: MutationRecord['files'] = { ...previous };
  for (const [file, { mutants }] of Object.entries(report.files)) {
    // A test file is mutated only when `--mutate` on the command line replaces the config's list,
    // with its `!**/*.test.ts`: its mutants measure nothing.
    if (isTestFile(file)) continue;
    files[file.split(path.sep).join('/')] = countsOf(mutants);
  }
  for (const file of Object.keys(files)) if (isTestFile(file)) delete files[file];
  const sorted = Object.fromEntries(Object.entries(files).sort(([a], [b]) => a.localeCompare(b)));
  const folders: MutationRecord['folders'] = {};
  for (const folder of FOLDERS) {
    const mine = Object.entries(sorted).filter(([file]) => folder.holds(file));
    const counts = { ...EMPTY };
    for (const [, each] of mine) {
      for (const key of Object.keys(EMPTY) as Array<keyof Counts>) counts[key] += each[key];
    }
    folders[folder.name] = { ...counts, score: score(counts), files: mine.length };
  }
  return { files: sorted, folders };
}

export const START = '<!-- mutation-scores:start -->';
export const END = '<!-- mutation-scores:end -->';

export function table(record: MutationRecord): string {
  const rows = Object.entries(record.folders).map(
    ([name, f]) =>
      `| ${name} | ${f.score === null ? '–' : `${f.score}%`} | ${f.files} | ${f.killed + f.timeout} | ${f.survived} | ${f.noCoverage} | ${f.ignored} |`,
  );
  return [
    '| folder | score | files measured | killed | survived | no test | static or marked |',
    '| --- | --- | --- | --- | --- | --- | --- |',
    ...rows,
  ].join('\n');
}

export function withTable(page: string, record: MutationRecord): string {
  const start = page.indexOf(START);
  const end = page.indexOf(END);
  if (start < 0 || end < start) throw new Error(`no ${START} … ${END} block`);
  return `${page.slice(0, start + START.length)}\n\n${table(record)}\n\n${page.slice(end)}`;
}

/**
 * The incremental file as committed (stryker.config.mjs): without test files (mutated only when a
 * command line names them) and without each mutant's `statusReason`, a stack trace through this
 * machine's paths that Stryker only copies into its reports. The rest is what it compares.
 */
export function tidyIncremental(incremental: {
  files: Record<string, { mutants: Array<Record<string, unknown>> }>;
}): typeof incremental {
  const files = Object.fromEntries(
    Object.entries(incremental.files)
      .filter(([file]) => !isTestFile(file))
      .map(([file, entry]) => [
        file,
        {
          ...entry,
          mutants: entry.mutants.map((mutant) =>
            Object.fromEntries(Object.entries(mutant).filter(([key]) => key !== 'statusReason')),
          ),
        },
      ]),
  );
  return { ...incremental, files };
}

const RESULTS = 'bench/results/mutation.json';
const INCREMENTAL = 'test/mutation/stryker-incremental.json';
const DOC = 'docs/testing.md';

function main() {
  const reportFile = process.argv[2] ?? 'reports/mutation/mutation.json';
  const report = JSON.parse(readFileSync(reportFile, 'utf8')) as Report;
  const previous = existsSync(RESULTS)
    ? (JSON.parse(readFileSync(RESULTS, 'utf8')) as MutationRecord).files
    : {};
  const record = recordOf(report, previous);
  writeFileSync(RESULTS, `${JSON.stringify(record, null, 2)}\n`);
  if (existsSync(INCREMENTAL)) {
    const incremental = JSON.parse(readFileSync(INCREMENTAL, 'utf8')) as Parameters<
      typeof tidyIncremental
    >[0];
    writeFileSync(INCREMENTAL, JSON.stringify(tidyIncremental(incremental)));
  }
  writeFileSync(DOC, withTable(readFileSync(DOC, 'utf8'), record));
  execFileSync(process.execPath, ['node_modules/prettier/bin/prettier.cjs', '--write', DOC]);
  console.log(
    `${table(record)}\n\nwrote ${RESULTS} and ${DOC}, tidied ${INCREMENTAL}; commit the three`,
  );
}

if (process.argv[1] === fileURLToPath(import.meta.url)) main();
