/** A show page's photos, each with its credit. */
import { SiteImage } from '@/components/ui/SiteImage';
import type { Show } from '@/lib/content/types';
import styles from './layouts.module.css';

export function Photos({ show }: { show: Show }) {
  if (show.photos.length === 0) return null;
  return (
    <ul className={styles.photos} aria-label={`Photos of ${show.title}`}>
      {show.photos.map((photo) => (
        <li key={photo.src}>
          <figure className={styles.photo}>
            <SiteImage image={photo} sizes="(max-width: 700px) 100vw, 420px" />
            {photo.credit ? (
              <figcaption className={styles.credit}>Photo: {photo.credit}</figcaption>
            ) : null}
          </figure>
        </li>
      ))}
    </ul>
  );
}
