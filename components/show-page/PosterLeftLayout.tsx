import { HeaderBand } from './HeaderBand';
import { MastersPromo } from './MastersPromo';
import { Photos } from './Photos';
import { ShowPageBody } from './ShowPageBody';
import { ShowPagePoster } from './ShowPagePoster';
import type { LayoutProps } from './StandardLayout';
import styles from './layouts.module.css';

/** Layout 3: the poster on the left, the same details on the right; stacked on phones. */
export function PosterLeftLayout({ show, seriesName, mastersSeriesName }: LayoutProps) {
  return (
    <article className={styles.posterLeft} data-template="poster-left">
      <div className={styles.posterLeftAside}>
        <ShowPagePoster show={show} />
      </div>
      <div className={styles.posterLeftMain}>
        {/* Grouped so that phones can draw the header band first (layouts.module.css). */}
        <div className={styles.lead}>
          <MastersPromo show={show} mastersSeriesName={mastersSeriesName} />
          <Photos show={show} />
        </div>
        <HeaderBand show={show} />
        <div>
          <ShowPageBody show={show} seriesName={seriesName} />
        </div>
      </div>
    </article>
  );
}
