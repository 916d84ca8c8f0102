import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { startTrailer } from './trailer-island';
import { VideoPlayer, type VideoPlayerProps } from './VideoPlayer';

// The real player builds a YouTube iframe through a custom element; this stand-in renders the
// iframe react-player would, so the test can see what is loaded and when.
jest.mock('./YouTubePlayer', () => ({
  __esModule: true,
  default: function MockPlayer(props: {
    src?: string;
    playing?: boolean;
    config?: { youtube?: Record<string, unknown> };
  }) {
    return (
      <iframe
        title="YouTube player"
        src={props.src}
        data-playing={String(props.playing)}
        data-config={JSON.stringify(props.config?.youtube ?? {})}
      />
    );
  },
}));

/** The trailer as the server renders it, with its island started, as in the browser. */
function renderStarted(props: VideoPlayerProps) {
  const page = render(<VideoPlayer {...props} />);
  const island = page.container.querySelector<HTMLElement>('[data-island]')!;
  startTrailer(island, JSON.parse(island.dataset.islandProps!));
  return page;
}

describe('VideoPlayer', () => {
  it('shows our own thumbnail and a Play link, and loads nothing from YouTube, before the click', () => {
    const { container } = render(
      <VideoPlayer
        videoId="abcdefghijk"
        title="The Quiet Harbour"
        thumbnail={{ src: '/t/trailer.jpg', width: 1280, height: 720, alt: '' }}
      />,
    );
    expect(screen.getByRole('link', { name: 'Play trailer: The Quiet Harbour' })).toBeVisible();
    expect(container.querySelector('iframe')).toBeNull();
    const thumbnail = container.querySelector('img');
    expect(thumbnail?.getAttribute('src')).toMatch(/\/t\/trailer\.jpg$/);
    expect(container.innerHTML).not.toMatch(/youtube-nocookie|ytimg|noembed/i);
  });

  it('links Play to the video on YouTube with captions on, so it plays before and without JavaScript', () => {
    render(<VideoPlayer videoId="abcdefghijk" title="The Quiet Harbour" />);
    expect(screen.getByRole('link', { name: /play trailer/i })).toHaveAttribute(
      'href',
      'https://www.youtube.com/watch?v=abcdefghijk&cc_load_policy=1&cc_lang_pref=en',
    );
  });

  it('with JavaScript, plays in the page: the privacy-enhanced player loads after Play', async () => {
    const user = userEvent.setup();
    renderStarted({ videoId: 'abcdefghijk', title: 'The Quiet Harbour' });

    await user.click(screen.getByRole('link', { name: /play trailer/i }));

    const frame = await screen.findByTitle('YouTube player');
    expect(frame).toHaveAttribute(
      'src',
      'https://www.youtube-nocookie.com/embed/abcdefghijk?cc_load_policy=1&cc_lang_pref=en',
    );
    // The player builds its iframe's query from its configuration: captions on, in English.
    expect(JSON.parse(frame.getAttribute('data-config') ?? '{}')).toEqual({
      cc_load_policy: 1,
      cc_lang_pref: 'en',
    });
    expect(screen.queryByRole('link', { name: /play trailer/i })).not.toBeInTheDocument();
  });

  it('can be started from the keyboard', async () => {
    const user = userEvent.setup();
    renderStarted({ videoId: 'abcdefghijk', title: 'The Quiet Harbour' });

    await user.tab();
    expect(screen.getByRole('link', { name: /play trailer/i })).toHaveFocus();
    await user.keyboard('{Enter}');

    expect(await screen.findByTitle('YouTube player')).toBeInTheDocument();
  });

  it('answers Play at once with words, and leaves the page for YouTube with a modifier key', async () => {
    renderStarted({ videoId: 'abcdefghijk', title: 'The Quiet Harbour' });
    const play = screen.getByRole('link', { name: /play trailer/i });
    const newTab = new MouseEvent('click', { bubbles: true, cancelable: true, ctrlKey: true });
    play.dispatchEvent(newTab);
    expect(newTab.defaultPrevented).toBe(false);
    const press = new MouseEvent('click', { bubbles: true, cancelable: true });
    act(() => {
      play.dispatchEvent(press);
    });
    expect(press.defaultPrevented).toBe(true);
    // In the same task as the press, before any player code has loaded.
    expect(screen.getByText('Loading the trailer…')).toBeInTheDocument();
    expect(await screen.findByTitle('YouTube player')).toBeInTheDocument();
  });
});
