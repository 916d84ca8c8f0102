/** @jest-environment node */
// The history import (docs/archive.md#import): a spreadsheet's rows → show, person and work
// files, or every bad row named by line and column, and then nothing.
import fs from 'node:fs';
import path from 'node:path';
import {
  formatImportProblem,
  idOf,
  importHistory,
  parseCsv,
  type ExistingContent,
} from './history-import';

const existing: ExistingContent = {
  venues: [{ id: 'alderton', name: 'Alderton Theatre' }],
  people: new Map([['osric_thale', 'Osric Thale']]),
  works: new Map([['overture', 'Overture|Augustin Pellerin']]),
  shows: new Set(['quartet_1936_11_12']),
};

const HEADER = 'season,date,venue,work,composer,performer,role';

function run(...rows: string[]) {
  return importHistory([HEADER, ...rows].join('\n'), existing);
}

function messages(...rows: string[]): string[] {
  return run(...rows).problems.map((p) => formatImportProblem('h.csv', p));
}

describe('reading CSV', () => {
  it('keeps a quoted comma, a doubled quote and a line break inside a field', () => {
    expect(parseCsv('a,"b, ""c""\nd"\r\ne,f')).toEqual([
      ['a', 'b, "c"\nd'],
      ['e', 'f'],
    ]);
  });

  it('ignores a byte-order mark', () => {
    expect(parseCsv('\uFEFFa,b')).toEqual([['a', 'b']]);
  });
});

describe('a good sheet', () => {
  const result = run(
    '1936-37,1936-11-12 20:15,alderton,Overture,Augustin Pellerin,Quartet,ensemble',
    '1936-37,1936-11-12 20:15,Alderton Theatre,Overture,Augustin Pellerin,Osric Thale,conductor',
    '1937-38,1938-02-03,alderton,,,Quartet,ensemble',
  );

  it('has no problems', () => {
    expect(result.problems).toEqual([]);
  });

  it('makes one show per start and venue, naming its people and works', () => {
    const show = result.files.get('shows/quartet_1936_11_12_2.json');
    expect(show).toMatchObject({
      date: '1936-11-12T20:15',
      location: 'alderton',
      people: [
        { person: 'quartet', role: 'ensemble' },
        { person: 'osric_thale', role: 'conductor' },
      ],
      works: ['overture'],
    });
  });

  it('starts a performance whose time is not given at 20:00', () => {
    expect(result.files.get('shows/quartet_1938_02_03.json')).toMatchObject({
      date: '1938-02-03T20:00',
    });
  });

  it('reuses people and works the content already has, and writes only the new', () => {
    expect([...result.files.keys()].filter((f) => !f.startsWith('shows/')).sort()).toEqual([
      'people/augustin_pellerin.json',
      'people/quartet.json',
    ]);
  });

  it('gives a work of the same title by another composer an id of its own', () => {
    const other = run('1936-37,1936-11-13,alderton,Overture,Someone Else,Quartet,ensemble');
    expect(other.files.get('works/overture_2.json')).toMatchObject({ title: 'Overture' });
  });
});

describe('a bad row is named by its line and column', () => {
  it('a date that is not real', () => {
    expect(messages('1936-37,1937-02-30,alderton,,,Quartet,ensemble')).toEqual([
      'h.csv line 2, date: must be a real date, YYYY-MM-DD or YYYY-MM-DD HH:MM (got "1937-02-30")',
    ]);
  });

  it('a season the date is not in', () => {
    expect(messages('1950-51,1937-02-03,alderton,,,Quartet,ensemble')[0]).toMatch(
      /^h\.csv line 2, season: is 1950-51, but the date 1937-02-03 falls in the 1936-37 season/,
    );
  });

  it('an empty venue', () => {
    expect(messages('1936-37,1937-02-03,,,,Quartet,ensemble')).toEqual([
      'h.csv line 2, venue: is empty',
    ]);
  });

  it('a role the content does not know', () => {
    expect(messages('1936-37,1937-02-03,alderton,,,Quartet,drummer')[0]).toMatch(
      /^h\.csv line 2, role: must be one of performer, /,
    );
  });

  it('a row with neither work nor performer', () => {
    expect(messages('1936-37,1937-02-03,alderton,,,,')).toEqual([
      'h.csv line 2, performer: is empty, and so is the work',
    ]);
  });

  it('a row with a field too many, on its own line', () => {
    expect(
      messages(
        '1936-37,1937-02-03,alderton,,,Quartet,ensemble',
        '1936-37,1937-02-03,alderton,Nocturnes, Book II,X,Quartet,ensemble',
      ),
    ).toEqual(['h.csv line 3: has 8 fields, the header 7 (a comma inside a field needs quotes)']);
  });

  it('a header without a column', () => {
    expect(importHistory('season,date,venue\n', existing).problems).toContainEqual({
      line: 1,
      column: 'role',
      message: 'column is missing from the header',
    });
  });

  it('every bad row at once, and then no file', () => {
    const result = run(
      '1936-37,1937-02-30,alderton,,,Quartet,ensemble',
      '1936-37,1937-02-03,alderton,,,Quartet,ensemble',
      '1936-37,1937-02-03,,,,Quartet,ensemble',
    );
    expect(result.problems.map((p) => p.line)).toEqual([2, 4]);
    expect(result.files.size).toBe(0);
  });
});

describe('ids', () => {
  it('drop accents, a leading "The" and apostrophes', () => {
    expect(idOf('The Cartographer’s Daughter: Señora')).toBe('cartographers_daughter_senora');
  });
});

describe('the shipped sample', () => {
  it('imports without a problem into the project’s venues', () => {
    const text = fs.readFileSync(path.join('docs', 'samples', 'performance-history.csv'), 'utf8');
    const venues = JSON.parse(
      fs.readFileSync(path.join('content', 'venues.json'), 'utf8'),
    ) as Record<string, { name: string }>;
    const result = importHistory(text, {
      venues: Object.entries(venues).map(([id, v]) => ({ id, name: v.name })),
      people: new Map(),
      works: new Map(),
      shows: new Set(),
    });
    expect(result.problems).toEqual([]);
  });
});
