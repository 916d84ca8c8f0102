'use client';

import { lazy, Suspense, useCallback, useEffect, useState } from 'react';
import { SiteImage } from '@/components/ui/SiteImage';
import {
  TRAILER_PLAYER_ATTRIBUTE,
  YOUTUBE_SCRIPT_ORIGIN,
  youtubeCaptionParams,
  youtubeEmbedUrl,
  youtubeWatchUrl,
} from '@/lib/rules/youtube';
import styles from './VideoPlayer.module.css';

// Loaded only after the click, so a page with a trailer ships no player code up front.
const ReactPlayer = lazy(() => import('./YouTubePlayer'));

/**
 * Whether this document's policy lets the player's script load. Only pages with a trailer allow
 * it (scripts/postbuild/csp-hashes.ts), and a page reached by a client-side navigation keeps the
 * policy of the page the visitor opened first. (No policy at all, as in development: allowed.)
 */
function documentAllowsPlayer(): boolean {
  return [...document.querySelectorAll('meta[http-equiv="Content-Security-Policy"]')].every(
    (meta) => (meta.getAttribute('content') ?? '').includes(YOUTUBE_SCRIPT_ORIGIN),
  );
}

/**
 * The address fragment that opens the player once the page is loaded as a document of its own.
 */
export function trailerFragment(videoId: string): string {
  return `#trailer=${videoId}`;
}

interface Props {
  videoId: string;
  /** Name of what the trailer is for, e.g. the show title: labels the play button. */
  title: string;
  /** Our own thumbnail (site-relative path and its real size); YouTube is not asked for one. */
  thumbnail?: { src: string; width: number; height: number };
}

/**
 * A click-to-load YouTube trailer. Until the visitor presses Play nothing is requested from
 * YouTube (no iframe, no thumbnail, no oEmbed lookup); then the privacy-enhanced
 * youtube-nocookie.com player loads here and starts, because the visitor asked it to.
 * Play is a real link to the video on YouTube: before React has taken over the page, when the
 * scripts fail and without JavaScript a tap still plays the trailer (on YouTube) at once, with
 * nothing recorded to replay later. Once React runs it keeps the visitor on the page instead.
 */
export function VideoPlayer({ videoId, title, thumbnail }: Props) {
  const [started, setStarted] = useState(false);
  // Back from the reload below: the player opens at once, as the visitor asked before it.
  // (After hydration, in the next frame: the server's markup is the Play link.)
  useEffect(() => {
    if (window.location.hash !== trailerFragment(videoId) || !documentAllowsPlayer()) return;
    const frame = window.requestAnimationFrame(() => setStarted(true));
    return () => window.cancelAnimationFrame(frame);
  }, [videoId]);
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
    <div className={styles.frame} {...{ [TRAILER_PLAYER_ATTRIBUTE]: '' }}>
      {started ? (
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
      ) : (
        <a
          href={youtubeWatchUrl(videoId)}
          className={styles.play}
          aria-label={`Play trailer: ${title}`}
          onClick={(event) => {
            // A new tab or window asked for with a modifier key goes to YouTube as asked.
            if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
            event.preventDefault();
            if (documentAllowsPlayer()) {
              setStarted(true);
            } else {
              // Opened by a client-side navigation from a page without a trailer: load this page
              // as a document of its own, whose policy allows the player, and open it there.
              window.location.hash = trailerFragment(videoId);
              window.location.reload();
            }
          }}
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
        </a>
      )}
    </div>
  );
}
