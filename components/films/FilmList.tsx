import Link from 'next/link';
import { ExternalLink } from '@/components/ui/ExternalLink';
import { SafeHtml } from '@/components/ui/SafeHtml';
import { SiteImage } from '@/components/ui/SiteImage';
import type { Film } from '@/lib/content/types';
import { priceOnOffer, youtubeWatchUrl, type EventStatus } from '@/lib/concepts/shows';
import styles from './films.module.css';

/**
 * Country, language and running time of a film, and its single ticket's price while its festival
 * (whose `status` a screening shares) takes place.
 */
export function FilmFacts({ film, status }: { film: Film; status: EventStatus }) {
  const price = priceOnOffer({ status, priceLabel: film.priceLabel });
  return (
    <dl className={styles.facts}>
      <div>
        <dt>Country</dt>
        <dd>{film.country}</dd>
      </div>
      <div>
        <dt>Language</dt>
        <dd>{film.languageLabel}</dd>
      </div>
      <div>
        <dt>Length</dt>
        <dd>{film.lengthFormatted}</dd>
      </div>
      {film.director ? (
        <div>
          <dt>Director</dt>
          <dd>{film.director}</dd>
        </div>
      ) : null}
      {price ? (
        <div>
          <dt>Single ticket</dt>
          <dd data-price="">{price}</dd>
        </div>
      ) : null}
      {film.year ? (
        <div>
          <dt>Year</dt>
          <dd>{film.year}</dd>
        </div>
      ) : null}
    </dl>
  );
}

/**
 * The films of a festival: poster linking to the film's page, its facts, screenings and trailer.
 * `status` is the festival's.
 */
export function FilmList({ films, status }: { films: Film[]; status: EventStatus }) {
  return (
    <ul className={styles.list}>
      {films.map((film) => (
        <li key={film.name}>
          <article className={styles.film} aria-labelledby={`film-${film.name}`}>
            <Link href={film.url} className={styles.posterLink}>
              <SiteImage
                className={styles.poster}
                image={film.poster}
                sizes="(max-width: 700px) 96px, 170px"
              />
            </Link>
            <div className={styles.body}>
              <h3 id={`film-${film.name}`} className={styles.title}>
                <Link href={film.url}>{film.title}</Link>
              </h3>
              <SafeHtml html={film.description} className={styles.description} />
              <FilmFacts film={film} status={status} />
              {film.schedule.length > 0 ? (
                <>
                  <h4 className={styles.screeningsHeading}>Screenings</h4>
                  <ul className={styles.screenings}>
                    {film.schedule.map((line) => (
                      <li key={line}>{line}</li>
                    ))}
                  </ul>
                </>
              ) : null}
              {film.trailer ? (
                <ExternalLink
                  // On YouTube the link asks for captions, as the player does.
                  href={film.youtubeVideoId ? youtubeWatchUrl(film.youtubeVideoId) : film.trailer}
                  className={styles.trailer}
                >
                  Watch Trailer<span className="visually-hidden">: {film.title}</span>
                </ExternalLink>
              ) : null}
            </div>
          </article>
        </li>
      ))}
    </ul>
  );
}
