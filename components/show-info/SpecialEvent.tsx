/** The Special Event badge and the note that a special event is sold apart from the subscription. */
import type { Show } from '@/lib/content/types';
import styles from './SpecialEvent.module.css';

export function SpecialEventBadge({ show }: { show: Pick<Show, 'specialEvent'> }) {
  if (!show.specialEvent) return null;
  return <p className={styles.badge}>Special Event</p>;
}

/** Special events are sold separately from the subscription (docs/rules/seasons.md#upcoming-and-past). */
export function SpecialEventDisclaimer({
  show,
  seriesName,
}: {
  show: Pick<Show, 'specialEvent'>;
  seriesName: string;
}) {
  if (!show.specialEvent) return null;
  return (
    <p className={styles.disclaimer}>
      This special event is not part of the {seriesName} subscription.
    </p>
  );
}
