import Link from 'next/link';
import { PosterGrid } from '@/components/cards/PosterGrid';
import { routes } from '@/lib/site/routes';
import { seasonTitle, type SeasonGroup } from '@/lib/concepts/seasons';
import type { Show } from '@/lib/content/types';
import styles from './seasons.module.css';

interface Props {
  season: SeasonGroup<Show>;
  /** The seasons either side, for moving through the past seasons without going back to their list. */
  newer?: string;
  older?: string;
}

/**
 * One season's shows: a poster grid, then the same shows as a text list with the full date and
 * the venue (the grid's dates leave out the year). A plain date-ordered list, not upcoming and
 * past: an archive page must not go stale between builds.
 */
export function SeasonShows({ season, newer, older }: Props) {
  return (
    <>
      <section className={styles.section} aria-labelledby="season-posters-heading">
        <h2 id="season-posters-heading" className={styles.sectionHeading}>
          Shows
        </h2>
        <PosterGrid shows={season.shows} />
      </section>
      <section className={styles.section} aria-labelledby="season-dates-heading">
        <h2 id="season-dates-heading" className={styles.sectionHeading}>
          Dates and venues
        </h2>
        <ol className={styles.dateList}>
          {season.shows.map((show) => (
            <li key={show.name} className={styles.dateItem}>
              <span className={styles.dateItemWhen}>{show.dateFormatted}</span>
              <span>
                {/* A season's list, like its poster grid, fetches a show only when it is chosen
                    (docs/rules/seasons.md#seasons). */}
                <Link href={show.url} prefetch={false} className={styles.dateItemTitle}>
                  {show.title}
                </Link>
                <span className={styles.dateItemVenue}> · {show.location}</span>
              </span>
            </li>
          ))}
        </ol>
      </section>
      <nav aria-label="Other seasons">
        <ul className={styles.neighbours}>
          {newer ? (
            <li>
              Newer: <Link href={routes.season(newer)}>{seasonTitle(newer)}</Link>
            </li>
          ) : null}
          {older ? (
            <li>
              Older: <Link href={routes.season(older)}>{seasonTitle(older)}</Link>
            </li>
          ) : null}
          <li>
            <Link href={routes.seasons()}>All seasons</Link>
          </li>
        </ul>
      </nav>
    </>
  );
}
