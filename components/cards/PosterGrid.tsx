import type { Show } from '@/lib/content/types';
import { CompactCard } from './CompactCard';
import styles from './cards.module.css';

/** A grid of compact poster cards; the show being viewed, if any, is marked. */
export function PosterGrid({ shows, currentName }: { shows: Show[]; currentName?: string }) {
  return (
    <ul className={styles.grid}>
      {shows.map((show) => (
        <li key={show.name}>
          <CompactCard show={show} current={show.name === currentName} />
        </li>
      ))}
    </ul>
  );
}
