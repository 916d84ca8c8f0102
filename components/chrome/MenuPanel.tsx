import type { ReactNode } from 'react';
import styles from './SiteNav.module.css';

/**
 * The phone menu's panel: a native popover (docs/rules/site.md#navigation). The browser opens
 * and closes it from the Menu button, closes it on Escape or a tap outside, and tells assistive
 * technology whether it is expanded, all without JavaScript. Choosing a link loads the next page,
 * which starts with the menu closed; on a wide window CSS shows the panel as the navigation row.
 */
export function MenuPanel({ id, children }: { id: string; children: ReactNode }) {
  return (
    <div id={id} popover="auto" className={styles.panel}>
      {children}
    </div>
  );
}
