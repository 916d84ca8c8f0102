import {
  DetailHeader,
  DetailRest,
  MastersPromo,
  Photos,
  PosterFigure,
  type LayoutProps,
} from './ShowPageBody';
import styles from './layouts.module.css';

/** Layout 3: the poster on the left, the same details on the right; stacked on phones. */
export function PosterLeftLayout({ show, seriesName, mastersSeriesName }: LayoutProps) {
  return (
    <article className={styles.posterLeft} data-template="poster-left">
      <div className={styles.posterLeftAside}>
        <PosterFigure show={show} />
      </div>
      <div className={styles.posterLeftMain}>
        {/* Grouped so that phones can draw the header band first (layouts.module.css). */}
        <div className={styles.lead}>
          <MastersPromo show={show} mastersSeriesName={mastersSeriesName} />
          <Photos show={show} />
        </div>
        <DetailHeader show={show} />
        <div>
          <DetailRest show={show} seriesName={seriesName} />
        </div>
      </div>
    </article>
  );
}
