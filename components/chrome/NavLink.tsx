'use client';

import Link from 'next/link';
import { usePathname } from 'next/navigation';
import { isCurrentItem, type NavItem } from '@/lib/site/navigation';
import styles from './SiteNav.module.css';

/** One menu link; the only client part of the list, because only the browser knows the path. */
export function NavLink({ item }: { item: NavItem }) {
  const pathname = usePathname() ?? '/';
  const current = isCurrentItem(item, pathname);
  return (
    <Link
      href={item.href}
      className={styles.link}
      aria-current={current ? 'page' : undefined}
      data-current={current || undefined}
    >
      {item.label}
    </Link>
  );
}
