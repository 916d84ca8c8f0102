// How bench/README.md's figures are written (bench/figures.ts and bench/figures-archive.ts): tables
// laid out as Prettier lays them out, numbers and dates without the machine's locale, and the
// sentence that says where each set of figures comes from.
import type { Provenance } from './results';

export type Align = 'left' | 'right';

/** A Markdown table laid out as Prettier lays it out, so `prettier --check` accepts the block. */
export function table(header: string[], rows: string[][], align: Align[] = []): string {
  const widths = header.map((cell, at) =>
    Math.max(3, cell.length, ...rows.map((row) => (row[at] ?? '').length)),
  );
  const line = (cells: string[]) =>
    `| ${cells
      .map((cell, at) =>
        align[at] === 'right' ? cell.padStart(widths[at] ?? 0) : cell.padEnd(widths[at] ?? 0),
      )
      .join(' | ')} |`;
  const rule = `| ${widths
    .map((width, at) => (align[at] === 'right' ? `${'-'.repeat(width - 1)}:` : '-'.repeat(width)))
    .join(' | ')} |`;
  return [line(header), rule, ...rows.map(line)].join('\n');
}

/** 1234567 → "1,234,567", without depending on the machine's locale data. */
export const thousands = (value: number) =>
  String(value).replace(/^(\d+)/, (digits) => digits.replace(/\B(?=(\d{3})+$)/g, ','));

/** "2026-11-24T19:50:00.000Z" → "2026-11-24 19:50 UTC"; a bare date stays as it is. */
export function when(date: string): string {
  const match = /^(\d{4}-\d{2}-\d{2})T(\d{2}:\d{2})/.exec(date);
  return match ? `${match[1]} ${match[2]} UTC` : date;
}

function loads(values: number[] | null): string {
  return values === null ? '' : values.join(' / ');
}

/** One sentence: which commit, when, on what, at what load, by which command, from where. */
export function provenance(results: Provenance): string {
  const { before, after, note: loadNote } = results.loadAverage;
  const load = [
    before ? `${loads(before)} before` : '',
    after ? `${loads(after)} after` : '',
    loadNote ?? '',
  ]
    .filter(Boolean)
    .join(', ');
  const machine = [`${results.machine.cores} cores`, results.machine.model, results.machine.note]
    .filter(Boolean)
    .join(', ');
  const source = results.source === 'measured' ? '' : ` Figures ${results.source}.`;
  return (
    `Commit \`${results.commit}\`, ${when(results.date)}, \`${results.command}\`; ` +
    `${machine}; load average ${load || 'not recorded'}.${source}`
  );
}

/**
 * A table of measures by run: one column a run, headed by `column`, one row a measure, read from
 * each run by the row's function.
 */
export function measuresTable<Run>(
  runs: readonly Run[],
  column: (run: Run) => string,
  measures: ReadonlyArray<[string, (run: Run) => string]>,
): string {
  return table(
    ['Measure', ...runs.map(column)],
    measures.map(([label, cell]) => [label, ...runs.map(cell)]),
    ['left', ...runs.map((): Align => 'right')],
  );
}
