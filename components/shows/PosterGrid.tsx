import type { Show } from '@/lib/types';
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

/** The season's poster grid under every detail page. */
export function SeasonPosterGrid({
  shows,
  heading,
  currentName,
}: {
  shows: Show[];
  heading: string;
  currentName?: string;
}) {
  return (
    <section className={styles.season} aria-labelledby="season-grid-heading">
      <h2 id="season-grid-heading" className={styles.seasonHeading}>
        {heading}
      </h2>
      <PosterGrid shows={shows} currentName={currentName} />
    </section>
  );
}
