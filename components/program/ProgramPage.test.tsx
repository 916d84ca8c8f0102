import { render, screen, within } from '@testing-library/react';
import { fixtureContent } from '@/test/support/fixture-content';
import type { Show } from '@/lib/content/types';
import { programView } from '@/lib/concepts/archive/build';
import { ProgramPage } from './ProgramPage';

/** A fixture show with a program. */
const show = fixtureContent.shows.find((candidate) => candidate.digitalProgram) as Show;
const program = programView(show, fixtureContent.people, fixtureContent.works)!;

describe('ProgramPage', () => {
  it('links the program to its large-print version', () => {
    render(<ProgramPage show={show} program={program} />);
    expect(screen.getByRole('link', { name: /^large-print program/i })).toHaveAttribute(
      'href',
      expect.stringMatching(new RegExp(`^/shows/${show.name}/program/large-print/?$`)),
    );
  });

  it('says it is the large-print version, links back, and does not link to itself', () => {
    render(<ProgramPage show={show} program={program} largePrint />);
    expect(screen.getByText('Large-print program')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /^large-print program/i })).toBeNull();
    expect(screen.getByRole('link', { name: /back to the program/i })).toHaveAttribute(
      'href',
      expect.stringMatching(new RegExp(`^/shows/${show.name}/program/?$`)),
    );
  });

  it('names the club members who opted in, in both versions', () => {
    const club = fixtureContent.club!;
    for (const largePrint of [false, true]) {
      const { unmount } = render(
        <ProgramPage show={show} program={program} club={club} largePrint={largePrint} />,
      );
      const members = screen.getByRole('region', { name: 'Philharmonic Club members' });
      for (const member of club.members) {
        if (member.listed) expect(members).toHaveTextContent(member.name);
        else expect(members).not.toHaveTextContent(member.name);
      }
      expect(within(members).queryByText(/\$/)).toBeNull();
      unmount();
    }
  });

  it('links the people and works the program picked, and prints typed names as text', () => {
    render(
      <ProgramPage
        show={show}
        program={{
          works: [{ title: 'Tidewater', url: '/works/tidewater_suite/' }, { title: 'Op. 130' }],
          cast: [
            { name: 'Wren Hollow Quartet', role: 'quartet', url: '/people/wren_hollow_quartet/' },
          ],
          credits: [{ name: 'Lena Marsh', role: 'Program notes' }],
        }}
      />,
    );
    expect(screen.getByRole('link', { name: 'Tidewater' })).toHaveAttribute(
      'href',
      expect.stringMatching(/^\/works\/tidewater_suite\/?$/),
    );
    expect(screen.getByRole('link', { name: 'Wren Hollow Quartet' })).toHaveAttribute(
      'href',
      expect.stringMatching(/^\/people\/wren_hollow_quartet\/?$/),
    );
    expect(screen.getByText('Op. 130').closest('a')).toBeNull();
    expect(screen.getByText('Lena Marsh').closest('a')).toBeNull();
  });

  it.each([
    ['cancelled', 'Cancelled'],
    ['postponed', 'Postponed (new date to be announced)'],
  ] as const)('a %s show says "%s" under its name, in both versions', (status, words) => {
    for (const largePrint of [false, true]) {
      const { unmount } = render(
        <ProgramPage show={{ ...show, status }} program={program} largePrint={largePrint} />,
      );
      const heading = screen.getByRole('heading', { level: 1, name: show.title });
      expect(heading.nextElementSibling).toHaveTextContent(words);
      unmount();
    }
  });

  it('a scheduled show has no status line', () => {
    render(<ProgramPage show={{ ...show, status: 'scheduled' }} program={program} />);
    expect(screen.queryByText(/^(Cancelled|Postponed)/)).toBeNull();
  });
});
