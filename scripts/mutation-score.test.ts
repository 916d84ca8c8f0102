/** @jest-environment node */
import {
  countsOf,
  recordOf,
  score,
  table,
  tidyIncremental,
  withTable,
  START,
  END,
} from './mutation-score';

const mutants = (statuses: string[]) =>
  statuses.map((status) => ({ status })) as Parameters<typeof countsOf>[0];

describe('the mutation score', () => {
  it('is the share of tested mutants a test noticed, a timeout counting as noticed', () => {
    expect(score(countsOf(mutants(['Killed', 'Timeout', 'Survived', 'NoCoverage'])))).toBe(50);
  });

  it('leaves static and marked mutants out of the share', () => {
    expect(score(countsOf(mutants(['Killed', 'Ignored', 'Ignored', 'CompileError'])))).toBe(100);
  });

  it('is unknown, not 0 or 100, when no mutant was tested', () => {
    expect(score(countsOf(mutants(['Ignored'])))).toBeNull();
    expect(score(countsOf([]))).toBeNull();
  });
});

describe('the record', () => {
  const report = (file: string, statuses: string[]) => ({
    files: { [file]: { mutants: mutants(statuses) } },
  });

  it('replaces the files of a new run and keeps the others', () => {
    const first = recordOf(report('lib/concepts/prices/rules/price.ts', ['Survived']));
    const second = recordOf(report('lib/concepts/shows/rules/slug.ts', ['Killed']), first.files);
    expect(second.folders['rules']).toMatchObject({ score: 50, files: 2 });
    const third = recordOf(report('lib/concepts/prices/rules/price.ts', ['Killed']), second.files);
    expect(third.folders['rules']).toMatchObject({ score: 100, files: 2, killed: 2 });
  });

  it('leaves out test files, mutated when a command line names them', () => {
    const record = recordOf(report('lib/concepts/prices/price-schema.test.ts', ['Survived']), {
      'lib/concepts/shows/rules/slug.test.ts': countsOf(mutants(['Survived'])),
    });
    expect(record.files).toEqual({});
    expect(record.folders['content checks']).toMatchObject({ score: null, files: 0 });
  });

  it('counts each file in its folder', () => {
    const record = recordOf({
      files: {
        ...report('lib/concepts/prices/price-schema.ts', ['Killed']).files,
        ...report('lib/outputs/calendar/ical.ts', ['Survived']).files,
      },
    });
    expect(record.folders['content checks']).toMatchObject({ score: 100, files: 1 });
    expect(record.folders['lib/outputs']).toMatchObject({ score: 0, files: 1 });
    expect(record.folders['rules']).toMatchObject({ score: null, files: 0 });
  });

  it('is written between the markers of the page, the rest kept', () => {
    const record = recordOf(report('lib/concepts/prices/rules/price.ts', ['Killed']));
    const page = `# Testing\n\n${START}\nstale row\n${END}\n\nAfter.\n`;
    const written = withTable(page, record);
    expect(written).toContain(table(record));
    expect(written).not.toContain('stale row');
    expect(written.endsWith(`${END}\n\nAfter.\n`)).toBe(true);
  });
});

describe('the committed incremental file', () => {
  it('keeps what Stryker compares, without test files or stack traces', () => {
    const mutant = { id: '1', mutatorName: 'Regex', status: 'Killed', location: {} };
    const tidied = tidyIncremental({
      files: {
        'lib/concepts/shows/rules/slug.ts': {
          mutants: [{ ...mutant, statusReason: 'at /home/me/x.ts:1' }],
        },
        'lib/concepts/shows/rules/slug.test.ts': { mutants: [mutant] },
      },
    });
    expect(tidied.files).toEqual({ 'lib/concepts/shows/rules/slug.ts': { mutants: [mutant] } });
  });
});
