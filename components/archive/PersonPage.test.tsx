import { render, screen, within } from '@testing-library/react';
import { appearanceViews, type AppearanceView } from '@/lib/concepts/archive/build';
import type { Person, Show } from '@/lib/content/types';
import { fixtureContent } from '@/test/support/fixture-content';
import { RECENT_SEASONS, SEASON_PAGE_ROWS } from '@/lib/concepts/archive';
import { showOn } from './archive-test-shows';
import { seasonOfAppearances } from './archive-test-seasons';
import { appearanceSummary, PersonPage } from './PersonPage';

const person: Person = {
  id: 'ines_varga',
  name: 'Ines Varga',
  kind: 'performer',
  url: '/people/ines_varga/',
  sourceFile: 'content/people/ines_varga.json',
  wikidata: 'Q42',
};

const TODAY = '2026-12-02';

/** Ines's appearances at these shows, as the facade gives them on `today`. */
function views(shows: Show[], today = TODAY): AppearanceView[] {
  return appearanceViews(
    shows.map((show) => ({ show, roles: [{ role: 'performer', part: 'viola' }] })),
    fixtureContent.people,
    fixtureContent.works,
    today,
  );
}

const old = showOn('old', '1990-03-01');
const yesterday = showOn('yesterday', '2026-12-01');
const today = showOn('today', '2026-12-02');
const later = showOn('later', '2027-02-01');

function linksIn(region: string): Array<string | null> {
  return within(screen.getByRole('region', { name: region }))
    .getAllByRole('link')
    .map((link) => link.textContent);
}

describe('PersonPage', () => {
  it('lists a show on the build day as coming up, and one the day before under its season', () => {
    render(<PersonPage person={person} appearances={views([old, yesterday, today, later])} />);
    expect(linksIn('Coming up')).toEqual(['Show today', 'Show later']);
    expect(linksIn('2026–27 Season')).toEqual(['2026–27 Season', 'Show yesterday']);
    expect(linksIn('1989–90 Season')).toContain('Show old');
  });

  it('counts in its summary the appearances it lists, and those coming up apart', () => {
    render(<PersonPage person={person} appearances={views([old, yesterday, today, later])} />);
    expect(screen.getByText('2 appearances in the series; 2 coming up.')).toBeInTheDocument();
  });

  it('never says one appearance above an empty list: an upcoming one is not yet one', () => {
    render(<PersonPage person={person} appearances={views([later])} />);
    expect(screen.getByText('No appearances in the series yet; 1 coming up.')).toBeInTheDocument();
    expect(screen.getByText('None yet.')).toBeInTheDocument();
  });

  it('lists a cancelled and a postponed show apart, each saying so beside its name', () => {
    const cancelled = showOn('cancelled', '2026-11-20', 'cancelled');
    const postponed = showOn('postponed', '2027-01-10', 'postponed');
    render(<PersonPage person={person} appearances={views([yesterday, cancelled, postponed])} />);
    const calledOff = screen.getByRole('region', { name: 'Cancelled or postponed' });
    const items = within(calledOff).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      expect.stringMatching(/^Show cancelled · Cancelled/),
      expect.stringMatching(/^Show postponed · Postponed/),
    ]);
    expect(screen.getByText('1 appearance in the series.')).toBeInTheDocument();
    expect(screen.getByText('Nothing announced at the moment.')).toBeInTheDocument();
  });

  it('has no cancelled-or-postponed list when nothing was called off', () => {
    render(<PersonPage person={person} appearances={views([yesterday])} />);
    expect(screen.queryByRole('region', { name: 'Cancelled or postponed' })).toBeNull();
  });

  it('says their role and part at each show', () => {
    render(<PersonPage person={person} appearances={views([old, yesterday, later])} />);
    expect(screen.getAllByText('Performer, viola')).toHaveLength(3);
  });

  it('says on which days they took part when it was only at some performances', () => {
    const [view] = views([later]);
    const guest: AppearanceView = {
      ...view!,
      roles: [{ role: 'conductor', dates: ['2027-02-01T19:30', '2027-02-02T19:30'] }],
    };
    render(<PersonPage person={person} appearances={[guest]} />);
    expect(screen.getByText('Conductor, Feb 1 and Feb 2 only')).toBeInTheDocument();
  });

  it('links to the catalogues that know them', () => {
    render(<PersonPage person={person} appearances={[]} />);
    expect(screen.getByRole('link', { name: /Wikidata/ })).toHaveAttribute(
      'href',
      'https://www.wikidata.org/wiki/Q42',
    );
  });
});

describe('a person’s page at any number of seasons', () => {
  /** One appearance in each of `n` seasons, two in the oldest, before the build day. */
  function inSeasons(n: number): AppearanceView[] {
    const days = Array.from({ length: n }, (_, i) => `${2001 + i}-11-01`);
    return views([showOn('oldest-twice', '2001-11-02'), ...days.map((day) => showOn(day, day))]);
  }

  it('lists every season in full at the number of recent seasons it shows', () => {
    render(<PersonPage person={person} appearances={inSeasons(RECENT_SEASONS)} />);
    expect(screen.queryByRole('region', { name: 'Earlier seasons' })).toBeNull();
    expect(linksIn('2001–02 Season')).toContain('Show oldest-twice');
  });

  it('links an earlier season to its own page with its count, one season more', () => {
    render(<PersonPage person={person} appearances={inSeasons(RECENT_SEASONS + 1)} />);
    const earlier = screen.getByRole('region', { name: 'Earlier seasons' });
    expect(within(earlier).getByRole('listitem')).toHaveTextContent(
      '2001–02 Season: 2 appearances',
    );
    expect(within(earlier).getByRole('link').getAttribute('href')).toMatch(
      /^\/people\/ines_varga\/2001-02\/?$/,
    );
    expect(screen.queryByRole('link', { name: 'Show oldest-twice' })).toBeNull();
  });

  it('links, not lists, a newest season of more shows than a page lists', () => {
    const season = seasonOfAppearances('2025-26', SEASON_PAGE_ROWS + 1);
    render(<PersonPage person={person} appearances={season} />);
    const seasons = screen.getByRole('region', { name: 'By season' });
    expect(within(seasons).getByRole('listitem')).toHaveTextContent(
      `2025–26 Season: ${(SEASON_PAGE_ROWS + 1).toLocaleString('en-US')} appearances`,
    );
    expect(screen.queryByRole('link', { name: season[0]?.show.title })).toBeNull();
  });

  it('counts in its summary the appearances of every season, earlier ones too', () => {
    render(<PersonPage person={person} appearances={inSeasons(RECENT_SEASONS + 1)} />);
    expect(
      screen.getByText(`${RECENT_SEASONS + 2} appearances in the series.`),
    ).toBeInTheDocument();
  });
});

describe('the summary of a person’s appearances', () => {
  it.each([
    [0, 0, 'No appearances in the series yet.'],
    [1, 0, '1 appearance in the series.'],
    [2, 0, '2 appearances in the series.'],
    [1, 1, '1 appearance in the series; 1 coming up.'],
  ])('reads %i past and %i to come as “%s”', (past, upcoming, words) => {
    expect(appearanceSummary(past, upcoming)).toBe(words);
  });
});
