import { render, screen } from '@testing-library/react';
import { absoluteUrl } from '@/lib/site/paths';
import { ProgrammeCard } from './ProgrammeCard';

const show = {
  name: 'the_wren_hollow_quartet',
  title: 'The Wren Hollow Quartet',
  dateFormatted: 'Saturday, February 6, 2027',
};

describe('ProgrammeCard', () => {
  it('shows the QR code the build writes beside the programme', () => {
    render(<ProgrammeCard show={show} />);
    expect(
      screen.getByRole('img', { name: /QR code leading to the programme of The Wren Hollow/ }),
    ).toHaveAttribute(
      'src',
      expect.stringMatching(/\/shows\/the_wren_hollow_quartet\/programme\/qr\.svg$/),
    );
  });

  it('writes the programme’s full address in text for whoever cannot scan', () => {
    render(<ProgrammeCard show={show} />);
    expect(screen.getByRole('article')).toHaveTextContent(
      absoluteUrl('/shows/the_wren_hollow_quartet/programme/'),
    );
  });
});
