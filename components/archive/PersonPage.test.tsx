import { render, screen, within } from '@testing-library/react';
import type { AppearanceView } from '@/lib/concepts/archive/archive-views';
import type { Person } from '@/lib/content/types';
import { makeShow } from '@/test/support/fixture-content';
import { PersonPage } from './PersonPage';

const person: Person = {
  id: 'ines_varga',
  name: 'Ines Varga',
  kind: 'performer',
  url: '/people/ines_varga/',
  sourceFile: 'content/people/ines_varga.json',
  wikidata: 'Q42',
};

function appearance(name: string, day: string, season: string): AppearanceView {
  return {
    show: makeShow({ name, title: `Show ${name}`, day, date: `${day}T19:30`, season }),
    roles: [{ role: 'performer', part: 'viola' }],
    works: [],
  };
}

const past = appearance('old', '1990-03-01', '1989-90');
const today = appearance('today', '2026-11-28', '2026-27');
const later = appearance('later', '2027-02-01', '2026-27');

function renderAt(buildDay: string) {
  render(<PersonPage person={person} appearances={[past, today, later]} buildDay={buildDay} />);
}

describe('PersonPage', () => {
  it('lists a show on the build day as coming up, and an earlier one under its season', () => {
    renderAt('2026-11-28');
    const comingUp = screen.getByRole('region', { name: 'Coming up' });
    expect(
      within(comingUp)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Show today', 'Show later']);
    const season = screen.getByRole('region', { name: '1989–90 Season' });
    expect(within(season).getByRole('link', { name: 'Show old' })).toBeInTheDocument();
  });

  it('moves a show one day past to every appearance', () => {
    renderAt('2026-11-29');
    const comingUp = screen.getByRole('region', { name: 'Coming up' });
    expect(within(comingUp).queryByRole('link', { name: 'Show today' })).toBeNull();
    expect(screen.getByRole('region', { name: '2026–27 Season' })).toHaveTextContent('Show today');
  });

  it('says their role and part at each show', () => {
    renderAt('2026-11-28');
    expect(screen.getAllByText('Performer, viola')).toHaveLength(3);
  });

  it('says on which days they took part when it was only at some performances', () => {
    const guest: AppearanceView = {
      ...later,
      roles: [{ role: 'conductor', dates: ['2027-02-01T19:30', '2027-02-02T19:30'] }],
    };
    render(<PersonPage person={person} appearances={[guest]} buildDay="2026-11-28" />);
    expect(screen.getByText('Conductor, Feb 1 and Feb 2 only')).toBeInTheDocument();
  });

  it('links to the catalogues that know them', () => {
    renderAt('2026-11-28');
    expect(screen.getByRole('link', { name: /Wikidata/ })).toHaveAttribute(
      'href',
      'https://www.wikidata.org/wiki/Q42',
    );
  });

  it('says when nothing is coming up', () => {
    renderAt('2030-01-01');
    expect(screen.getByText('Nothing announced at the moment.')).toBeInTheDocument();
  });
});
