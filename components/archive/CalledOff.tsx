/**
 * "Cancelled" or "Postponed" beside a show's name on the archive's pages
 * (docs/rules/seasons.md#what-the-history-counts), in the words of the show's own status banner
 * (lib/concepts/shows/rules/show-status.ts statusNames), so the state never rests on colour.
 */
import { statusNames } from '@/lib/concepts/shows';
import styles from './archive.module.css';

export function CalledOff({ status }: { status: 'cancelled' | 'postponed' | undefined }) {
  if (!status) return null;
  return (
    <>
      {' · '}
      <strong className={styles.status} data-status={status}>
        {statusNames[status]}
      </strong>
    </>
  );
}
