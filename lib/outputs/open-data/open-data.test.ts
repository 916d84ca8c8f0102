/**
 * @jest-environment node
 *
 * The performance history's open data, read by ajv (an independent validator) against the JSON
 * Schema the site publishes, for the fixture content; and the CSV's rows and quoting.
 */
import Ajv from 'ajv';
import {
  fixtureContent,
  makeRunWithGuest,
  makeShow,
  site,
} from '../../../test/support/fixture-content';
import { csvField, historyCsv, historyDocument, HISTORY_CSV_COLUMNS } from './document';
import { historyJsonSchema } from './schema';

const validate = new Ajv({ allErrors: true }).compile(
  historyJsonSchema('https://www.example.edu/artistseries/data/performance-history.schema.json'),
);

const source = {
  shows: fixtureContent.shows,
  people: fixtureContent.people,
  works: fixtureContent.works,
  series: site.seriesName,
  timeZone: site.timeZone,
};

describe('the JSON', () => {
  const document = historyDocument(source);

  it('validates against the published schema', () => {
    const valid = validate(JSON.parse(JSON.stringify(document)));
    expect(validate.errors ?? []).toEqual([]);
    expect(valid).toBe(true);
  });

  it('is rejected by the schema when a performance loses its start', () => {
    const broken = JSON.parse(JSON.stringify(document)) as { performances: Array<object> };
    broken.performances = [{ ...broken.performances[0], start: 'soon' }];
    expect(validate(broken)).toBe(false);
  });

  it('states CC0 in the file', () => {
    expect(document).toMatchObject({
      license: 'CC0-1.0',
      licenseUrl: 'https://creativecommons.org/publicdomain/zero/1.0/',
    });
  });

  it('has one entry per performance of every show, oldest first', () => {
    const expected = fixtureContent.shows.reduce((n, show) => n + show.performances.length, 0);
    expect(document.performances).toHaveLength(expected);
    const starts = document.performances.map((p) => p.start);
    expect(starts).toEqual([...starts].sort());
  });

  it('lists the people and works the performances name, creators included', () => {
    const linked = fixtureContent.shows.find((show) => show.works.length > 0);
    const work = linked && fixtureContent.works.get(linked.works[0] ?? '');
    expect(work).toBeDefined();
    expect(document.works.map((w) => w.id)).toContain(work?.id);
    for (const creator of work?.creators ?? []) {
      expect(document.people.map((p) => p.id)).toContain(creator.person);
    }
  });
});

describe('the CSV', () => {
  const credits = {
    people: [
      { person: 'wren_hollow_quartet', role: 'ensemble' as const },
      { person: 'elsa_moreau', role: 'conductor' as const },
    ],
    works: ['tidewater_suite'],
  };

  function rowsOf(shows: Parameters<typeof historyDocument>[0]['shows']) {
    return historyCsv(historyDocument({ ...source, shows }))
      .trimEnd()
      .split('\r\n');
  }

  it('starts with its columns, license last', () => {
    expect(rowsOf([])[0]).toBe(HISTORY_CSV_COLUMNS.join(','));
    expect(HISTORY_CSV_COLUMNS.at(-1)).toBe('license');
  });

  it('has one row per work × performer of a performance', () => {
    const rows = rowsOf([makeShow({ ...credits, performers: [] })]);
    expect(rows).toHaveLength(1 + 1 * 2);
    expect(rows[1]).toContain('tidewater_suite,Tidewater Suite,Elsa Moreau,wren_hollow_quartet');
    expect(rows[1]?.endsWith(',CC0-1.0')).toBe(true);
  });

  it('gives a performance’s own people rows of that performance only', () => {
    const rows = rowsOf([makeRunWithGuest({ people: [], works: [], performers: [] })]);
    const guest = rows.filter((row) => row.includes('elsa_moreau'));
    expect(guest).toHaveLength(1);
    expect(guest[0]).toContain('2027-01-24T19:30');
    expect(rows).toHaveLength(1 + 2);
  });

  it('keeps a performance with neither works nor performers as one row', () => {
    expect(rowsOf([makeShow({ people: [], works: [], performers: [] })])).toHaveLength(2);
  });

  it('writes a performer not yet linked with an empty id', () => {
    const rows = rowsOf([makeShow({ people: [], works: [], performers: ['Someone'] })]);
    expect(rows[1]).toContain(',,,,Someone,,,CC0-1.0');
  });
});

describe('a CSV field', () => {
  it('is quoted when it holds a comma, with quotes doubled', () => {
    expect(csvField('Quartet No. 12, "American"')).toBe('"Quartet No. 12, ""American"""');
  });

  it('is left as it is otherwise', () => {
    expect(csvField('Tidewater Suite')).toBe('Tidewater Suite');
  });
});
