import { render, screen } from '@testing-library/react';
import { appearanceViews } from '@/lib/concepts/archive/archive-views';
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
  render(<PersonSeasonPage person={person} season="2001-02" appearances={appearances} />);
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
});
