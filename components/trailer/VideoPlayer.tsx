import { DomIsland } from '@/components/islands/Island';
import { SiteImage } from '@/components/ui/SiteImage';
import type { Picture } from '@/lib/content/types';
import { TRAILER_PLAYER_ATTRIBUTE, youtubeWatchUrl } from '@/lib/concepts/shows';
import styles from './VideoPlayer.module.css';

export interface VideoPlayerProps {
  videoId: string;
  /** Name of what the trailer is for, e.g. the show title: labels the play button. */
  title: string;
  /** Our own thumbnail (site-relative path, real size, alt ''); YouTube is not asked for one. */
  thumbnail?: Picture;
}

/**
 * A click-to-load YouTube trailer. Until the visitor presses Play nothing is requested from
 * YouTube (no iframe, no thumbnail, no oEmbed lookup). Play is a real link to the video on YouTube
 * with captions asked for: before the island runs and without JavaScript a press plays the
 * trailer there at once. Once the island runs (./trailer-island.ts) a press keeps the visitor on
 * the page: the privacy-enhanced youtube-nocookie.com player loads here and starts, because the
 * visitor asked it to, and only then do React and the player's code load (./PlayingTrailer.tsx).
 */
export function VideoPlayer({ videoId, title, thumbnail }: VideoPlayerProps) {
  return (
    <DomIsland name="video-player" props={{ videoId, title }}>
      <div className={styles.frame} {...{ [TRAILER_PLAYER_ATTRIBUTE]: '' }}>
        <a
          href={youtubeWatchUrl(videoId)}
          className={styles.play}
          aria-label={`Play trailer: ${title}`}
        >
          {thumbnail ? (
            <SiteImage
              className={styles.thumbnail}
              image={thumbnail}
              sizes="(max-width: 700px) 100vw, 640px"
            />
          ) : null}
          <span className={styles.label}>
            <span className={styles.icon} aria-hidden="true" />
            Play trailer
          </span>
        </a>
      </div>
    </DomIsland>
  );
}
