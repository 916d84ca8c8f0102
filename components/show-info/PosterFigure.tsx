/**
 * A show's poster with its poster info as the caption, as the preview card and the show pages
 * draw it; the caller's stylesheet sizes and places it. The poster info is what the evening will
 * be ("Program runs about 100 minutes"): a cancelled or postponed show makes no such promise
 * (docs/rules/shows.md#show-status).
 */
import { ShowPoster } from './ShowPoster';
import { isCalledOff } from '@/lib/concepts/shows';
import type { Show } from '@/lib/content/types';

export function PosterFigure({
  show,
  classNames,
  sizes,
  priority,
}: {
  show: Pick<Show, 'poster' | 'posterInfo' | 'title' | 'dateFormattedShort' | 'status'>;
  classNames: { figure?: string; image?: string; caption?: string };
  /** The image's widths on the page, for the browser's choice of variant. */
  sizes: string;
  /** The first poster on the page loads eagerly. */
  priority: boolean;
}) {
  return (
    <figure className={classNames.figure}>
      <ShowPoster className={classNames.image} show={show} priority={priority} sizes={sizes} />
      {show.posterInfo && !isCalledOff(show.status) ? (
        <figcaption className={classNames.caption}>{show.posterInfo}</figcaption>
      ) : null}
    </figure>
  );
}
