// The latest figures of each benchmark, committed as bench/results/<bench>.json: the record
// bench/README.md's figure tables are made from (bench/figures.ts, `npm run bench:figures`).
// Figures are kept rounded, in the units those tables show; raw artefacts (every run, every sample) go to the
// ignored bench-results/ folder.
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';

// Benchmarks run from the project folder (npm run bench…), as do the tests.
export const RESULTS_DIR = path.resolve('bench', 'results');

/** What was measured where: the same for every benchmark. */
export interface Provenance {
  /** "measured" when a benchmark wrote it; otherwise where the figures were copied from. */
  source: string;
  /** The command that measured them. */
  command: string;
  /** The measured site's commit (short hash); "-dirty" when the working tree had changes. */
  commit: string;
  /** When, ISO 8601 in UTC. */
  date: string;
  machine: { cores: number; model?: string; memoryGB?: number; node?: string; note?: string };
  /** 1-minute (or 1-, 5-, 15-minute) load averages before and after; null when not known. */
  loadAverage: { before: number[] | null; after: number[] | null; note?: string };
}

export interface LighthousePage {
  page: string;
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  lcpMs: number;
  lcpNoJsMs: number;
  tbtMs: number;
  cls: number;
  totalKB: number;
  jsKB: number;
}

export interface LighthouseResults extends Provenance {
  runsPerPage: number;
  pages: LighthousePage[];
}

export interface TapFigure {
  tap: string;
  moment: string;
  /** Median and slowest tap → answer, ms; null when a tap was not answered. */
  medianMs: number | null;
  slowestMs: number | null;
  /** Median INP, ms; null when the page left for a link before web-vitals reported. */
  inpMs: number | null;
}

export interface TapsResults extends Provenance {
  runsPerCase: number;
  /** Whether the measured export counts page views (built with a measurement id). */
  analytics?: boolean;
  taps: TapFigure[];
}

export interface ScalePhase {
  name: string;
  seconds: number;
  cpuSeconds: number;
  peakGB: number;
}

export interface ScaleRun {
  shows: number;
  /** Each archive size keeps the provenance of the run that measured it. */
  commit: string;
  date: string;
  loadAverage: { before: number; after: number };
  seasons: number;
  films: number;
  /** The fictional history's people and works (`--history`); none in a run of shows only. */
  people?: number;
  works?: number;
  phases: ScalePhase[];
  buildSeconds: number;
  buildCpuSeconds: number;
  peakGB: number;
  outMB: number;
  outFiles: number;
  outMBPerShowBeyondImages: number;
  /** out/ beyond images ÷ its pages' HTML (runs before it was measured lack it). */
  outOverHtml?: number;
  /** Mean HTML per page, KB as written, and build CPU per page, ms. */
  htmlKBPerPage?: number;
  buildCpuMsPerPage?: number;
  homeHtmlKB: number;
  homeJsKB: number;
  homePayloadKB: number;
  /** HTML plus payload file, gzip, and which page ("index.html" is the home page). */
  largestPageKB: number;
  largestPage: string;
  pagesOverLimit: number;
  pages: number;
  sitemapKB: number;
  sitemapUrls: number;
  feedKB: number;
  feedEvents: number;
  scrollKBBesidesImages: number;
  scrollPayloads: number;
}

export interface ScaleResults extends Provenance {
  runs: ScaleRun[];
}

export interface LoadStep {
  server: string;
  connections: number;
  requests: number;
  requestsPerSecond: number;
  latencyP50Ms: number;
  latencyP99Ms: number;
  /** One visit fetched once from this server, headers included, per page view. */
  bytesPerPageView: number;
  /** Connect, read and write errors; answers other than 2xx; requests past the timeout. */
  errors: number;
  non2xx: number;
  timeouts: number;
}

export interface LoadResults extends Provenance {
  server: string;
  client: string;
  acceptEncoding: string;
  durationSeconds: number;
  maxRequests: number;
  requestsPerVisit: number;
  pageViewsPerVisit: number;
  paths: string[];
  steps: LoadStep[];
}

/** Median and extremes of one measure over a page's runs (bench/floor-stats.ts). */
export interface FloorSpread {
  median: number;
  min: number;
  max: number;
}

export interface FloorVariant {
  tbtMs: FloorSpread;
  longTasks: FloorSpread;
  longestTaskMs: FloorSpread;
  mainThreadMs: FloorSpread;
  /** Script transferred (KB, compressed as served), inline scripts not counted. */
  scriptKb?: FloorSpread;
  /** Lighthouse's benchmark index of each run, in order: how fast the machine was then. */
  benchmarkIndex: number[];
}

export interface FloorPage {
  page: string;
  path: string;
  withScripts: FloorVariant;
  withoutScripts: FloorVariant;
  /** Median TBT with scripts minus without. */
  tbtOverFloorMs: number;
}

export interface FloorResults extends Provenance {
  runsPerPage: number;
  /** Whether the measured export counts page views (built with a measurement id). */
  analytics?: boolean;
  pages: FloorPage[];
}

export interface FirstTouchPage {
  page: string;
  path: string;
  /** Each session's slowest tap → answer (ms): median and extremes over the runs. */
  slowestTapMs: FloorSpread;
  slowestTapNoJsMs: FloorSpread;
  /** Median slowest tap with scripts minus without. */
  overFloorMs: number;
}

export interface FirstTouchResults extends Provenance {
  runsPerPage: number;
  analytics: boolean;
  /** The session: first tap this long after the first paint, then one every interval, until. */
  session: { firstTapMs: number; intervalMs: number; untilMs: number };
  pages: FirstTouchPage[];
}

export interface ScriptWeightPage {
  page: string;
  path: string;
  /** Script files fetched once every island has started. */
  files: number;
  /** Ours, gzip, KB: the files less React's share, and the inline scripts. */
  oursKb: number;
  /** Of which inline, gzip, KB. */
  inlineKb: number;
  /** React and React DOM, gzip, KB (0 on a page whose islands need no React). */
  reactKb: number;
}

export interface ScriptWeightResults extends Provenance {
  analytics: boolean;
  pages: ScriptWeightPage[];
}

/** Milliseconds: the median and extremes over the runs. */
export type MsSpread = FloorSpread;

export interface IslandsStartedPage {
  page: string;
  path: string;
  /** From the load event's end until every island that starts at idle has; null: none. */
  atIdleMs: MsSpread | null;
  /** From the scroll until every island waiting for the viewport has; null: none waits. */
  whenNearMs: MsSpread | null;
}

export interface IslandsStartedResults extends Provenance {
  runsPerPage: number;
  /** Chromium's CPU throttling rate, as on a phone. */
  cpuSlowdown: number;
  pages: IslandsStartedPage[];
}

export interface ImportRun {
  /** Which sheet: with its program column, or without it (runs by the 14-day rule). */
  sheet: string;
  /** `--check`, and the import that writes, wall clock; CPU of the whole process; peak memory. */
  checkSeconds: number;
  seconds: number;
  cpuSeconds: number;
  peakGB: number;
  /** What it wrote. */
  shows: number;
  performances: number;
  people: number;
  works: number;
  pastVenues: number;
}

export interface ImportResults extends Provenance {
  /** The sheet's shape (test/support/history-sheet.ts). */
  rows: number;
  concerts: number;
  programs: number;
  runs: ImportRun[];
}

/** One build of the archive-shaped copy (bench/archive-build.ts). */
export interface ArchiveBuildRun {
  /** cold: no .next, no out/, an empty image cache; warm: the image cache kept (nightly). */
  build: 'cold' | 'warm';
  seconds: number;
  cpuSeconds: number;
  peakGB: number;
  loadAverage: { before: number[]; after: number[] };
  pages: number;
  heaviestPage: string;
  heaviestPageKB: number;
  pagesOverLimit: number;
}

export interface ArchiveBuildResults extends Provenance {
  /** The sheet's shape (test/support/history-sheet.ts) and how long its import took. */
  rows: number;
  concerts: number;
  programs: number;
  importSeconds: number;
  runs: ArchiveBuildRun[];
}

export interface BenchResults {
  lighthouse: LighthouseResults;
  floor: FloorResults;
  taps: TapsResults;
  firstTouch: FirstTouchResults;
  scriptWeight: ScriptWeightResults;
  islandsStarted: IslandsStartedResults;
  scale: ScaleResults;
  load: LoadResults;
  import: ImportResults;
  archiveBuild: ArchiveBuildResults;
}

export type BenchName = keyof BenchResults;
export const BENCH_NAMES: BenchName[] = [
  'lighthouse',
  'floor',
  'taps',
  'firstTouch',
  'scriptWeight',
  'islandsStarted',
  'scale',
  'load',
  'import',
  'archiveBuild',
];

/** bench/results/<name>.json, the name in kebab case (firstTouch: first-touch.json). */
export const resultsFile = (bench: BenchName) =>
  path.join(RESULTS_DIR, `${bench.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)}.json`);

/** Rounds to a number of decimals, so the committed files change only when a figure does. */
export const round = (value: number, decimals = 0) => Number(value.toFixed(decimals));

const git = (...args: string[]) => execFileSync('git', args, { encoding: 'utf8' }).trim();

/** Provenance of a measurement made now, on this machine, of the checked-out commit. */
export function provenanceNow(command: string, loadAverage: Provenance['loadAverage']): Provenance {
  let commit = 'unknown';
  try {
    commit = git('rev-parse', '--short', 'HEAD') + (git('status', '--porcelain') ? '-dirty' : '');
  } catch {
    // Not a git checkout (a copied folder): the figures are still worth keeping.
  }
  const cpus = os.cpus();
  return {
    source: 'measured',
    command,
    commit,
    date: new Date().toISOString(),
    machine: {
      cores: cpus.length,
      model: cpus[0]?.model,
      memoryGB: round(os.totalmem() / 1024 ** 3, 1),
      node: process.version,
    },
    loadAverage,
  };
}

/** The load averages (1, 5, 15 min), to one decimal. */
/** Whether an export counts page views: its home page carries the analytics settings. */
export function countsPageViews(dir: string): boolean {
  return readFileSync(path.join(dir, 'index.html'), 'utf8').includes('id="analytics-settings"');
}

export const loadNow = () => os.loadavg().map((value) => round(value, 1));

export async function readResults<B extends BenchName>(bench: B): Promise<BenchResults[B]> {
  return JSON.parse(await readFile(resultsFile(bench), 'utf8')) as BenchResults[B];
}

/** Writes bench/results/<bench>.json; bench/README.md's tables follow with `npm run bench:figures`. */
export async function writeResults<B extends BenchName>(
  bench: B,
  results: BenchResults[B],
): Promise<void> {
  await mkdir(RESULTS_DIR, { recursive: true });
  await writeFile(resultsFile(bench), `${JSON.stringify(results, null, 2)}\n`);
  console.log(
    `wrote ${path.relative(process.cwd(), resultsFile(bench))}; ` +
      'run `npm run bench:figures` and commit both',
  );
}
