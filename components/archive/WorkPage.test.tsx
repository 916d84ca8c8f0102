import { render, screen, within } from '@testing-library/react';
import { performanceViews, type PerformanceView, type WorkRef } from '@/lib/concepts/archive/build';
import type { Show } from '@/lib/content/types';
import { fixtureContent } from '@/test/support/fixture-content';
import { RECENT_SEASONS } from '@/lib/concepts/archive';
import { showOn } from './archive-test-shows';
import { WorkPage } from './WorkPage';

const elsa = { id: 'elsa', name: 'Elsa Moreau', kind: 'composer', url: '/people/elsa/' } as const;
const work: WorkRef = {
  id: 'suite',
  title: 'Tidewater Suite',
  url: '/works/suite/',
  kind: 'music',
  year: 2019,
  creators: [{ person: elsa, role: 'composer' }],
};

const TODAY = '2026-12-02';

/** The work's shows as the facade gives them on `today`, performed by the fixture's quartet. */
function views(shows: Show[], today = TODAY): PerformanceView[] {
  return performanceViews(
    shows.map((show) => ({
      ...show,
      people: [{ person: 'wren_hollow_quartet', role: 'ensemble' }],
    })),
    fixtureContent.people,
    fixtureContent.works,
    today,
  );
}

function titles(region: string): Array<string | null> {
  return within(screen.getByRole('region', { name: region }))
    .getAllByRole('link')
    .map((link) => link.textContent)
    .filter((text) => text?.startsWith('Show '));
}

describe('WorkPage', () => {
  it('lists every performance that took place newest first, with who performed it', () => {
    render(
      <WorkPage
        work={work}
        performances={views([showOn('old', '1990-03-01'), showOn('new', '2020-03-01')])}
      />,
    );
    expect(titles('2 performances in the series')).toEqual(['Show new', 'Show old']);
    expect(screen.getAllByRole('link', { name: 'Wren Hollow Quartet' })).toHaveLength(2);
  });

  it('says “1 performance”, never “1 performances”', () => {
    render(<WorkPage work={work} performances={views([showOn('one', '2020-03-01')])} />);
    expect(screen.getByRole('heading', { name: '1 performance in the series' })).toBeVisible();
  });

  it('counts each performance of a run that took place, and names the run’s count', () => {
    const [single] = views([showOn('run', '2026-11-29')]);
    const show = single!.show;
    const first = show.performances[0]!;
    const run: Show = {
      ...show,
      performances: [
        first,
        { ...first, id: 'b', date: '2026-11-30T19:30', day: '2026-11-30' },
        { ...first, id: 'c', date: '2026-12-02T19:30', day: '2026-12-02' },
      ],
    };
    render(<WorkPage work={work} performances={views([run])} />);
    const held = screen.getByRole('region', { name: '2 performances in the series' });
    expect(held).toHaveTextContent('2 performances');
    expect(titles('Coming up')).toEqual(['Show run']);
  });

  it('lists today’s and later shows as coming up, not as performed', () => {
    render(
      <WorkPage
        work={work}
        performances={views([showOn('today', '2026-12-02'), showOn('later', '2027-01-05')])}
      />,
    );
    expect(
      screen.getByRole('heading', { name: 'No performances in the series yet' }),
    ).toBeVisible();
    expect(titles('Coming up')).toEqual(['Show today', 'Show later']);
  });

  it('lists a cancelled and a postponed show apart, saying so beside each name', () => {
    render(
      <WorkPage
        work={work}
        performances={views([
          showOn('yesterday', '2026-12-01'),
          showOn('cancelled', '2026-11-01', 'cancelled'),
          showOn('postponed', '2027-01-05', 'postponed'),
        ])}
      />,
    );
    expect(screen.getByRole('heading', { name: '1 performance in the series' })).toBeVisible();
    const calledOff = screen.getByRole('region', { name: 'Cancelled or postponed' });
    expect(
      within(calledOff)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual([
      expect.stringMatching(/^Show postponed · Postponed/),
      expect.stringMatching(/^Show cancelled · Cancelled/),
    ]);
    expect(screen.queryByRole('region', { name: 'Coming up' })).toBeNull();
  });

  it('links its composer', () => {
    render(<WorkPage work={work} performances={[]} />);
    expect(screen.getByRole('link', { name: 'Elsa Moreau' })).toHaveAttribute(
      'href',
      expect.stringMatching(/^\/people\/elsa\/?$/),
    );
  });
});

describe('a work’s page at any number of seasons', () => {
  /** One performance in each of `n` seasons from 2001–02 on, two in the oldest. */
  function inSeasons(n: number): PerformanceView[] {
    const days = Array.from({ length: n }, (_, i) => `${2001 + i}-11-01`);
    return views([showOn('oldest-twice', '2001-11-02'), ...days.map((day) => showOn(day, day))]);
  }

  it('lists every season’s performances at the number of recent seasons it shows', () => {
    render(<WorkPage work={work} performances={inSeasons(RECENT_SEASONS)} />);
    expect(screen.queryByRole('region', { name: 'Earlier seasons' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Show oldest-twice' })).toBeVisible();
  });

  it('links an earlier season to its own page with its count, one season more', () => {
    render(<WorkPage work={work} performances={inSeasons(RECENT_SEASONS + 1)} />);
    const earlier = screen.getByRole('region', { name: 'Earlier seasons' });
    expect(within(earlier).getByRole('listitem')).toHaveTextContent(
      '2001–02 Season: 2 performances',
    );
    expect(within(earlier).getByRole('link').getAttribute('href')).toMatch(
      /^\/works\/suite\/2001-02\/?$/,
    );
    expect(screen.queryByRole('link', { name: 'Show oldest-twice' })).toBeNull();
    expect(
      screen.getByRole('heading', {
        level: 2,
        name: `${RECENT_SEASONS + 2} performances in the series`,
      }),
    ).toBeVisible();
  });
});
