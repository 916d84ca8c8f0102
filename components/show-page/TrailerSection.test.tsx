import { render, screen } from '@testing-library/react';
import { TrailerSection } from './TrailerSection';

jest.mock('@/components/trailer/YouTubePlayer', () => ({ __esModule: true, default: () => null }));

describe('TrailerSection', () => {
  it('names what a trailer link plays, so a list of links stays distinguishable', () => {
    render(
      <TrailerSection
        show={{ title: 'Harbour Lights', trailer: 'https://video.example.com/harbour' }}
      />,
    );
    expect(
      screen.getByRole('link', { name: /^watch the trailer\s*: harbour lights/i }),
    ).toHaveAttribute('href', 'https://video.example.com/harbour');
  });

  it('draws its heading in the style the page asks for', () => {
    render(
      <TrailerSection
        show={{ title: 'Harbour Lights', youtubeVideoId: 'abcdefghijk', trailer: '' }}
        headingClassName="film-heading"
      />,
    );
    expect(screen.getByRole('heading', { name: 'Trailer' })).toHaveClass('film-heading');
  });

  it('says in words that the trailer has captions and links its described version', () => {
    render(
      <TrailerSection
        show={{
          title: 'Harbour Lights',
          youtubeVideoId: 'abcdefghijk',
          trailer: 'https://youtu.be/abcdefghijk',
          trailerAccess: {
            captions: true,
            describedVersion: 'https://youtu.be/abcdefghijd',
            soundtrackCarriesAll: false,
          },
        }}
      />,
    );
    const note = screen.getByText(/^The trailer has captions\./);
    expect(note).toHaveTextContent(/An audio-described version of the trailer .* is available\./);
    expect(screen.getByRole('link', { name: /^audio-described version/i })).toHaveAttribute(
      'href',
      'https://youtu.be/abcdefghijd',
    );
    expect(screen.queryByRole('link', { name: /transcript/i })).not.toBeInTheDocument();
  });

  it('says when there are no captions, that the soundtrack carries everything, and links a transcript', () => {
    render(
      <TrailerSection
        show={{
          title: 'Harbour Lights',
          trailer: 'https://video.example.com/harbour',
          trailerAccess: {
            captions: false,
            soundtrackCarriesAll: true,
            transcript: 'https://video.example.com/harbour.txt',
          },
        }}
      />,
    );
    const note = screen.getByText(/^The trailer has no captions\./);
    expect(note).toHaveTextContent(/soundtrack says everything/);
    expect(screen.queryByRole('link', { name: /audio-described/i })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: /^transcript/i })).toHaveAttribute(
      'href',
      'https://video.example.com/harbour.txt',
    );
  });
});
