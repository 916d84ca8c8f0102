import Link from 'next/link';
import type { NavItem } from '@/lib/site/navigation';
import { MenuPanel } from './MenuPanel';
import { NavLink } from './NavLink';
import styles from './SiteNav.module.css';

export const MAIN_MENU_ID = 'main-menu';

/**
 * The main navigation. Rendered on the server; only the links' current mark and closing the menu
 * after a choice are client. On phones the list is a native popover opened by the Menu button
 * (`popovertarget`), so it works before and without JavaScript; on wide screens CSS shows it as a
 * plain row and hides the button.
 */
export function SiteNav({ items, search }: { items: readonly NavItem[]; search?: NavItem }) {
  return (
    <nav aria-label="Main" className={styles.nav}>
      <div className={styles.inner}>
        <button type="button" popoverTarget={MAIN_MENU_ID} className={styles.toggle}>
          <svg
            className={styles.toggleIcon}
            aria-hidden="true"
            focusable="false"
            viewBox="0 0 24 24"
            width="20"
            height="20"
          >
            <path
              className={styles.iconClosed}
              d="M3 6h18M3 12h18M3 18h18"
              stroke="currentColor"
              strokeWidth="2.25"
            />
            <path
              className={styles.iconOpen}
              d="M6 6l12 12M18 6L6 18"
              stroke="currentColor"
              strokeWidth="2.25"
            />
          </svg>
          Menu
        </button>
        <MenuPanel id={MAIN_MENU_ID}>
          <ul className={styles.list}>
            {items.map((item) => (
              <li key={item.href}>
                <NavLink item={item} />
              </li>
            ))}
          </ul>
        </MenuPanel>
        {/* Outside the menu: one tap on a phone, at the end of the row on wide screens. */}
        {search ? (
          <Link href={search.href} className={styles.search}>
            <svg aria-hidden="true" focusable="false" viewBox="0 0 24 24" width="18" height="18">
              <circle
                cx="10.5"
                cy="10.5"
                r="6.5"
                fill="none"
                stroke="currentColor"
                strokeWidth="2.5"
              />
              <path
                d="M15.5 15.5 21 21"
                stroke="currentColor"
                strokeWidth="2.5"
                strokeLinecap="round"
              />
            </svg>
            {search.label}
          </Link>
        ) : null}
      </div>
    </nav>
  );
}
