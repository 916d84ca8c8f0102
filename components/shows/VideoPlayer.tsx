'use client';

import { lazy, Suspense, useCallback, useState } from 'react';
import { SiteImage } from '@/components/ui/SiteImage';
import styles from './VideoPlayer.module.css';

// Loaded only after the click, so a page with a trailer ships no player code up front.
const ReactPlayer = lazy(() => import('react-player'));

interface Props {
  videoId: string;
  /** Name of what the trailer is for, e.g. the show title: labels the play button. */
  title: string;
  /** Our own thumbnail (site-relative path and its real size); YouTube is not asked for one. */
  thumbnail?: { src: string; width: number; height: number };
}

/**
 * A click-to-load YouTube trailer. Until the visitor presses the play button nothing is requested
 * from YouTube (no iframe, no thumbnail, no oEmbed lookup); then the privacy-enhanced
 * youtube-nocookie.com player loads and starts, because the visitor asked it to.
 */
export function VideoPlayer({ videoId, title, thumbnail }: Props) {
  const [started, setStarted] = useState(false);
  // The YouTube element builds its iframe in a shadow root, without a title, some time after it
  // mounts; screen readers need the title, so it is added as soon as the iframe exists.
  const labelFrame = useCallback(
    (player: HTMLVideoElement | null) => {
      if (!player) return;
      const label = () => {
        const frame = player.shadowRoot?.querySelector('iframe');
        frame?.setAttribute('title', `Trailer: ${title}`);
        return Boolean(frame);
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
    <div className={styles.frame}>
      {started ? (
        <Suspense fallback={<p className={styles.loading}>Loading the trailer…</p>}>
          <ReactPlayer
            ref={labelFrame}
            src={`https://www.youtube-nocookie.com/embed/${encodeURIComponent(videoId)}`}
            playing
            controls
            width="100%"
            height="100%"
            className={styles.player}
          />
        </Suspense>
      ) : (
        <button
          type="button"
          className={styles.play}
          aria-label={`Play trailer: ${title}`}
          onClick={() => setStarted(true)}
        >
          {thumbnail ? (
            <SiteImage
              className={styles.thumbnail}
              src={thumbnail.src}
              sizes="(max-width: 700px) 100vw, 640px"
              alt=""
              width={thumbnail.width}
              height={thumbnail.height}
            />
          ) : null}
          <span className={styles.label}>
            <span className={styles.icon} aria-hidden="true" />
            Play trailer
          </span>
        </button>
      )}
    </div>
  );
}
