import {
  DetailHeader,
  DetailRest,
  MastersPromo,
  Photos,
  PosterFigure,
  type LayoutProps,
} from './ShowDetailParts';
import styles from './layouts.module.css';

/** Layout 1, the standard show page: one column, every element in the documented order
 * (docs/product-rules.md#show-pages-three-layouts). */
export function StandardLayout({ show, seriesName, mastersSeriesName }: LayoutProps) {
  return (
    <article className={styles.standard} data-template="standard">
      <PosterFigure show={show} className={styles.standardPoster} />
      <MastersPromo show={show} mastersSeriesName={mastersSeriesName} />
      <Photos show={show} />
      <DetailHeader show={show} />
      <DetailRest show={show} seriesName={seriesName} />
    </article>
  );
}
