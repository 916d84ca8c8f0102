import { render, screen, within } from '@testing-library/react';
import { historyView, type HistoryView } from '@/lib/concepts/archive/build';
import type { Show } from '@/lib/content/types';
import { fixtureContent } from '@/test/support/fixture-content';
import { showOn } from './archive-test-shows';
import { HistoryPage } from './HistoryPage';

const TODAY = '2026-12-02';

/** The history of these shows on `today`, each performing the fixture's suite with its quartet. */
function history(shows: Show[], today = TODAY): HistoryView {
  return historyView(
    shows.map((show) => ({
      ...show,
      works: ['tidewater_suite'],
      people: [{ person: 'wren_hollow_quartet', role: 'ensemble' }],
    })),
    fixtureContent.people,
    fixtureContent.works,
    10,
    today,
  );
}

function renderHistory(shows: Show[]) {
  render(<HistoryPage seriesName="Series" history={history(shows)} />);
}

function ranked(heading: string): Array<string | null> {
  return within(screen.getByRole('region', { name: heading }))
    .getAllByRole('listitem')
    .map((li) => li.textContent);
}

describe('HistoryPage', () => {
  it('counts what took place in the rankings, not what is to come, cancelled or postponed', () => {
    renderHistory([
      showOn('yesterday', '2026-12-01'),
      showOn('today', '2026-12-02'),
      showOn('later', '2027-01-05'),
      showOn('cancelled', '2026-11-01', 'cancelled'),
      showOn('postponed', '2026-11-02', 'postponed'),
    ]);
    expect(ranked('Most performed works')).toEqual(['Tidewater Suite: 1 performance']);
    expect(ranked('Most performed composers')).toEqual(['Elsa Moreau: 1 performance']);
    expect(ranked('Most appearances')).toEqual(['Wren Hollow Quartet: 1 show']);
  });

  it('lists what is to come apart, as coming up', () => {
    renderHistory([showOn('yesterday', '2026-12-01'), showOn('today', '2026-12-02')]);
    const comingUp = screen.getByRole('region', { name: 'Coming up' });
    expect(
      within(comingUp)
        .getAllByRole('link')
        .map((a) => a.textContent),
    ).toEqual(['Show today']);
  });

  it('counts a season’s cancelled and postponed shows apart, beside its link', () => {
    renderHistory([
      showOn('yesterday', '2026-12-01'),
      showOn('cancelled', '2026-11-01', 'cancelled'),
      showOn('postponed', '2026-11-02', 'postponed'),
    ]);
    const link = screen.getByRole('link', { name: '2026–27 Season' });
    expect(link.getAttribute('href')).toMatch(/^\/seasons\/2026-27\/?$/);
    expect(link.closest('li')).toHaveTextContent(
      '2026–27 Season (1 show, 1 cancelled, 1 postponed)',
    );
  });

  it('lists no show under its season: the season page does', () => {
    renderHistory([showOn('yesterday', '2026-12-01'), showOn('older', '2001-12-01')]);
    const seasons = screen.getByRole('region', { name: 'Every season' });
    expect(within(seasons).queryByRole('link', { name: /^Show / })).toBeNull();
    expect(within(seasons).getAllByRole('link')).toHaveLength(2);
  });

  it('says since when from the first season of which a performance took place', () => {
    renderHistory([
      showOn('first', '2023-10-01'),
      showOn('earlier-cancelled', '2019-10-01', 'cancelled'),
    ]);
    expect(screen.getByText(/^Every season since 2023–24,/)).toBeInTheDocument();
  });

  it('draws one decade as one bar on a scale with ticks and both axes named', () => {
    renderHistory([showOn('a', '2024-10-01'), showOn('b', '2025-10-01')]);
    const chart = screen.getByRole('img', { name: 'Performances per decade' });
    expect(chart).toHaveAccessibleDescription(
      'One decade, the 2020s; the most, 2 performances, in the 2020s.',
    );
    expect(chart).toHaveTextContent('Decade');
    expect(chart).toHaveTextContent('Performances that took place');
    expect(chart.querySelectorAll('li')).toHaveLength(1);
    expect(screen.getByRole('table', { name: 'Performances per decade' })).toHaveTextContent(
      '2020s2',
    );
  });

  it('draws no chart and no rankings when nothing took place yet', () => {
    renderHistory([showOn('later', '2027-01-05')]);
    expect(screen.queryByRole('img')).toBeNull();
    expect(screen.queryByRole('table')).toBeNull();
    expect(screen.queryByRole('region', { name: 'Most performed works' })).toBeNull();
    expect(screen.getByText(/^No performance has taken place yet/)).toBeInTheDocument();
  });
});
