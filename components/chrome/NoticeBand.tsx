import type { ReactNode } from 'react';
import styles from './Notices.module.css';

/** Lays the ticketing box and the donate panel out together between the header and the page. */
export function NoticeBand({ children }: { children: ReactNode }) {
  // Not printed: a printed page is read after the tickets are bought (app/(site)/print.css).
  return <div className={`${styles.band} no-print`}>{children}</div>;
}
