/**
 * A show's poster with its poster info as the caption, as the preview card and the show pages
 * draw it; the caller's stylesheet sizes and places it.
 */
import { SiteImage } from '@/components/ui/SiteImage';
import type { Show } from '@/lib/content/types';

export function PosterFigure({
  show,
  classNames,
  sizes,
  priority,
}: {
  show: Pick<Show, 'poster' | 'posterInfo'>;
  classNames: { figure?: string; image?: string; caption?: string };
  /** The image's widths on the page, for the browser's choice of variant. */
  sizes: string;
  /** The first poster on the page loads eagerly. */
  priority: boolean;
}) {
  return (
    <figure className={classNames.figure}>
      <SiteImage
        className={classNames.image}
        image={show.poster}
        priority={priority}
        sizes={sizes}
      />
      {show.posterInfo ? (
        <figcaption className={classNames.caption}>{show.posterInfo}</figcaption>
      ) : null}
    </figure>
  );
}
