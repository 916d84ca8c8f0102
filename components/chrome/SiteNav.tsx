import type { NavItem } from '@/lib/navigation';
import { CollapsibleNav } from './CollapsibleNav';
import { NavLink } from './NavLink';
import styles from './SiteNav.module.css';

/** The main navigation. Rendered on the server; only the toggle and the links' state are client. */
export function SiteNav({ items }: { items: readonly NavItem[] }) {
  return (
    <nav aria-label="Main" className={styles.nav}>
      <div className={styles.inner}>
        <CollapsibleNav panelId="main-menu">
          <ul className={styles.list}>
            {items.map((item) => (
              <li key={item.href}>
                <NavLink item={item} />
              </li>
            ))}
          </ul>
        </CollapsibleNav>
      </div>
    </nav>
  );
}
