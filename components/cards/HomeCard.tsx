import Link from 'next/link';
import { SiteImage } from '@/components/ui/SiteImage';
import { PreviewCard, type CardProps } from './PreviewCard';
import styles from './cards.module.css';

/**
 * The home-list card (previewTemplate 'home'): the preview card with its title as a link, a strip
 * of the films of a festival or tour with their countries, and an optional description image.
 */
export function HomeCard({ show, priority }: Pick<CardProps, 'show' | 'priority'>) {
  return (
    <PreviewCard show={show} priority={priority} titleAsLink>
      {show.descriptionImage ? (
        <SiteImage
          className={styles.descriptionImage}
          image={show.descriptionImage}
          sizes="(max-width: 700px) 100vw, 560px"
        />
      ) : null}
      {show.films.length > 0 ? (
        <div className={styles.strip}>
          <h4 className={styles.stripHeading}>Films in the program</h4>
          <ul className={styles.stripList}>
            {show.films.map((film) => (
              <li key={film.name} className={styles.stripItem}>
                <Link href={film.url} className={styles.stripLink}>
                  <SiteImage
                    className={styles.stripPoster}
                    image={film.poster}
                    decorative
                    sizes="120px"
                  />
                  <span className={styles.stripTitle}>{film.title}</span>
                </Link>
                <span className={styles.stripCountry}>{film.country}</span>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
    </PreviewCard>
  );
}
