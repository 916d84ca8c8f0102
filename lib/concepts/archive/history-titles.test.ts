/** @jest-environment node */
// Titles that tell programs apart (docs/archive.md#titles).
import type { Row } from './history-rows';
import {
  distinctTitles,
  surname,
  titleOf,
  titleParts,
  TITLE_WORKS,
  type TitledShow,
} from './history-titles';

function row(overrides: Partial<Row>): Row {
  return { line: 2, start: '1950-01-10T20:00', venue: 'armory', role: 'performer', ...overrides };
}

const ensemble = row({ performer: 'Larkfield Players', role: 'ensemble' });
const conductor = row({ performer: 'Mira Osei', role: 'conductor' });
const work = (title: string, composer = 'Pell Arden') => row({ work: title, composer });

describe('a title from the headliner and the program', () => {
  it('names the ensemble, its first works with their composers and its conductor', () => {
    expect(
      titleOf(
        titleParts([
          ensemble,
          conductor,
          work('Tidewater Suite'),
          work('Harbor Airs', 'Ione Vasquez'),
        ]),
      ),
    ).toBe(
      'Larkfield Players: Arden’s Tidewater Suite and Vasquez’s Harbor Airs — Mira Osei, conductor',
    );
  });

  it(`names ${TITLE_WORKS} works and says "and more" for the rest`, () => {
    const parts = titleParts([ensemble, work('One'), work('Two'), work('Three')]);
    expect(titleOf(parts)).toBe('Larkfield Players: Arden’s One, Arden’s Two and more');
  });

  it('names one work alone without "and"', () => {
    expect(titleOf(titleParts([ensemble, work('One')]))).toBe('Larkfield Players: Arden’s One');
  });

  it('a recital is headlined by its performer when there is no ensemble', () => {
    expect(
      titleOf(
        titleParts([conductor, row({ performer: 'Tomas Brandt', role: 'soloist' }), work('One')]),
      ),
    ).toBe('Tomas Brandt: Arden’s One — Mira Osei, conductor');
  });

  it('a talk without works is its speaker', () => {
    expect(titleOf(titleParts([row({ performer: 'Beatrix Lowe', role: 'speaker' })]))).toBe(
      'Beatrix Lowe',
    );
  });

  it('a program without performers is its works', () => {
    expect(titleOf(titleParts([work('One'), work('Two')]))).toBe('Arden’s One and Arden’s Two');
  });

  it('does not repeat a composer the work’s title already names', () => {
    expect(titleOf(titleParts([work('Arden Variations')]))).toBe('Arden Variations');
  });

  it('takes the family name of "First Last" and of "Last, First"', () => {
    expect([surname('Pell Arden'), surname('Arden, Pell'), surname('Arden')]).toEqual([
      'Arden',
      'Arden',
      'Arden',
    ]);
  });
});

function show(season: string, works: string[], overrides: Partial<TitledShow> = {}): TitledShow {
  return {
    season,
    signature: works.join('|'),
    start: '1950-11-12T20:00',
    parts: { headliner: 'Larkfield Players', works },
    ...overrides,
  };
}

describe('titles within a season', () => {
  it('a resident ensemble’s season of different programs has a title per program', () => {
    const season = ['A', 'B', 'C', 'D', 'E'].map((w) => show('1950-51', [w, 'Z']));
    expect(new Set(distinctTitles(season)).size).toBe(5);
  });

  it('two programs that begin alike name more works until they differ', () => {
    const titles = distinctTitles([
      show('1950-51', ['A', 'B', 'C']),
      show('1950-51', ['A', 'B', 'D']),
    ]);
    expect(titles).toEqual(['Larkfield Players: A, B and C', 'Larkfield Players: A, B and D']);
  });

  it('two programs with every work alike but other performers add the first night’s date', () => {
    const titles = distinctTitles([
      show('1950-51', ['A']),
      show('1950-51', ['A'], { signature: 'A|guest', start: '1951-03-04T20:00' }),
    ]);
    expect(titles).toEqual([
      'Larkfield Players: A (November 12)',
      'Larkfield Players: A (March 4)',
    ]);
  });

  it('one program repeated later in the season keeps one title', () => {
    const titles = distinctTitles([
      show('1950-51', ['A', 'B', 'C']),
      show('1950-51', ['A', 'B', 'C']),
    ]);
    expect(titles).toEqual([
      'Larkfield Players: A, B and more',
      'Larkfield Players: A, B and more',
    ]);
  });

  it('the same title in two seasons is left alone', () => {
    const titles = distinctTitles([
      show('1950-51', ['A', 'B', 'C']),
      show('1951-52', ['A', 'B', 'D']),
    ]);
    expect(titles).toEqual([
      'Larkfield Players: A, B and more',
      'Larkfield Players: A, B and more',
    ]);
  });

  it('the sheet’s own title is kept as it is', () => {
    expect(distinctTitles([show('1950-51', ['A'], { title: 'Opening Night' })])).toEqual([
      'Opening Night',
    ]);
  });
});
