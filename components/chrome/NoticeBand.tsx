import type { ReactNode } from 'react';
import styles from './Notices.module.css';

/** Lays the ticketing box and the donate panel out together between the header and the page. */
export function NoticeBand({ children }: { children: ReactNode }) {
  return <div className={styles.band}>{children}</div>;
}
