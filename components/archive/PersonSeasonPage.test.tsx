import { render, screen, within } from '@testing-library/react';
import { appearanceViews } from '@/lib/concepts/archive/build';
import type { Person } from '@/lib/content/types';
import { fixtureContent } from '@/test/support/fixture-content';
import { showOn } from './archive-test-shows';
import { PersonSeasonPage } from './PersonSeasonPage';

const person: Person = {
  id: 'ines_varga',
  name: 'Ines Varga',
  kind: 'performer',
  url: '/people/ines_varga/',
  sourceFile: 'content/people/ines_varga.json',
};

function render1(names: string[]) {
  const appearances = appearanceViews(
    names.map((name, i) => ({
      show: showOn(name, `2001-11-0${i + 1}`),
      roles: [{ role: 'performer' }],
    })),
    fixtureContent.people,
    fixtureContent.works,
    '2026-12-02',
  );
  render(<PersonSeasonPage person={person} season="2001-02" parts={[appearances]} part={0} />);
}

/** Page `part` of a season whose appearances are split into parts of `sizes` rows. */
function renderParts(sizes: number[], part: number) {
  let day = 0;
  const parts = sizes.map((size) =>
    appearanceViews(
      Array.from({ length: size }, () => {
        day += 1;
        const date = `2001-11-${String(day).padStart(2, '0')}`;
        return { show: showOn(date, date), roles: [{ role: 'performer' as const }] };
      }),
      fixtureContent.people,
      fixtureContent.works,
      '2026-12-02',
    ),
  );
  render(<PersonSeasonPage person={person} season="2001-02" parts={parts} part={part} />);
}

describe('PersonSeasonPage', () => {
  it('names the person and the season, and lists each appearance of it', () => {
    render1(['a', 'b']);
    expect(
      screen.getByRole('heading', { level: 1, name: 'Ines Varga: 2001–02 Season' }),
    ).toBeVisible();
    expect(screen.getByRole('link', { name: 'Show a' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Show b' })).toBeVisible();
  });

  it('says “1 appearance”, never “1 appearances”', () => {
    render1(['a']);
    expect(screen.getByText(/^1 appearance in the/)).toBeInTheDocument();
  });

  it('leads back to the person’s page', () => {
    render1(['a']);
    expect(
      screen.getByRole('link', { name: /^Every season and what comes next/ }).getAttribute('href'),
    ).toMatch(/^\/people\/ines_varga\/?$/);
  });

  it('lists a season of one part without a list of parts', () => {
    render1(['a', 'b']);
    expect(screen.queryByRole('region', { name: /by date/ })).toBeNull();
  });
});

describe('PersonSeasonPage of a season in parts', () => {
  it('lists only its own part’s appearances and counts them against the season', () => {
    renderParts([2, 1], 1);
    expect(screen.getByRole('link', { name: 'Show 2001-11-03' })).toBeVisible();
    expect(screen.queryByRole('link', { name: 'Show 2001-11-01' })).toBeNull();
    expect(screen.getByText(/^1 appearance of the 3 in the/)).toBeInTheDocument();
  });

  it('links every other part by its dates and what it holds, and names its own unlinked', () => {
    renderParts([2, 1], 1);
    const parts = screen.getByRole('region', { name: 'The 2001–02 Season by date' });
    const items = within(parts).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      'November 1–2, 2001: 2 appearances',
      'November 3, 2001: 1 appearance',
    ]);
    expect(within(items[0]!).getByRole('link').getAttribute('href')).toMatch(
      /^\/people\/ines_varga\/2001-02\/?$/,
    );
    expect(within(items[1]!).queryByRole('link')).toBeNull();
    expect(within(items[1]!).getByText('November 3, 2001')).toHaveAttribute('aria-current', 'page');
  });

  it('links a later part at its own address from the first', () => {
    renderParts([1, 1], 0);
    const parts = screen.getByRole('region', { name: 'The 2001–02 Season by date' });
    expect(within(parts).getByRole('link').getAttribute('href')).toMatch(
      /^\/people\/ines_varga\/2001-02\/2\/?$/,
    );
  });
});
