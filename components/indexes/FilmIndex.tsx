/**
 * The films of every festival and film tour (/show/, the folder of the film pages): each festival
 * with its dates and status, linked to its page, then its films, newest festival first.
 */
import Link from 'next/link';
import { StatusBanner } from '@/components/show-info/StatusBanner';
import type { Show } from '@/lib/content/types';
import { routes } from '@/lib/site/routes';
import styles from './indexes.module.css';

export function FilmIndex({ shows }: { shows: Show[] }) {
  const withFilms = shows
    .filter((festival) => festival.films.length > 0)
    .sort((a, b) => (a.date < b.date ? 1 : a.date > b.date ? -1 : 0));
  if (withFilms.length === 0) {
    return <p>No festival has listed its films yet.</p>;
  }
  return (
    <ul className={styles.cards}>
      {withFilms.map((festival) => (
        <li key={festival.name}>
          <h2>
            <Link href={routes.show(festival.name)} prefetch={false}>
              {festival.title}
            </Link>
          </h2>
          <StatusBanner entry={festival} />
          <p>{festival.dateFormatted}</p>
          <ul>
            {festival.films.map((film) => (
              <li key={film.name}>
                <Link href={routes.film(film.name)} prefetch={false}>
                  {film.title}
                </Link>
              </li>
            ))}
          </ul>
        </li>
      ))}
    </ul>
  );
}
