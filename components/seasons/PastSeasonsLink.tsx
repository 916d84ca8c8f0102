import Link from 'next/link';
import { routes } from '@/lib/site/routes';
import styles from './seasons.module.css';

/** Under the current season's lists: where the shows of earlier seasons went. */
export function PastSeasonsLink() {
  return (
    <p className={styles.pastSeasonsLink}>
      Looking for an earlier show? Browse <Link href={routes.seasons()}>past seasons</Link>.
    </p>
  );
}
