/**
 * A season page stays under the page-weight limit (lib/build/page-weight.ts) at any number of
 * appearances: its rows are split into parts of at most SEASON_PAGE_ROWS
 * (lib/concepts/archive/rules/season-pages.ts). The article is rendered here without the build;
 * the site's layout around it (header, navigation, footer) weighs about 6 KB gzipped on a built
 * season page, and LAYOUT_ALLOWANCE leaves it more than twice that.
 */
import { renderToStaticMarkup } from 'react-dom/server';
import { gzippedBytes, PAGE_WEIGHT_LIMIT_BYTES } from '@/lib/build/page-weight';
import { seasonParts, SEASON_PAGE_ROWS } from '@/lib/concepts/archive';
import type { Person } from '@/lib/content/types';
import { PersonSeasonPage } from './PersonSeasonPage';
import { WorkSeasonPage } from './WorkSeasonPage';
import { seasonOfAppearances, seasonOfPerformances } from './archive-test-seasons';

const LAYOUT_ALLOWANCE = 16 * 1024;
const BUDGET = PAGE_WEIGHT_LIMIT_BYTES - LAYOUT_ALLOWANCE;

const orchestra: Person = {
  id: 'ridgeline_symphony',
  name: 'Ridgeline Symphony Orchestra',
  kind: 'ensemble',
  url: '/people/ridgeline_symphony/',
  sourceFile: 'content/people/ridgeline_symphony.json',
};
const work = {
  id: 'river_sketches',
  title: 'River Sketches',
  url: '/works/river_sketches/',
  kind: 'music' as const,
  creators: [],
};

/** Every page of the person's season, gzipped. */
function personPages(count: number): number[] {
  const parts = seasonParts(seasonOfAppearances('2024-25', count));
  return parts.map((_, part) =>
    gzippedBytes(
      renderToStaticMarkup(
        <PersonSeasonPage person={orchestra} season="2024-25" parts={parts} part={part} />,
      ),
    ),
  );
}

describe('the weight of a season page', () => {
  it('keeps each page of a season of 400 appearances under the limit', () => {
    const pages = personPages(400);
    expect(pages).toHaveLength(Math.ceil(400 / SEASON_PAGE_ROWS));
    for (const bytes of pages) expect(bytes).toBeLessThan(BUDGET);
  });

  it('keeps each page under the limit at a count whose one page would be over it', () => {
    const count = 2_000;
    const whole = seasonOfAppearances('2024-25', count);
    const onePage = renderToStaticMarkup(
      <PersonSeasonPage person={orchestra} season="2024-25" parts={[whole]} part={0} />,
    );
    expect(gzippedBytes(onePage)).toBeGreaterThan(BUDGET);
    for (const bytes of personPages(count)) expect(bytes).toBeLessThan(BUDGET);
  });

  it('keeps each page of a work’s season under the limit, every player of its shows named', () => {
    const parts = seasonParts(seasonOfPerformances('2024-25', 400, 1, 60));
    for (const [part] of parts.entries()) {
      const html = renderToStaticMarkup(
        <WorkSeasonPage work={work} season="2024-25" parts={parts} part={part} />,
      );
      expect(gzippedBytes(html)).toBeLessThan(BUDGET);
    }
  });
});
