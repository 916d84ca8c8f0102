import { render, screen, within } from '@testing-library/react';
import { makeShow } from '@/test/support/fixture-content';
import { SEASON_GRID_SIZE, type SeasonGroup } from '@/lib/concepts/seasons';
import type { Show } from '@/lib/content/types';
import { ShowSeasonGrid } from './ShowSeasonGrid';

function seasonOf(count: number): SeasonGroup<Show> {
  const shows = Array.from({ length: count }, (_, i) =>
    makeShow({ name: `concert_${i}`, title: `Concert ${i}` }),
  );
  return { id: '2026-27', shows } as SeasonGroup<Show>;
}

describe('the season grid under a show page', () => {
  it('holds the grid’s size of a long season and links to the whole season, counted', () => {
    const count = SEASON_GRID_SIZE * 3;
    render(<ShowSeasonGrid season={seasonOf(count)} currentName="concert_20" />);
    const section = screen.getByRole('region', { name: /2026–27 Season/ });
    expect(within(section).getAllByRole('article')).toHaveLength(SEASON_GRID_SIZE);
    expect(within(section).getByRole('link', { name: 'Concert 20' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(
      within(section).getByRole('link', { name: `All ${count} shows of the 2026–27 Season` }),
    ).toBeInTheDocument();
  });

  it('holds a short season whole, with no count to add', () => {
    render(<ShowSeasonGrid season={seasonOf(3)} currentName="concert_1" />);
    expect(screen.getAllByRole('article')).toHaveLength(3);
    expect(screen.queryByRole('link', { name: /^All \d+ shows/ })).toBeNull();
  });
});
