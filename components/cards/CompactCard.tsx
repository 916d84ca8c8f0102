import Link from 'next/link';
import { ShowPoster } from '@/components/show-info/ShowPoster';
import { isCalledOff, statusNames } from '@/lib/concepts/shows';
import type { Show } from '@/lib/content/types';
import styles from './cards.module.css';

/** The compact card of the poster grids: the poster and the title, which links to the show. */
export function CompactCard({ show, current = false }: { show: Show; current?: boolean }) {
  return (
    <article className={`${styles.compact} ${current ? styles.compactCurrent : ''}`}>
      <ShowPoster
        className={styles.compactPoster}
        show={show}
        decorative
        sizes="(max-width: 640px) 45vw, 200px"
      />
      <h3 className={styles.compactTitle}>
        {/* Poster grids hold a whole season: prefetching every show that scrolls into view would
            fetch and parse each page's payload (docs/rules/seasons.md#seasons). A click still
            navigates in the app, fetching that one page then. */}
        <Link
          href={show.url}
          prefetch={false}
          className={`${styles.compactLink} ${styles.coverLink}`}
          aria-current={current ? 'page' : undefined}
        >
          {show.title}
        </Link>
      </h3>
      <p className={styles.compactDate}>
        {show.dateFormattedShort}
        {/* Short forms: the grid has room for a word, the show page says the rest. */}
        {isCalledOff(show.status) || show.status === 'soldOut' ? (
          <span> · {statusNames[show.status]}</span>
        ) : null}
        {current ? <span className={styles.currentTag}> · Now viewing</span> : null}
      </p>
    </article>
  );
}
