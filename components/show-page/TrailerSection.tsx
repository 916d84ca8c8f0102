/**
 * The trailer of a show page, the festival page or a film's page: the YouTube player under its
 * heading, or a plain link when the trailer is not on YouTube
 * (docs/rules/shows.md#show-pages-three-layouts). The one trailer section of the site.
 */
import { TrailerAccessNote } from '@/components/trailer/TrailerAccessNote';
import { VideoPlayer } from '@/components/trailer/VideoPlayer';
import { ExternalLink } from '@/components/ui/ExternalLink';
import type { Show } from '@/lib/content/types';
import styles from './layouts.module.css';

export function TrailerSection({
  show,
  heading = 'Trailer',
  headingClassName = styles.sectionHeading,
  sectionClassName = styles.section,
}: {
  show: Pick<Show, 'title' | 'youtubeVideoId' | 'trailer' | 'trailerThumbnail' | 'trailerAccess'>;
  /** The festival page says "Festival Trailer". */
  heading?: string;
  /** A film's page draws the heading and the section in its own style. */
  headingClassName?: string;
  sectionClassName?: string;
}) {
  if (show.youtubeVideoId) {
    return (
      <section className={sectionClassName || undefined} aria-labelledby="trailer-heading">
        <h2 id="trailer-heading" className={headingClassName}>
          {heading}
        </h2>
        <VideoPlayer
          videoId={show.youtubeVideoId}
          title={show.title}
          {...(show.trailerThumbnail ? { thumbnail: show.trailerThumbnail } : {})}
        />
        {show.trailerAccess ? <TrailerAccessNote access={show.trailerAccess} /> : null}
      </section>
    );
  }
  if (!show.trailer) return null;
  return (
    <>
      <p>
        <ExternalLink href={show.trailer}>
          Watch the trailer<span className="visually-hidden">: {show.title}</span>
        </ExternalLink>
      </p>
      {show.trailerAccess ? <TrailerAccessNote access={show.trailerAccess} /> : null}
    </>
  );
}
