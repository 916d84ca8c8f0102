import { render, screen } from '@testing-library/react';
import { fixtureContent } from '@/test/support/fixture-content';
import type { Show } from '@/lib/content/types';
import { AudioIntroduction } from './AudioIntroduction';

/** The fixture show with an audio introduction. */
const show = fixtureContent.shows.find((candidate) => candidate.audioIntroduction) as Show;

describe('AudioIntroduction', () => {
  it('gives the browser’s own player, loading only its length before Play', () => {
    const { container } = render(<AudioIntroduction show={show} />);
    const audio = container.querySelector('audio');
    expect(audio).toHaveAttribute('controls');
    expect(audio).toHaveAttribute('preload', 'metadata');
    expect(audio?.getAttribute('src')).toMatch(
      new RegExp(`/shows/${show.name}/audio-introduction\\.wav$`),
    );
    expect(audio).toHaveAccessibleName(`Audio introduction: ${show.title}`);
  });

  it('shows the transcript beside it, under the section’s heading', () => {
    render(<AudioIntroduction show={show} />);
    const section = screen.getByRole('region', { name: 'Audio introduction' });
    expect(section).toHaveTextContent('Transcript');
    expect(section).toHaveTextContent(/harbour pier at dusk/);
  });

  it('is absent for a show without one', () => {
    const { container } = render(
      <AudioIntroduction show={{ ...show, audioIntroduction: undefined }} />,
    );
    expect(container).toBeEmptyDOMElement();
  });
});
