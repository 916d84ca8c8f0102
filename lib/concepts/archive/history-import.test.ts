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
  parseVenueMap,
  type ExistingContent,
} from './history-import';

const existing: ExistingContent = {
  venues: [
    { id: 'alderton', name: 'Alderton Theatre' },
    { id: 'old_armory', name: 'Old Armory', historyOnly: true },
  ],
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

const WITH_PROGRAM = 'season,date,venue,work,composer,performer,role,program,title,city';

function runWith(header: string, ...rows: string[]) {
  return importHistory([header, ...rows].join('\n'), existing);
}

describe('halls of the past', () => {
  it('a hall the site does not know becomes a past venue with its city', () => {
    const result = runWith(
      WITH_PROGRAM,
      '1936-37,1936-11-12,Grange Hall,,,Quartet,ensemble,,,Millbrook',
      '1936-37,1936-11-19,grange hall,,,Quartet,ensemble,,,',
    );
    expect(result.files.get('past-venues/grange_hall.json')).toEqual({
      name: 'Grange Hall',
      locality: 'Millbrook',
    });
    expect(result.files.get('shows/quartet_1936_11_12_2.json')).toMatchObject({
      location: 'grange_hall',
    });
    expect(result.summary).toMatchObject({ newVenues: 1, reusedVenues: 0 });
  });

  it('without a city column, a past venue has its name only', () => {
    expect(
      run('1936-37,1936-11-12,Grange Hall,,,Quartet,ensemble').files.get(
        'past-venues/grange_hall.json',
      ),
    ).toEqual({
      name: 'Grange Hall',
    });
  });

  it('a past venue the content has is reused by name, and no file is written', () => {
    const result = run('1936-37,1936-11-12,OLD ARMORY,,,Quartet,ensemble');
    expect([...result.files.keys()].some((f) => f.startsWith('past-venues/'))).toBe(false);
    expect(result.files.get('shows/quartet_1936_11_12_2.json')).toMatchObject({
      location: 'old_armory',
    });
    expect(result.summary).toMatchObject({ newVenues: 0, reusedVenues: 1 });
  });

  it('a past hall whose id a venue already has gets one of its own', () => {
    expect(
      run('1936-37,1936-11-12,The Alderton,,,Quartet,ensemble').files.has(
        'past-venues/alderton_2.json',
      ),
    ).toBe(true);
  });

  it('the mapping file merges names that mean one hall', () => {
    const { map, problems } = parseVenueMap(
      'name,venue\nArmory (Old),Old Armory\nAlderton Th.,alderton\n',
    );
    expect(problems).toEqual([]);
    const result = importHistory(
      [
        HEADER,
        '1936-37,1936-11-12,Armory (Old),,,Quartet,ensemble',
        '1936-37,1936-11-13,alderton th.,,,Quartet,ensemble',
      ].join('\n'),
      existing,
      { venueMap: map },
    );
    expect(
      [...result.files.values()].map((f) => (f as { location?: string }).location).filter(Boolean),
    ).toEqual(['old_armory', 'alderton']);
  });

  it('a mapping file naming one hall twice, differently, is a problem', () => {
    expect(
      parseVenueMap('name,venue\nArmory,Old Armory\narmory,Alderton Theatre\n').problems,
    ).toEqual([
      {
        line: 3,
        message: 'maps "armory" to "Alderton Theatre", but an earlier line to "Old Armory"',
      },
    ]);
  });

  it('a mapping file without its columns is a problem', () => {
    expect(parseVenueMap('from,to\n').problems).toHaveLength(1);
  });
});

describe('runs and titles from the sheet', () => {
  const sheet = (...rows: string[]) => runWith(WITH_PROGRAM, ...rows);

  it('the program column makes one show of several nights, with who came on one night only', () => {
    const result = sheet(
      '1950-51,1950-11-10,alderton,Tidewater Suite,Pell Arden,Larkfield Players,ensemble,P-1,,',
      '1950-51,1950-11-11,alderton,Tidewater Suite,Pell Arden,Larkfield Players,ensemble,P-1,,',
      '1950-51,1950-11-11,alderton,,,Tomas Brandt,soloist,P-1,,',
    );
    const shows = [...result.files.entries()].filter(([f]) => f.startsWith('shows/'));
    expect(shows).toHaveLength(1);
    expect(shows[0]![1]).toMatchObject({
      date: '1950-11-10T20:00',
      people: [{ person: 'larkfield_players', role: 'ensemble' }],
      performances: [
        { date: '1950-11-10T20:00' },
        { date: '1950-11-11T20:00', people: [{ person: 'tomas_brandt', role: 'soloist' }] },
      ],
    });
    expect(result.summary).toMatchObject({ shows: 1, performances: 2, groupedByProgram: 1 });
  });

  it('without a program, the same works and performers within 14 days are one show', () => {
    const result = run(
      '1950-51,1950-11-10,alderton,Tidewater Suite,Pell Arden,Larkfield Players,ensemble',
      '1950-51,1950-11-24,alderton,Tidewater Suite,Pell Arden,Larkfield Players,ensemble',
      '1950-51,1950-11-25,alderton,Tidewater Suite,Pell Arden,Larkfield Players,ensemble',
    );
    expect(result.summary).toMatchObject({ shows: 2, performances: 3, groupedByRepeat: 1 });
  });

  it('two programs in one concert are a problem naming both lines', () => {
    expect(
      sheet(
        '1950-51,1950-11-10,alderton,,,Larkfield Players,ensemble,P-1,,',
        '1950-51,1950-11-10,alderton,,,Mira Osei,conductor,P-2,,',
      ).problems.map((p) => formatImportProblem('h.csv', p)),
    ).toEqual([
      'h.csv line 3, program: is "P-2", but line 2 gives the same concert (1950-11-10 20:00, alderton) the program "P-1"',
    ]);
  });

  it('the title column names the show', () => {
    const result = sheet(
      '1950-51,1950-11-10,alderton,,,Larkfield Players,ensemble,,Opening Night,',
    );
    expect(result.files.get('shows/larkfield_players_1950_11_10.json')).toMatchObject({
      title: 'Opening Night',
    });
  });

  it('without a title column, the title names the headliner, the works and the conductor', () => {
    const result = run(
      '1950-51,1950-11-10,alderton,Tidewater Suite,Pell Arden,Larkfield Players,ensemble',
      '1950-51,1950-11-10,alderton,Tidewater Suite,Pell Arden,Mira Osei,conductor',
    );
    expect(result.files.get('shows/larkfield_players_1950_11_10.json')).toMatchObject({
      title: 'Larkfield Players: Arden’s Tidewater Suite — Mira Osei, conductor',
    });
  });
});

describe('a sheet imported again', () => {
  const again = (performances: string[]) =>
    importHistory(
      [HEADER, '1950-51,1950-11-10 20:00,alderton,,,Larkfield Players,ensemble'].join('\n'),
      { ...existing, performances: new Set(performances) },
    );

  it('a row at a performance the content has is a problem, and nothing is written', () => {
    const result = again(['1950-11-10T20:00@alderton']);
    expect(result.problems.map((p) => [p.line, p.column])).toEqual([[2, 'date']]);
    expect(result.files.size).toBe(0);
  });

  it('a performance at another time or venue is new', () => {
    expect(again(['1950-11-10T19:59@alderton', '1950-11-10T20:00@old_armory']).problems).toEqual(
      [],
    );
  });
});

describe('show names', () => {
  it('two shows of one headliner on one day (a matinee and an evening of other works) get a file each', () => {
    const result = run(
      '1950-51,1950-11-10 14:00,alderton,Tidewater Suite,Pell Arden,Larkfield Players,ensemble',
      '1950-51,1950-11-10 20:00,alderton,Harbor Airs,Pell Arden,Larkfield Players,ensemble',
    );
    expect([...result.files.keys()].filter((f) => f.startsWith('shows/'))).toEqual([
      'shows/larkfield_players_1950_11_10.json',
      'shows/larkfield_players_1950_11_10_2.json',
    ]);
    expect(result.summary?.shows).toBe(2);
  });
});

describe('what it reports', () => {
  it('counts new and reused people and works', () => {
    expect(
      run('1936-37,1936-11-12,alderton,Overture,Augustin Pellerin,Osric Thale,conductor').summary,
    ).toMatchObject({ newPeople: 1, reusedPeople: 1, newWorks: 0, reusedWorks: 1 });
  });

  it('names a new name that likely means a person the content has', () => {
    expect(
      run('1936-37,1936-11-12,alderton,,,"Thale, Osric",conductor').summary?.duplicates,
    ).toEqual([['Osric Thale', 'Thale, Osric']]);
  });
});

describe('ids', () => {
  it('drop accents, a leading "The" and apostrophes', () => {
    expect(idOf('The Cartographer’s Daughter: Señora')).toBe('cartographers_daughter_senora');
  });
});

describe('the shipped samples (docs/archive.md#import)', () => {
  const venues = JSON.parse(fs.readFileSync(path.join('content', 'venues.json'), 'utf8')) as Record<
    string,
    { name: string }
  >;
  const projectVenues: ExistingContent = {
    venues: Object.entries(venues).map(([id, v]) => ({ id, name: v.name })),
    people: new Map(),
    works: new Map(),
    shows: new Set(),
  };
  const sample = (name: string) => fs.readFileSync(path.join('docs', 'samples', name), 'utf8');

  it('the smallest imports without a problem into the project’s venues', () => {
    expect(importHistory(sample('performance-history.csv'), projectVenues).problems).toEqual([]);
  });

  it('the orchestra’s, with its mapping file, makes what docs/archive.md says', () => {
    const { map } = parseVenueMap(sample('venue-map.csv'));
    const result = importHistory(sample('orchestra-history.csv'), projectVenues, { venueMap: map });
    expect(result.problems).toEqual([]);
    expect(result.summary).toMatchObject({
      shows: 3,
      performances: 5,
      groupedByProgram: 1,
      groupedByRepeat: 1,
      newVenues: 2,
      duplicates: [['Tomas Brandt', 'Brandt, Tomas']],
    });
  });
});
