// `npm run bench:scale` (tsx bench/scale.ts): does the site's cost grow linearly with its archive?
// For each N (default 9, 250 and 1,000 shows) it writes a synthetic archive of N shows made from
// the test fixtures (test/support/scale-archive.ts: the current season always holds the same 9 shows,
// earlier seasons 24 each; the fixtures' few pictures are reused by every show, so encoding images
// is a small fixed cost) into a throw-away copy of the project, builds it phase by phase as
// `npm run build` does (each step of the package's prebuild script, next build, then each step of
// its postbuild script), and prints
//   - the time of each phase, its CPU time (user + system of the whole tree: the load-independent
//     figure on a shared machine) and the peak memory of its whole process tree (RSS of the
//     process and every descendant, read from /proc four times a second);
//   - out/: size and files, and its size per show beyond images;
//   - the home page: HTML and JavaScript (gzip), the payload file among it;
//   - the largest page: HTML plus the payload file its loader fetches (gzip), and every page
//     over the limit;
//   - sitemap.xml and the season calendar feed;
//   - the bytes fetched while scrolling the whole home page in Debian's Chromium (1280×800),
//     images apart;
// each against its target (bench/targets.ts), marked pass or fail. Every figure also goes to
// bench-results/scale.json, and the rounded figures of each archive size to bench/results/scale.json
// (committed; bench/README.md's table is made from it; sizes not measured in this run keep their
// earlier figures). It exits non-zero when a target is missed. The load average is printed beside
// each run: on a shared machine build time depends on it.
//
// Options: --shows 9,250,1000   --port 4325 (default E2E_PORT_BASE + 5)   --keep (keep the copy)
//          --history: the fictional history of docs/archive.md instead, the shows over 90 seasons
//          with made-up people and works (about 8,000 people and 5,000 works at 3,000 shows)
// It is not part of `npm test`: a 1,000-show build takes minutes.
import { existsSync, readFileSync, rmSync } from 'node:fs';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';

import { venueDay } from '../lib/time/venue-clock';
import { copyProject } from '../test/support/project-copy';
import { CURRENT_SEASON_SIZE, SHOWS_PER_SEASON, writeArchive } from '../test/support/scale-archive';
import { runPhase, type Phase } from './process-tree';
import { scrollHome, weighExport, type ExportFigures, type ScrollFigures } from './scale-export';
import { provenanceNow, readResults, round, writeResults, type ScaleRun } from './results';
import { SCALE_TARGETS } from './targets';

const { values } = parseArgs({
  options: {
    shows: { type: 'string', default: '9,250,1000' },
    port: { type: 'string', default: String(Number(process.env.E2E_PORT_BASE ?? 4320) + 5) },
    keep: { type: 'boolean', default: false },
    history: { type: 'boolean', default: false },
  },
});
const COUNTS = values.shows.split(',').map((part) => Number(part.trim()));
if (COUNTS.some((n) => !Number.isInteger(n) || n < 1)) {
  throw new Error(`--shows takes whole numbers separated by commas, got "${values.shows}"`);
}
const PORT = Number(values.port);

const TARGETS = SCALE_TARGETS;

const root = process.cwd();
const FIXTURE_CONTENT = path.join(root, 'test', 'fixtures', 'content');
const FIXTURE_PUBLIC = path.join(root, 'test', 'fixtures', 'public');
const RESULTS = path.join(root, 'bench-results', 'scale.json');

function log(message: string) {
  console.log(`bench:scale: ${message}`);
}

// ---------------------------------------------------------------------------------------------
// One archive size, end to end.

interface Run {
  shows: number;
  seasons: number;
  films: number;
  distinctImages: number;
  /** With --history: the made-up people and works. */
  people?: number;
  works?: number;
  loadBefore: number;
  loadAfter: number;
  phases: Phase[];
  buildSeconds: number;
  buildCpuSeconds: number;
  peakBytes: number;
  export: ExportFigures;
  scroll: ScrollFigures;
}

/** out/ beyond images, as a multiple of its pages' HTML. */
const outOverHtml = (r: Run) => (r.export.outBytes - r.export.imageBytes) / r.export.htmlBytes;

async function measure(copy: string, count: number): Promise<Run> {
  const contentDir = path.join(copy, 'content');
  const publicDir = path.join(copy, 'public');
  for (const dir of [contentDir, path.join(publicDir, 'shows'), path.join(copy, 'out')]) {
    rmSync(dir, { recursive: true, force: true });
  }
  // A cold Next build, as on a fresh CI runner; the image-variant cache is kept, as the workflows
  // keep it between nightly builds.
  rmSync(path.join(copy, '.next'), { recursive: true, force: true });
  const site = JSON.parse(readFileSync(path.join(FIXTURE_CONTENT, 'site.json'), 'utf8')) as {
    timeZone: string;
  };
  const archive = writeArchive({
    count,
    fixtureContentDir: FIXTURE_CONTENT,
    fixturePublicDir: FIXTURE_PUBLIC,
    contentDir,
    publicDir,
    today: venueDay(site.timeZone),
    history: values.history,
  });
  log(
    `${archive.shows} shows in ${archive.seasons} seasons, ${archive.films} films, ` +
      `${archive.distinctImages} distinct pictures` +
      (values.history ? `, ${archive.people} people, ${archive.works} works` : ''),
  );
  const env = {
    ...process.env,
    NEXT_TELEMETRY_DISABLED: '1',
    // The type check is its own step of the test command, before the build, as in CI.
    TYPES_CHECKED: '1',
    CONTENT_DIR: contentDir,
    // Generated shows have no git history: the files' own revisions (lib/site/deployment.ts).
    CONTENT_HISTORY: 'files',
    PATH: [path.join(copy, 'node_modules', '.bin'), process.env.PATH].join(path.delimiter),
  };
  const pkg = JSON.parse(readFileSync(path.join(copy, 'package.json'), 'utf8')) as {
    scripts: Record<string, string>;
  };
  const loadBefore = os.loadavg()[0] ?? 0;
  // Every step of prebuild and postbuild around next build, in order, as `npm run build` runs
  // them, so a step added later is measured too.
  const steps = (script: string | undefined) =>
    (script ?? '')
      .split('&&')
      .map((step) => step.trim())
      .filter(Boolean);
  const phases: Phase[] = [];
  for (const step of [
    ...steps(pkg.scripts.prebuild),
    'next build',
    ...steps(pkg.scripts.postbuild),
  ]) {
    const name = step === 'next build' ? step : (/([\w-]+)\.[cm]?[jt]s\b/.exec(step)?.[1] ?? step);
    phases.push(await runPhase(name, step, copy, env, log));
  }
  const loadAfter = os.loadavg()[0] ?? 0;
  const out = path.join(copy, 'out');
  const figures = await weighExport(out);
  log(`scrolling the home page in Chromium`);
  const scroll = await scrollHome(out, PORT);
  return {
    ...archive,
    loadBefore,
    loadAfter,
    phases,
    buildSeconds: phases.reduce((sum, phase) => sum + phase.seconds, 0),
    buildCpuSeconds: phases.reduce((sum, phase) => sum + phase.cpuSeconds, 0),
    peakBytes: Math.max(...phases.map((phase) => phase.peakBytes)),
    export: figures,
    scroll,
  };
}

// ---------------------------------------------------------------------------------------------
// The table.

const KB = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const MB = (bytes: number) => `${(bytes / 1024 ** 2).toFixed(bytes < 10 * 1024 ** 2 ? 2 : 0)} MB`;
const GB = (bytes: number) => `${(bytes / 1024 ** 3).toFixed(2)} GB`;

interface Row {
  label: string;
  cell: (run: Run) => string;
  /** undefined: no target; true/false: met or not for this run. */
  pass?: (run: Run, reference: Run | undefined) => boolean | undefined;
  target?: string;
}

function rows(phaseNames: string[]): Row[] {
  const within = (value: number, base: number | undefined) =>
    base === undefined ? undefined : value <= base * (1 + TARGETS.homeGrowth);
  return [
    { label: 'seasons / films', cell: (r) => `${r.seasons} / ${r.films}` },
    {
      label: 'load average (1 min) before/after',
      cell: (r) => `${r.loadBefore.toFixed(1)}/${r.loadAfter.toFixed(1)}`,
    },
    ...phaseNames.map((name): Row => ({
      label: `  ${name}`,
      cell: (r) => {
        const phase = r.phases.find((p) => p.name === name);
        if (!phase) return '–';
        const cpu = phase.cpuSeconds === undefined ? '' : ` (CPU ${phase.cpuSeconds.toFixed(0)} s)`;
        return `${phase.seconds.toFixed(0)} s${cpu}, ${GB(phase.peakBytes)}`;
      },
    })),
    {
      label: 'build time, all phases',
      cell: (r) => `${r.buildSeconds.toFixed(0)} s`,
      target: '≤ 600 s at 1,000 shows',
      // Judged at 1,000 shows: below that the fixed part of the build dominates.
      pass: (r) => (r.shows >= 1000 ? r.buildSeconds <= TARGETS.buildSecondsAt1000 : undefined),
    },
    {
      label: 'build CPU time (user + system)',
      // Load-independent: within the limit, the build fits in 10 minutes even on one free core.
      cell: (r) => (r.buildCpuSeconds === undefined ? '–' : `${r.buildCpuSeconds.toFixed(0)} s`),
      target: '≤ 600 s at 1,000 shows',
      pass: (r) =>
        r.shows >= 1000 && r.buildCpuSeconds !== undefined
          ? r.buildCpuSeconds <= TARGETS.buildSecondsAt1000
          : undefined,
    },
    {
      label: 'peak memory (process tree)',
      cell: (r) => GB(r.peakBytes),
      target: '≤ 2 GB',
      pass: (r) => r.peakBytes <= TARGETS.peakBytes,
    },
    { label: 'out/ size, files', cell: (r) => `${MB(r.export.outBytes)}, ${r.export.outFiles}` },
    {
      label: 'out/ per show beyond images',
      cell: (r) => MB((r.export.outBytes - r.export.imageBytes) / r.shows),
      target: '≤ 1 MB',
      pass: (r) => (r.export.outBytes - r.export.imageBytes) / r.shows <= TARGETS.outBytesPerShow,
    },
    {
      label: 'out/ beyond images ÷ its HTML',
      cell: (r) => outOverHtml(r).toFixed(2),
      target: `≤ ${TARGETS.outOverHtml} at 1,000 shows`,
      // Judged at the archive's size: a tiny site is mostly the fixed scripts, fonts and editor.
      pass: (r) => (r.shows >= 1000 ? outOverHtml(r) <= TARGETS.outOverHtml : undefined),
    },
    {
      label: 'per page: HTML, build CPU',
      // What one more page costs; it stays flat as the archive grows when no page carries data
      // it does not show.
      cell: (r) =>
        `${KB(r.export.htmlBytes / r.export.pages)}, ${((r.buildCpuSeconds * 1000) / r.export.pages).toFixed(0)} ms`,
    },
    {
      label: 'home HTML (gzip)',
      cell: (r) => KB(r.export.homeHtml),
      target: '≤ 9-show size + 10%',
      pass: (r, ref) => within(r.export.homeHtml, ref?.export.homeHtml),
    },
    {
      label: 'home JS (gzip, all it loads)',
      cell: (r) => KB(r.export.homeJs),
      target: '≤ 9-show size + 10%',
      pass: (r, ref) => within(r.export.homeJs, ref?.export.homeJs),
    },
    { label: '  of which its payload file', cell: (r) => KB(r.export.homePayload) },
    {
      label: 'largest page, HTML + payload (gzip)',
      cell: (r) =>
        `${KB(r.export.largest.html + r.export.largest.payload)} ${r.export.largest.page}`,
      target: '≤ 100 KB',
      pass: (r) => r.export.overLimit.length === 0,
    },
    {
      label: 'pages over 100 KB',
      cell: (r) => `${r.export.overLimit.length} of ${r.export.pages}`,
    },
    {
      label: 'sitemap.xml',
      cell: (r) => `${KB(r.export.sitemapBytes)}, ${r.export.sitemapUrls} URLs`,
      target: '< 50,000 URLs, < 50 MB',
      pass: (r) =>
        r.export.sitemapUrls < TARGETS.sitemapUrls && r.export.sitemapBytes < 50 * 1024 ** 2,
    },
    {
      label: 'calendar.ics (season feed)',
      cell: (r) => `${KB(r.export.feedBytes)}, ${r.export.feedEvents} events`,
    },
    {
      label: 'scrolling home: bytes besides images',
      cell: (r) =>
        `${KB(r.scroll.bytes - r.scroll.imageBytes)} (${r.scroll.requests} requests, ` +
        `${r.scroll.payloadRequests} payloads)`,
      target: '≤ 1 MB',
      pass: (r) => r.scroll.bytes - r.scroll.imageBytes <= TARGETS.scrollBytes,
    },
    { label: 'scrolling home: images', cell: (r) => KB(r.scroll.imageBytes) },
  ];
}

function printTable(runs: Run[], reference: Run | undefined): boolean {
  const phaseNames = [...new Set(runs.flatMap((run) => run.phases.map((phase) => phase.name)))];
  const header = ['measure', ...runs.map((run) => `${run.shows} shows`), 'target'];
  let allPass = true;
  const body = rows(phaseNames).map((row) => [
    row.label,
    ...runs.map((run) => {
      const pass = row.pass?.(run, reference);
      if (pass === false) allPass = false;
      return `${row.cell(run)}${pass === undefined ? '' : pass ? ' ✓' : ' ✗'}`;
    }),
    row.target ?? '',
  ]);
  const widths = header.map((_, at) =>
    Math.max(...[header, ...body].map((r) => (r[at] ?? '').length)),
  );
  const line = (cells: string[]) =>
    `| ${cells.map((cell, at) => cell.padEnd(widths[at] ?? 0)).join(' | ')} |`;
  console.log(
    [
      '',
      line(header),
      `|${widths.map((w) => '-'.repeat(w + 2)).join('|')}|`,
      ...body.map(line),
      '',
      `Synthetic archive from test/fixtures: the current season holds the same ${CURRENT_SEASON_SIZE} shows at ` +
        `every N, earlier seasons ${SHOWS_PER_SEASON} each; one festival per season; every show ` +
        `reuses the fixtures' few pictures (hard links), so image encoding is a small fixed cost ` +
        `and "beyond images" is what grows. Home sizes compared with the 9-show run` +
        (reference ? '.' : ' (none in this run or bench-results/scale.json: not judged).'),
    ].join('\n'),
  );
  for (const run of runs) {
    if (run.export.overLimit.length === 0) continue;
    console.log(`\nPages over 100 KB at ${run.shows} shows (HTML + payload, gzip), largest first:`);
    for (const page of run.export.overLimit.slice(0, 15)) {
      console.log(
        `  ${KB(page.html + page.payload)}  ${page.page} (HTML ${KB(page.html)}, payload ${KB(page.payload)})`,
      );
    }
    if (run.export.overLimit.length > 15)
      console.log(`  … and ${run.export.overLimit.length - 15} more`);
  }
  return allPass;
}

/** One archive size, rounded as bench/README.md shows it. */
function summary(run: Run, commit: string, date: string): ScaleRun {
  const kb = (bytes: number) => round(bytes / 1024, 1);
  const mb = (bytes: number) => round(bytes / 1024 ** 2, bytes < 10 * 1024 ** 2 ? 1 : 0);
  const gb = (bytes: number) => round(bytes / 1024 ** 3, 2);
  return {
    shows: run.shows,
    commit,
    date,
    loadAverage: { before: round(run.loadBefore, 1), after: round(run.loadAfter, 1) },
    seasons: run.seasons,
    films: run.films,
    ...(values.history ? { people: run.people, works: run.works } : {}),
    phases: run.phases.map((phase) => ({
      name: phase.name,
      seconds: round(phase.seconds),
      cpuSeconds: round(phase.cpuSeconds),
      peakGB: gb(phase.peakBytes),
    })),
    buildSeconds: round(run.buildSeconds),
    buildCpuSeconds: round(run.buildCpuSeconds),
    peakGB: gb(run.peakBytes),
    outMB: mb(run.export.outBytes),
    outFiles: run.export.outFiles,
    outMBPerShowBeyondImages: round(
      (run.export.outBytes - run.export.imageBytes) / run.shows / 1024 ** 2,
      2,
    ),
    outOverHtml: round(outOverHtml(run), 2),
    htmlKBPerPage: kb(run.export.htmlBytes / run.export.pages),
    buildCpuMsPerPage: round((run.buildCpuSeconds * 1000) / run.export.pages),
    homeHtmlKB: kb(run.export.homeHtml),
    homeJsKB: kb(run.export.homeJs),
    homePayloadKB: kb(run.export.homePayload),
    largestPageKB: kb(run.export.largest.html + run.export.largest.payload),
    largestPage: run.export.largest.page,
    pagesOverLimit: run.export.overLimit.length,
    pages: run.export.pages,
    sitemapKB: kb(run.export.sitemapBytes),
    sitemapUrls: run.export.sitemapUrls,
    feedKB: kb(run.export.feedBytes),
    feedEvents: run.export.feedEvents,
    scrollKBBesidesImages: round((run.scroll.bytes - run.scroll.imageBytes) / 1024),
    scrollPayloads: run.scroll.payloadRequests,
  };
}

/** bench/results/scale.json: this run's archive sizes replace the recorded ones of the same size. */
async function recordResults(runs: Run[]) {
  const now = provenanceNow(`npm run bench:scale -- ${process.argv.slice(2).join(' ')}`.trim(), {
    before: null,
    after: null,
    note: 'per run',
  });
  const measured = runs.map((run) => summary(run, now.commit, now.date));
  const earlier = existsSync(path.join(root, 'bench', 'results', 'scale.json'))
    ? await readResults('scale')
    : undefined;
  const kept = (earlier?.runs ?? []).filter(
    (old) => !measured.some((run) => run.shows === old.shows),
  );
  // Each size keeps the commit and date of the run that measured it (its column's first rows).
  const source =
    kept.length === 0
      ? now.source
      : `${now.source}, ${measured.map((run) => run.shows).join(', ')} shows in this run; ` +
        `the other sizes by the runs their columns name`;
  await writeResults('scale', {
    ...now,
    source,
    runs: [...kept, ...measured].sort((a, b) => a.shows - b.shows),
  });
}

async function main() {
  if (!existsSync(FIXTURE_CONTENT)) throw new Error('run it from the project folder');
  const copy = copyProject(root, 'artistseries-scale-', log);
  log(`copied the project to ${copy}`);
  const runs: Run[] = [];
  try {
    for (const count of COUNTS) {
      log(`--- ${count} shows`);
      runs.push(await measure(copy, count));
    }
  } finally {
    if (values.keep) log(`the copy is kept: ${copy}`);
    else rmSync(copy, { recursive: true, force: true });
  }
  // The 9-show reference: from this run, else the last one recorded.
  let reference = runs.find((run) => run.shows === 9);
  if (!reference && existsSync(RESULTS)) {
    const earlier = JSON.parse(await readFile(RESULTS, 'utf8')) as { runs: Run[] };
    reference = earlier.runs.find((run) => run.shows === 9);
  }
  const passed = printTable(runs, reference);
  await mkdir(path.dirname(RESULTS), { recursive: true });
  let recorded: Run[] = [];
  if (existsSync(RESULTS)) {
    recorded = (JSON.parse(await readFile(RESULTS, 'utf8')) as { runs: Run[] }).runs;
  }
  const merged = [
    ...recorded.filter((old) => !runs.some((run) => run.shows === old.shows)),
    ...runs,
  ].sort((a, b) => a.shows - b.shows);
  await writeFile(
    RESULTS,
    `${JSON.stringify({ measured: new Date().toISOString(), runs: merged }, null, 2)}\n`,
  );
  log(`figures written to ${path.relative(root, RESULTS)}`);
  await recordResults(runs);
  if (!passed) process.exitCode = 1;
}

main().catch((error: unknown) => {
  console.error(`bench:scale: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
