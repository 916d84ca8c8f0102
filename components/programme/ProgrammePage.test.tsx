import { render, screen, within } from '@testing-library/react';
import { fixtureContent } from '@/test/support/fixture-content';
import type { Show } from '@/lib/content/types';
import { programmeView } from '@/lib/concepts/archive/archive-views';
import { ProgrammePage } from './ProgrammePage';

/** A fixture show with a programme. */
const show = fixtureContent.shows.find((candidate) => candidate.programme) as Show;
const programme = programmeView(show, fixtureContent.people, fixtureContent.works)!;

describe('ProgrammePage', () => {
  it('links the programme to its large-print version', () => {
    render(<ProgrammePage show={show} programme={programme} />);
    expect(screen.getByRole('link', { name: /^large-print programme/i })).toHaveAttribute(
      'href',
      expect.stringMatching(new RegExp(`^/shows/${show.name}/programme/large-print/?$`)),
    );
  });

  it('says it is the large-print version, links back, and does not link to itself', () => {
    render(<ProgrammePage show={show} programme={programme} largePrint />);
    expect(screen.getByText('Large-print programme')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /^large-print programme/i })).toBeNull();
    expect(screen.getByRole('link', { name: /back to the programme/i })).toHaveAttribute(
      'href',
      expect.stringMatching(new RegExp(`^/shows/${show.name}/programme/?$`)),
    );
  });

  it('names the club members who opted in, in both versions', () => {
    const club = fixtureContent.club!;
    for (const largePrint of [false, true]) {
      const { unmount } = render(
        <ProgrammePage show={show} programme={programme} club={club} largePrint={largePrint} />,
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

  it('links the people and works the programme picked, and prints typed names as text', () => {
    render(
      <ProgrammePage
        show={show}
        programme={{
          works: [{ title: 'Tidewater', url: '/works/tidewater_suite/' }, { title: 'Op. 130' }],
          cast: [
            { name: 'Wren Hollow Quartet', role: 'quartet', url: '/people/wren_hollow_quartet/' },
          ],
          credits: [{ name: 'Lena Marsh', role: 'Programme notes' }],
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
});
