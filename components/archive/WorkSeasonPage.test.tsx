import { render, screen, within } from '@testing-library/react';
import { ROW_CREDITS } from '@/lib/concepts/archive';
import { seasonOfPerformances } from './archive-test-seasons';
import { WorkSeasonPage } from './WorkSeasonPage';

const work = {
  id: 'river_sketches',
  title: 'River Sketches',
  url: '/works/river_sketches/',
  kind: 'music' as const,
  creators: [],
};

describe('WorkSeasonPage', () => {
  it('names the work and the season, and counts each run’s nights', () => {
    const performances = seasonOfPerformances('2024-25', 2, 3);
    render(<WorkSeasonPage work={work} season="2024-25" parts={[performances]} part={0} />);
    expect(
      screen.getByRole('heading', { level: 1, name: 'River Sketches: 2024–25 Season' }),
    ).toBeVisible();
    expect(screen.getByText(/^6 performances in the/)).toBeInTheDocument();
    expect(screen.getAllByText(/, 3 performances$/)).toHaveLength(2);
    expect(screen.queryByRole('region', { name: /by date/ })).toBeNull();
  });

  it('in parts, counts its own part against the season and links the other part', () => {
    const [newer, older] = seasonOfPerformances('2024-25', 2);
    render(<WorkSeasonPage work={work} season="2024-25" parts={[[newer!], [older!]]} part={0} />);
    expect(screen.getByText(/^1 performance of the 2 in the/)).toBeInTheDocument();
    const parts = screen.getByRole('region', { name: 'The 2024–25 Season by date' });
    expect(within(parts).getByRole('link').getAttribute('href')).toMatch(
      /^\/works\/river_sketches\/2024-25\/2\/?$/,
    );
  });

  it('names as many performers as a row names, and none fewer', () => {
    // The orchestra, the soloist and ROW_CREDITS - 2 players: exactly ROW_CREDITS credits.
    const performances = seasonOfPerformances('2024-25', 1, 1, ROW_CREDITS - 2);
    render(<WorkSeasonPage work={work} season="2024-25" parts={[performances]} part={0} />);
    const row = screen.getByRole('listitem');
    expect(within(row).getAllByRole('link')).toHaveLength(ROW_CREDITS + 1);
    expect(row).not.toHaveTextContent(/ and \d+ others?$/);
  });

  it('counts the performers past those a row names, linked to the show that names them all', () => {
    const performances = seasonOfPerformances('2024-25', 1, 1, ROW_CREDITS - 1);
    render(<WorkSeasonPage work={work} season="2024-25" parts={[performances]} part={0} />);
    const row = screen.getByRole('listitem');
    const other = within(row).getByRole('link', { name: '1 other' });
    const title = within(row).getByRole('link', { name: performances[0]?.show.title });
    expect(other.getAttribute('href')).toBe(title.getAttribute('href'));
    // The show's title, ROW_CREDITS people, and the count of the rest.
    expect(within(row).getAllByRole('link')).toHaveLength(ROW_CREDITS + 2);
  });
});
