import {
  DetailHeader,
  DetailRest,
  MastersPromo,
  Photos,
  PosterFigure,
  type LayoutProps,
} from './ShowDetailParts';
import styles from './layouts.module.css';

/** Layout 3: the poster on the left, the same details on the right; stacked on phones. */
export function PosterLeftLayout({ show, seriesName, mastersSeriesName }: LayoutProps) {
  return (
    <article className={styles.posterLeft} data-template="poster-left">
      <div className={styles.posterLeftAside}>
        <PosterFigure show={show} />
      </div>
      <div className={styles.posterLeftMain}>
        <MastersPromo show={show} mastersSeriesName={mastersSeriesName} />
        <Photos show={show} />
        <DetailHeader show={show} />
        <DetailRest show={show} seriesName={seriesName} />
      </div>
    </article>
  );
}
