/** The poster of a standard or poster-left show page, the page's first image. */
import { PosterFigure } from '@/components/show-info/PosterFigure';
import type { Show } from '@/lib/content/types';
import styles from './layouts.module.css';

export function ShowPagePoster({ show, className }: { show: Show; className?: string }) {
  return (
    <PosterFigure
      show={show}
      classNames={{
        figure: `${styles.posterFigure} ${className ?? ''}`,
        image: styles.poster,
        caption: styles.posterInfo,
      }}
      sizes="(max-width: 700px) 90vw, 400px"
      priority
    />
  );
}
