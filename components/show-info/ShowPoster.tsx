/**
 * A show's poster, or, for a show of the record that has none, a text card in its place: the
 * title and date set in type on the series' green, in the poster's proportions, so every list
 * keeps its rhythm without a placeholder file or image variants (docs/rules/content.md#images).
 * The card repeats what the page says beside it, so it is hidden from assistive technology.
 */
import { SiteImage } from '@/components/ui/SiteImage';
import type { Show } from '@/lib/content/types';
import styles from './ShowPoster.module.css';

interface Props {
  show: Pick<Show, 'poster' | 'title' | 'dateFormattedShort'>;
  className?: string;
  /** How wide the poster is drawn, for choosing a variant. */
  sizes: string;
  /** The first poster on the page loads eagerly. */
  priority?: boolean;
  /** Beside a text that already names the show (a card's title): alt="". */
  decorative?: boolean;
}

export function ShowPoster({ show, className, sizes, priority, decorative }: Props) {
  if (show.poster) {
    return (
      <SiteImage
        className={className}
        image={show.poster}
        sizes={sizes}
        priority={priority}
        decorative={decorative}
      />
    );
  }
  return (
    <div className={`${className ?? ''} ${styles.textCard}`} aria-hidden="true">
      <span className={styles.title}>{show.title}</span>
      <span className={styles.date}>{show.dateFormattedShort}</span>
    </div>
  );
}
