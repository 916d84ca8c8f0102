/** @jest-environment node */
// Concerts into runs (docs/archive.md#runs): the program column, else the same works and
// performers at one venue within RUN_WINDOW_DAYS of the run's first night, never across seasons.
import type { Row } from './history-rows';
import {
  concertSeason,
  daysBetween,
  groupRuns,
  programSignature,
  RUN_WINDOW_DAYS,
  type Concert,
} from './history-runs';

let line = 1;
function row(overrides: Partial<Row> = {}): Row {
  line += 1;
  return { line, start: '1950-01-10T20:00', venue: 'Armory', role: 'performer', ...overrides };
}

/** A concert of the Larkfield Players conducting Mira Osei in the given works. */
function concert(
  start: string,
  options: { venue?: string; works?: string[]; program?: string } = {},
): Concert {
  const venue = options.venue ?? 'armory';
  const rows = [
    row({ start, performer: 'Larkfield Players', role: 'ensemble' }),
    row({ start, performer: 'Mira Osei', role: 'conductor' }),
    ...(options.works ?? ['Tidewater Suite', 'Lantern Dances']).map((work) =>
      row({ start, work, composer: 'Pell Arden' }),
    ),
  ];
  return {
    start,
    venue,
    season: concertSeason({ start }),
    ...(options.program ? { program: options.program } : {}),
    rows,
  };
}

/** Each run as the starts of its concerts. */
function starts(concerts: Concert[]): string[][] {
  return groupRuns(concerts).map((run) => run.concerts.map((c) => c.start.slice(0, 10)));
}

describe('the same works and performers at one venue', () => {
  it('the window is two weeks', () => {
    expect(RUN_WINDOW_DAYS).toBe(14);
  });

  it('make one run when the later night is 14 days after the first', () => {
    expect(starts([concert('1950-01-10T20:00'), concert('1950-01-24T20:00')])).toEqual([
      ['1950-01-10', '1950-01-24'],
    ]);
  });

  it('make two runs when it is 15 days after', () => {
    expect(starts([concert('1950-01-10T20:00'), concert('1950-01-25T20:00')])).toEqual([
      ['1950-01-10'],
      ['1950-01-25'],
    ]);
  });

  it('count the window from the run’s first night, not the last one added', () => {
    expect(
      starts([
        concert('1950-01-10T20:00'),
        concert('1950-01-20T20:00'),
        concert('1950-01-30T20:00'),
      ]),
    ).toEqual([['1950-01-10', '1950-01-20'], ['1950-01-30']]);
  });

  it('make one run of two times on one day (a matinee and an evening)', () => {
    const runs = groupRuns([concert('1950-01-10T20:00'), concert('1950-01-10T14:00')]);
    expect(runs.map((run) => run.concerts.map((c) => c.start))).toEqual([
      ['1950-01-10T14:00', '1950-01-10T20:00'],
    ]);
    expect(runs[0]?.reason).toBe('repeat');
  });

  it('at another venue make a run of their own', () => {
    expect(
      starts([concert('1950-01-10T20:00'), concert('1950-01-11T20:00', { venue: 'grange_hall' })]),
    ).toEqual([['1950-01-10'], ['1950-01-11']]);
  });

  it('with one work differing make another run', () => {
    expect(
      starts([
        concert('1950-01-10T20:00'),
        concert('1950-01-11T20:00', { works: ['Tidewater Suite', 'Harbor Airs'] }),
      ]),
    ).toEqual([['1950-01-10'], ['1950-01-11']]);
  });

  it('in works listed in another order are still one program', () => {
    expect(
      starts([
        concert('1950-01-10T20:00'),
        concert('1950-01-11T20:00', { works: ['Lantern Dances', 'Tidewater Suite'] }),
      ]),
    ).toEqual([['1950-01-10', '1950-01-11']]);
  });

  it('never make a run across seasons (June 30 and July 1)', () => {
    expect(starts([concert('1950-06-30T20:00'), concert('1950-07-01T20:00')])).toEqual([
      ['1950-06-30'],
      ['1950-07-01'],
    ]);
  });

  it('a concert on its own is a single', () => {
    expect(groupRuns([concert('1950-01-10T20:00')])[0]?.reason).toBe('single');
  });
});

describe('the program column', () => {
  it('groups the nights of one program, whatever they play and however far apart', () => {
    const runs = groupRuns([
      concert('1950-01-10T20:00', { program: 'P-7' }),
      concert('1950-03-10T20:00', { program: 'P-7', works: ['Harbor Airs'] }),
    ]);
    expect(runs.map((run) => [run.reason, run.concerts.length])).toEqual([['program', 2]]);
  });

  it('keeps two programs of equal works apart', () => {
    expect(
      starts([
        concert('1950-01-10T20:00', { program: 'P-7' }),
        concert('1950-01-11T20:00', { program: 'P-8' }),
      ]),
    ).toEqual([['1950-01-10'], ['1950-01-11']]);
  });

  it('makes one show per venue of a program played in two halls', () => {
    expect(
      starts([
        concert('1950-01-10T20:00', { program: 'P-7' }),
        concert('1950-01-11T20:00', { program: 'P-7', venue: 'grange_hall' }),
      ]),
    ).toEqual([['1950-01-10'], ['1950-01-11']]);
  });
});

describe('helpers', () => {
  it('counts whole days between two days, across a month', () => {
    expect(daysBetween('1950-01-25T20:00', '1950-02-08T14:00')).toBe(14);
  });

  it('a program’s signature ignores order and case', () => {
    const a = [row({ work: 'Tidewater Suite' }), row({ performer: 'Mira Osei' })];
    const b = [row({ performer: 'mira osei' }), row({ work: 'TIDEWATER SUITE' })];
    expect(programSignature(a)).toBe(programSignature(b));
  });

  it('a concert’s season is the sheet’s, else the one its day falls in', () => {
    expect(concertSeason({ start: '1950-07-01T20:00' })).toBe('1950-51');
    expect(concertSeason({ start: '1950-07-01T20:00', season: '1950-51' })).toBe('1950-51');
  });
});
