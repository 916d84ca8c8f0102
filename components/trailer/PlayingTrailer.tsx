'use client';

import { lazy, Suspense, useCallback } from 'react';
import { renderIsland } from '@/components/islands/hydrate';
import { youtubeCaptionParams, youtubeEmbedUrl } from '@/lib/concepts/shows';
import styles from './VideoPlayer.module.css';

export interface TrailerProps {
  videoId: string;
  /** What the trailer is for, e.g. the show's title: names the player's frame. */
  title: string;
}

// The player's own code loads with it, after the press.
const ReactPlayer = lazy(() => import('./YouTubePlayer'));

/** The YouTube player, playing, with captions asked for in the page's language. */
function PlayingTrailer({ videoId, title }: TrailerProps) {
  // The YouTube element builds its iframe in a shadow root, without a title, some time after it
  // mounts; screen readers need the title, so it is added as soon as the iframe exists.
  const labelFrame = useCallback(
    (player: HTMLVideoElement | null) => {
      if (!player) return;
      // The element builds its first iframe before react-player hands it its config, so that
      // iframe lacks the caption language: given the config here, it is built once more with it.
      const element = player as HTMLVideoElement & { config?: Record<string, unknown> };
      element.config = { ...youtubeCaptionParams(), ...element.config };
      const first = element.shadowRoot?.querySelector('iframe');
      const rebuilt = Boolean(first && !first.src.includes('cc_lang_pref'));
      if (rebuilt) void element.load();
      const label = () => {
        const frame = player.shadowRoot?.querySelector('iframe');
        // Once rebuilt, the iframe to name is the new one.
        if (!frame || (rebuilt && frame === first)) return false;
        frame.setAttribute('title', `Trailer: ${title}`);
        return true;
      };
      if (label()) return;
      // react-player calls this ref without keeping a cleanup, so the polling stops on its own.
      let attempts = 0;
      const timer = window.setInterval(() => {
        attempts += 1;
        if (label() || attempts >= 100) window.clearInterval(timer);
      }, 100);
    },
    [title],
  );
  return (
    <Suspense fallback={<p className={styles.loading}>Loading the trailer…</p>}>
      <ReactPlayer
        ref={labelFrame}
        src={youtubeEmbedUrl(videoId)}
        config={{ youtube: youtubeCaptionParams() }}
        playing
        controls
        width="100%"
        height="100%"
        className={styles.player}
      />
    </Suspense>
  );
}

/** Puts the playing trailer into `frame`, in place of what it holds. */
export function playTrailer(frame: HTMLElement, props: TrailerProps): void {
  renderIsland(frame, PlayingTrailer, props);
}
