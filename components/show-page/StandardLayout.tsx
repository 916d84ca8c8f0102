import {
  DetailHeader,
  DetailRest,
  MastersPromo,
  Photos,
  PosterFigure,
  type LayoutProps,
} from './ShowPageBody';
import styles from './layouts.module.css';

/** Layout 1, the standard show page: one column, every element in the documented order
 * (docs/product-rules.md#show-pages-three-layouts). */
export function StandardLayout({ show, seriesName, mastersSeriesName }: LayoutProps) {
  return (
    <article className={styles.standard} data-template="standard">
      {/* Grouped so that phones can draw the header band first (layouts.module.css); the groups
          are plain blocks elsewhere, and change nothing there. */}
      <div className={styles.lead}>
        <PosterFigure show={show} className={styles.standardPoster} />
        <MastersPromo show={show} mastersSeriesName={mastersSeriesName} />
        <Photos show={show} />
      </div>
      <DetailHeader show={show} />
      <div>
        <DetailRest show={show} seriesName={seriesName} />
      </div>
    </article>
  );
}
