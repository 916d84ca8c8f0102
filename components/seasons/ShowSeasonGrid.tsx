import Link from 'next/link';
import { PosterGrid } from '@/components/cards/PosterGrid';
import cardStyles from '@/components/cards/cards.module.css';
import { routes } from '@/lib/site/routes';
import { seasonTitle, type SeasonGroup, seasonGridWindow } from '@/lib/concepts/seasons';
import { countOf } from '@/lib/site/words';
import type { Show } from '@/lib/content/types';
import styles from './seasons.module.css';

/**
 * The poster grid under a show or film page: the shows of the page's own season nearest its own
 * (lib/concepts/seasons/rules/season-grid.ts), not of every season nor a whole season of hundreds,
 * so a page's size does not grow with the archive. Its heading links to the season's page, and
 * so does a line saying how many shows the season has when the grid holds fewer.
 */
export function ShowSeasonGrid({
  season,
  currentName,
}: {
  season: SeasonGroup<Show>;
  /** The show the page is about (a film's festival), marked in the grid. */
  currentName: string;
}) {
  const shown = seasonGridWindow(season.shows, currentName);
  return (
    // The other shows of the season are theirs to be found by, not this page's.
    <section
      className={cardStyles.season}
      aria-labelledby="season-grid-heading"
      data-pagefind-ignore=""
    >
      <h2 id="season-grid-heading" className={cardStyles.seasonHeading}>
        <Link href={routes.season(season.id)} className={cardStyles.titleLink}>
          The {seasonTitle(season.id)}
        </Link>
      </h2>
      <PosterGrid shows={shown} currentName={currentName} />
      <p className={styles.pastSeasonsLink}>
        {shown.length < season.shows.length ? (
          <>
            <Link href={routes.season(season.id)}>
              All {countOf(season.shows.length, 'show')} of the {seasonTitle(season.id)}
            </Link>
            {' · '}
          </>
        ) : null}
        <Link href={routes.seasons()}>All seasons</Link>
      </p>
    </section>
  );
}
