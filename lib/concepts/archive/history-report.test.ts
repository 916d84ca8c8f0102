/** @jest-environment node */
// What the import tells staff (docs/archive.md#checking-a-sheet): grouped problems, likely
// duplicates and the summary.
import {
  formatGroupedProblem,
  formatSummary,
  groupProblems,
  likelyDuplicates,
  nameKey,
  SHOWN_LINES,
  type ImportSummary,
} from './history-report';

const empty = { column: 'venue' as const, message: 'is empty' };

describe('grouped problems', () => {
  it('one line per distinct problem, with how many rows have it', () => {
    const groups = groupProblems([
      { line: 2, ...empty },
      { line: 3, column: 'date', message: 'is empty' },
      { line: 4, ...empty },
    ]);
    expect(groups.map((g) => [g.column, g.rows, g.lines])).toEqual([
      ['venue', 2, [2, 4]],
      ['date', 1, [3]],
    ]);
  });

  it(`names the first ${SHOWN_LINES} lines, and "…" only past them`, () => {
    const lines = (n: number) =>
      formatGroupedProblem(
        'h.csv',
        groupProblems(Array.from({ length: n }, (_, i) => ({ line: i + 2, ...empty })))[0]!,
      );
    expect(lines(SHOWN_LINES)).toBe(
      `h.csv, venue: is empty (${SHOWN_LINES} rows: lines 2, 3, 4, 5, 6)`,
    );
    expect(lines(SHOWN_LINES + 1)).toBe(
      `h.csv, venue: is empty (${SHOWN_LINES + 1} rows: lines 2, 3, 4, 5, 6, …)`,
    );
  });

  it('one row’s problem reads as before grouping', () => {
    expect(formatGroupedProblem('h.csv', groupProblems([{ line: 9, ...empty }])[0]!)).toBe(
      'h.csv line 9, venue: is empty',
    );
  });

  it('the same message in another column is another problem', () => {
    expect(
      groupProblems([
        { line: 2, ...empty },
        { line: 2, column: 'date', message: 'is empty' },
      ]),
    ).toHaveLength(2);
  });

  it('no problems, no lines', () => {
    expect(groupProblems([])).toEqual([]);
  });
});

describe('likely duplicates', () => {
  it('"First Last" and "Last, First" are one person', () => {
    expect(likelyDuplicates(['Ines Varga', 'Varga, Ines', 'Osric Thale'])).toEqual([
      ['Ines Varga', 'Varga, Ines'],
    ]);
  });

  it('so are names differing in case or accents only', () => {
    expect(nameKey('INÈS  varga')).toBe(nameKey('Ines Varga'));
  });

  it('one name written once is not a duplicate', () => {
    expect(likelyDuplicates(['Ines Varga', 'Ines Varga', 'Ines Vargas'])).toEqual([]);
  });
});

describe('the summary', () => {
  const summary: ImportSummary = {
    rows: 1,
    shows: 1,
    performances: 2,
    groupedByProgram: 0,
    groupedByRepeat: 1,
    splitPrograms: 0,
    newPeople: 1,
    reusedPeople: 0,
    newWorks: 0,
    reusedWorks: 2,
    newVenues: 1,
    reusedVenues: 0,
    duplicates: [['Ines Varga', 'Varga, Ines']],
  };

  it('counts in words and says why it grouped', () => {
    const text = formatSummary(summary, 14).join('\n');
    expect(text).toContain('1 row → 1 show with 2 performances');
    expect(text).toContain(
      '1 show of several performances grouped as the same works and performers at one venue within 14 days',
    );
    expect(text).toContain('"Ines Varga" / "Varga, Ines"');
  });

  it('mentions split programs only when there are some', () => {
    expect(formatSummary(summary, 14).join('\n')).not.toContain('more than one venue');
    expect(formatSummary({ ...summary, splitPrograms: 2 }, 14).join('\n')).toContain(
      '2 programs played at more than one venue or in more than one season',
    );
  });
});
