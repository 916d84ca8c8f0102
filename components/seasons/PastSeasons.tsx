import { ShowPoster } from '@/components/show-info/ShowPoster';
import Link from 'next/link';
import cardStyles from '@/components/cards/cards.module.css';
import { routes } from '@/lib/site/routes';
import { seasonTitle, type SeasonGroup } from '@/lib/concepts/seasons';
import type { Show } from '@/lib/content/types';
import styles from './seasons.module.css';

/** "1 show", "9 shows". */
export function showCount(count: number): string {
  return `${count} ${count === 1 ? 'show' : 'shows'}`;
}

/**
 * Every season, as given (newest first), each with the poster of its first show, its name linking
 * to its page, and how many shows it had.
 */
export function PastSeasons({ seasons }: { seasons: readonly SeasonGroup<Show>[] }) {
  return (
    <ul className={styles.pastSeasons}>
      {seasons.map((season) => {
        // The season's first show with a poster; a season of the record without any has a text card.
        const cover = season.shows.find((show) => show.poster) ?? season.shows[0];
        return (
          <li key={season.id}>
            <article className={cardStyles.compact}>
              {cover ? (
                <ShowPoster
                  className={cardStyles.compactPoster}
                  show={cover}
                  decorative
                  sizes="(max-width: 640px) 45vw, 240px"
                />
              ) : null}
              <h2 className={styles.seasonName}>
                <Link
                  href={routes.season(season.id)}
                  className={`${styles.seasonLink} ${cardStyles.coverLink}`}
                >
                  {seasonTitle(season.id)}
                </Link>
              </h2>
              <p className={styles.seasonCount}>{showCount(season.shows.length)}</p>
            </article>
          </li>
        );
      })}
    </ul>
  );
}
