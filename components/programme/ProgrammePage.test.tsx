import { render, screen, within } from '@testing-library/react';
import { fixtureContent } from '@/test/support/fixture-content';
import type { Show } from '@/lib/content/types';
import { ProgrammePage } from './ProgrammePage';

/** A fixture show with a programme. */
const show = fixtureContent.shows.find((candidate) => candidate.programme) as Show;

describe('ProgrammePage', () => {
  it('links the programme to its large-print version', () => {
    render(<ProgrammePage show={show} />);
    expect(screen.getByRole('link', { name: /^large-print programme/i })).toHaveAttribute(
      'href',
      expect.stringMatching(new RegExp(`^/shows/${show.name}/programme/large-print/?$`)),
    );
  });

  it('says it is the large-print version, links back, and does not link to itself', () => {
    render(<ProgrammePage show={show} largePrint />);
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
      const { unmount } = render(<ProgrammePage show={show} club={club} largePrint={largePrint} />);
      const members = screen.getByRole('region', { name: 'Philharmonic Club members' });
      for (const member of club.members) {
        if (member.listed) expect(members).toHaveTextContent(member.name);
        else expect(members).not.toHaveTextContent(member.name);
      }
      expect(within(members).queryByText(/\$/)).toBeNull();
      unmount();
    }
  });
});
