import type { Show } from '@/lib/content/types';
import { HeaderBand } from './HeaderBand';
import { MastersPromo } from './MastersPromo';
import { Photos } from './Photos';
import { ShowPageBody } from './ShowPageBody';
import { ShowPagePoster } from './ShowPagePoster';
import styles from './layouts.module.css';

/** What every show-page layout is given. */
export interface LayoutProps {
  show: Show;
  /** The series name, for the special-event disclaimer. */
  seriesName: string;
  /** "Masters at {university}", the package promoted on shows with mastersAt. */
  mastersSeriesName: string;
}

/** Layout 1, the standard show page: one column, every element in the documented order
 * (docs/rules/shows.md#show-pages-three-layouts). */
export function StandardLayout({ show, seriesName, mastersSeriesName }: LayoutProps) {
  return (
    <article className={styles.standard} data-template="standard">
      {/* Grouped so that phones can draw the header band first (layouts.module.css); the groups
          are plain blocks elsewhere, and change nothing there. */}
      <div className={styles.lead}>
        <ShowPagePoster show={show} className={styles.standardPoster} />
        <MastersPromo show={show} mastersSeriesName={mastersSeriesName} />
        <Photos show={show} />
      </div>
      <HeaderBand show={show} />
      <div>
        <ShowPageBody show={show} seriesName={seriesName} />
      </div>
    </article>
  );
}
