/** @jest-environment node */
// The import's files are content the loader accepts: a real-shaped sheet (test/support/history-sheet.ts)
// imported into a small valid content folder loads without a problem, runs and past venues
// included, and without pictures, as past shows need none.
import { importHistory, parseVenueMap } from './history-import';
import { historySheet } from '../../../test/support/history-sheet';
import { validFiles, writeContent } from '../../../test/support/content-folder';
import { loadContent } from '../../content/load';

const files = validFiles();
const venues = files['venues.json'] as Record<string, { name: string }>;
const sheet = historySheet({
  rows: 1500,
  currentHalls: Object.values(venues).map((v) => v.name),
  firstYear: 1950,
});
const result = importHistory(
  sheet.csv,
  {
    venues: Object.entries(venues).map(([id, v]) => ({ id, name: v.name })),
    people: new Map(),
    works: new Map(),
    shows: new Set(['winter_lights_a_holiday_concert', 'test_international_film_festival']),
  },
  { venueMap: parseVenueMap(sheet.venueMap).map },
);

/** The content folder with the import's files: past shows, so no pictures (docs/rules/content.md). */
function loadImported() {
  return loadContent(writeContent({ ...files, ...Object.fromEntries(result.files) }), {
    analyticsId: '',
  });
}

describe('an imported real-shaped sheet', () => {
  it('has no problems', () => {
    expect(result.problems).toEqual([]);
  });

  it('makes runs: fewer shows than concerts', () => {
    expect(result.summary!.shows).toBeLessThan(result.summary!.performances);
    expect(result.summary!.performances).toBe(sheet.concerts);
  });

  it('merges the hall written two ways into one past venue', () => {
    expect(sheet.csv).toContain(',Larkfield Hall,');
    const past = [...result.files.keys()].filter((f) => f.startsWith('past-venues/'));
    expect(past.map((f) => (result.files.get(f) as { name: string }).name)).not.toContain(
      'Larkfield Hall',
    );
    expect(past.length).toBeGreaterThan(0);
  });

  it('loads as content, every imported show at its venue', () => {
    const content = loadImported();
    const imported = content.shows.filter((s) => result.files.has(`shows/${s.name}.json`));
    expect(imported).toHaveLength(result.summary!.shows);
    expect(imported.some((s) => s.venue.historyOnly)).toBe(true);
    expect(imported.filter((s) => s.performances.length > 1).length).toBeGreaterThan(0);
  });
});
