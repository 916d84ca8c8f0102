import type { ReactNode } from 'react';
import styles from './Notices.module.css';

/**
 * One of the notices between the header and the page (docs/rules/site.md#every-page): a
 * labelled region holding a native disclosure. On a phone it is one line that opens on a tap, so
 * the page's own content starts on the first screen; on wide screens CSS shows it open, as a
 * titled box, whatever its state. Closed or open, it works without JavaScript, and assistive
 * technology hears a region and a collapsed or expanded control, never nothing.
 * The title is not a heading: the page's h1 is the first heading of every page.
 */
export function Notice({
  label,
  className,
  children,
}: {
  label: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <section className={[styles.notice, className].filter(Boolean).join(' ')} aria-label={label}>
      <details className={styles.disclosure}>
        <summary className={styles.summary}>{label}</summary>
        {/* The wide-screen title, where the summary is hidden; the region already says it. */}
        <p className={styles.title} aria-hidden="true">
          {label}
        </p>
        {children}
      </details>
    </section>
  );
}
