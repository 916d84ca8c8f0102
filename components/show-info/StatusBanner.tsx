/** A show's or film's state in words, on every card and page that names it (docs/rules/shows.md#show-status). */
import { statusLabel, type EventStatus } from '@/lib/concepts/shows';
import styles from './StatusBanner.module.css';

/**
 * Sold out, Cancelled, Postponed (new date to be announced), Rescheduled from …: in words, so the
 * state never rests on colour (docs/rules/shows.md#show-status). Nothing for a scheduled show.
 */
export function StatusBanner({
  entry,
}: {
  entry: { status: EventStatus; previousDateFormatted?: string };
}) {
  const label = statusLabel(entry);
  if (!label) return null;
  return (
    <p className={styles.status} data-status={entry.status}>
      {label}
    </p>
  );
}
