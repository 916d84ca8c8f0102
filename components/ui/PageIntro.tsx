import type { ReactNode } from 'react';
import styles from './PageIntro.module.css';

/** The opening of a listing page: eyebrow, the page's one h1, and optional lead and actions. */
export function PageIntro({
  eyebrow,
  title,
  children,
}: {
  eyebrow?: string;
  title: string;
  children?: ReactNode;
}) {
  return (
    <header className={styles.intro}>
      {eyebrow ? <p className="eyebrow">{eyebrow}</p> : null}
      <h1 className={styles.title}>{title}</h1>
      {children}
    </header>
  );
}
