import { render, screen } from '@testing-library/react';
import { absoluteUrl } from '@/lib/site/paths';
import { ProgramCard } from './ProgramCard';

const show = {
  name: 'the_wren_hollow_quartet',
  title: 'The Wren Hollow Quartet',
  dateFormatted: 'Saturday, February 6, 2027',
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
});
