// bench/README.md's figures of the series' memory at size: the history import
// (`npm run bench:import`) and an archive built from nothing and again (`npm run bench:archive`).
import type { ArchiveBuildResults, ImportResults } from './results';
import { ARCHIVE_TARGETS, IMPORT_TARGETS } from './targets';
import { measuresTable, provenance, thousands } from './figures-format';

/** The sheet both benchmarks start from, in words (test/support/history-sheet.ts). */
function sheetShape(results: { rows: number; concerts: number; programs: number }): string {
  return (
    `A fictional sheet shaped like a real archive: ${thousands(results.rows)} rows, ` +
    `${thousands(results.concerts)} concerts of ${thousands(results.programs)} programs`
  );
}

export function historyImport(results: ImportResults): string {
  const rows: Array<[string, (run: ImportResults['runs'][number]) => string]> = [
    ['Import, s', (r) => String(r.seconds)],
    ['Import CPU, s', (r) => String(r.cpuSeconds)],
    ['`--check`, s', (r) => String(r.checkSeconds)],
    ['Peak memory, GB', (r) => String(r.peakGB)],
    ['Shows', (r) => thousands(r.shows)],
    ['Performances', (r) => thousands(r.performances)],
    ['People', (r) => thousands(r.people)],
    ['Works', (r) => thousands(r.works)],
    ['Past venues', (r) => thousands(r.pastVenues)],
  ];
  return [
    '### The history import (`npm run bench:import`)',
    '',
    `${provenance(results)} ${sheetShape(results)}; imported with its program column and ` +
      'without it.',
    '',
    measuresTable(results.runs, (r) => r.sheet, rows),
    '',
    `Target (the benchmark exits non-zero when it is missed): ${thousands(IMPORT_TARGETS.rows)} ` +
      `rows imported in at most ${IMPORT_TARGETS.seconds} s.`,
  ].join('\n');
}

export function archiveBuild(results: ArchiveBuildResults): string {
  const rows: Array<[string, (run: ArchiveBuildResults['runs'][number]) => string]> = [
    ['Build, s', (r) => String(r.seconds)],
    ['Build CPU, s', (r) => String(r.cpuSeconds)],
    ['Peak memory, GB', (r) => String(r.peakGB)],
    [
      'Load average before → after',
      (r) => `${r.loadAverage.before[0]} → ${r.loadAverage.after[0]}`,
    ],
    ['Pages', (r) => thousands(r.pages)],
    ['Heaviest page, KB gzipped', (r) => `${r.heaviestPageKB} (${r.heaviestPage})`],
    ['Pages over the limit', (r) => String(r.pagesOverLimit)],
  ];
  return [
    '### An archive built (`npm run bench:archive`)',
    '',
    `${provenance(results)} ${sheetShape(results)}, imported in ${results.importSeconds} s, ` +
      'then built from nothing (cold: an empty image cache) and again with the image cache ' +
      'kept (warm, as the nightly build).',
    '',
    measuresTable(results.runs, (r) => r.build, rows),
    '',
    `Target (the benchmark exits non-zero when one is missed): at ${thousands(ARCHIVE_TARGETS.concerts)} ` +
      `concerts a cold build within ${ARCHIVE_TARGETS.coldSeconds / 60} minutes, a warm one within ` +
      `${ARCHIVE_TARGETS.warmSeconds / 60}, at most ${ARCHIVE_TARGETS.peakBytes / 1024 ** 3} GB of ` +
      'memory, and no page over the page limit.',
  ].join('\n');
}
