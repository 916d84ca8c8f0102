import { render, screen } from '@testing-library/react';
import { absoluteUrl } from '@/lib/site/paths';
import type { Show } from '@/lib/content/types';
import { addressPieces, ProgramCard } from './ProgramCard';

const show = {
  name: 'the_wren_hollow_quartet',
  title: 'The Wren Hollow Quartet',
  dateFormatted: 'Saturday, February 6, 2027',
  status: 'scheduled' as Show['status'],
};

describe('ProgramCard', () => {
  it('shows the QR code the build writes beside the program', () => {
    render(<ProgramCard show={show} />);
    expect(
      screen.getByRole('img', { name: /QR code leading to the program of The Wren Hollow/ }),
    ).toHaveAttribute(
      'src',
      expect.stringMatching(/\/shows\/the_wren_hollow_quartet\/program\/qr\.svg$/),
    );
  });

  it('writes the program’s full address in text for whoever cannot scan', () => {
    render(<ProgramCard show={show} />);
    expect(screen.getByRole('article')).toHaveTextContent(
      absoluteUrl('/shows/the_wren_hollow_quartet/program/'),
    );
  });

  it('lets a line end only after a slash or before a dot or underscore, never inside a word', () => {
    expect(addressPieces('https://www.example.edu/artistseries/shows/the_wren/program/')).toEqual([
      'https://',
      'www',
      '.example',
      '.edu/',
      'artistseries/',
      'shows/',
      'the',
      '_wren/',
      'program/',
    ]);
  });

  it('keeps the address whole for copying: the break points are <wbr>, not characters', () => {
    const { container } = render(<ProgramCard show={show} />);
    const address = absoluteUrl('/shows/the_wren_hollow_quartet/program/');
    const text = [...container.querySelectorAll('p')].find((p) => p.querySelector('wbr'));
    expect(text?.textContent).toBe(`Or type: ${address}`);
    expect(text?.querySelectorAll('wbr').length).toBe(addressPieces(address).length - 1);
  });

  it.each([
    ['cancelled', 'Cancelled'],
    ['postponed', 'Postponed (new date to be announced)'],
  ] as const)('a %s show\'s card says "%s" under its name', (status, words) => {
    render(<ProgramCard show={{ ...show, status }} />);
    const heading = screen.getByRole('heading', { level: 1, name: show.title });
    expect(heading.nextElementSibling).toHaveTextContent(words);
  });

  it("a scheduled show's card has no status line", () => {
    render(<ProgramCard show={show} />);
    expect(screen.queryByText(/cancelled|postponed/i)).toBeNull();
  });
});
