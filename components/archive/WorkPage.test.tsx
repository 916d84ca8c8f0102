import { render, screen } from '@testing-library/react';
import type { PerformanceView, WorkRef } from '@/lib/concepts/archive/archive-views';
import { makeShow } from '@/test/support/fixture-content';
import { WorkPage } from './WorkPage';
import { HistoryPage } from './HistoryPage';

const elsa = { id: 'elsa', name: 'Elsa Moreau', kind: 'composer', url: '/people/elsa/' } as const;
const work: WorkRef = {
  id: 'suite',
  title: 'Tidewater Suite',
  url: '/works/suite/',
  kind: 'music',
  year: 2019,
  creators: [{ person: elsa, role: 'composer' }],
};
const quartet = {
  id: 'wren',
  name: 'Wren Quartet',
  kind: 'ensemble',
  url: '/people/wren/',
} as const;

function performance(name: string, day: string): PerformanceView {
  return {
    show: makeShow({ name, title: `Show ${name}`, day, date: `${day}T19:30` }),
    people: [{ person: quartet, role: 'ensemble' }],
  };
}

describe('WorkPage', () => {
  it('lists every performance newest first, with who performed it', () => {
    render(
      <WorkPage
        work={work}
        performances={[performance('old', '1990-03-01'), performance('new', '2020-03-01')]}
      />,
    );
    const titles = screen
      .getAllByRole('link')
      .map((link) => link.textContent)
      .filter((text) => text?.startsWith('Show '));
    expect(titles).toEqual(['Show new', 'Show old']);
    expect(screen.getByRole('heading', { name: '2 performances in the series' })).toBeVisible();
    expect(screen.getAllByRole('link', { name: 'Wren Quartet' })).toHaveLength(2);
  });

  it('links its composer', () => {
    render(<WorkPage work={work} performances={[performance('one', '2020-03-01')]} />);
    expect(screen.getByRole('link', { name: 'Elsa Moreau' })).toHaveAttribute(
      'href',
      expect.stringMatching(/^\/people\/elsa\/?$/),
    );
    expect(screen.getByRole('heading', { name: 'One performance in the series' })).toBeVisible();
  });
});

describe('HistoryPage', () => {
  it('leaves out a ranking with nothing in it', () => {
    render(
      <HistoryPage
        seriesName="Series"
        history={{ decades: [], topWorks: [], topComposers: [], topPeople: [] }}
      />,
    );
    expect(screen.queryByRole('heading', { name: 'Most performed works' })).toBeNull();
  });

  it('ranks the works with their counts', () => {
    render(
      <HistoryPage
        seriesName="Series"
        history={{ decades: [], topWorks: [{ work, count: 3 }], topComposers: [], topPeople: [] }}
      />,
    );
    expect(screen.getByRole('heading', { name: 'Most performed works' })).toBeVisible();
    expect(screen.getByText(': 3 performances', { exact: false })).toBeInTheDocument();
  });
});
