import Link from 'next/link';
import { routes } from '@/lib/site/routes';
import styles from './seasons.module.css';

/** Under the current season's lists: where the shows of earlier seasons went. */
export function ArchiveLink() {
  return (
    <p className={styles.archiveLink}>
      Looking for an earlier show? Every season is in the{' '}
      <Link href={routes.seasons()}>season archive</Link>.
    </p>
  );
}
