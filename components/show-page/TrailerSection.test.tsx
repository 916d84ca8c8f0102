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
});
