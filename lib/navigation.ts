/**
 * The main navigation, in the order the spec lists it. Hrefs end in "/" because the export uses
 * trailingSlash: true, so each link points straight at the folder the page is written to.
 */
export interface NavItem {
  label: string;
  href: string;
  /** Other site paths that belong to this item (their pages have no menu entry of their own). */
  alsoCurrentFor?: readonly string[];
}

export const mainNavigation: readonly NavItem[] = [
  // Show, festival and film detail pages live under Shows: highlighting it keeps visitors oriented.
  { label: 'Shows', href: '/', alsoCurrentFor: ['/shows/', '/show/', '/festival/'] },
  { label: 'Speaker Series', href: '/speaker-series/' },
  { label: 'Education & Enrichment', href: '/education-and-enrichment/' },
  { label: 'Philharmonic Club', href: '/philharmonic/' },
  { label: 'Students', href: '/students/' },
  { label: 'FAQ', href: '/faq/' },
  { label: 'Subscribe', href: '/subscribe/' },
  { label: 'Contact', href: '/contact/' },
];

/** "/faq" and "/faq/" are the same page; usePathname may report either form. */
function withTrailingSlash(path: string): string {
  return path.endsWith('/') ? path : `${path}/`;
}

function isWithin(pathname: string, prefix: string): boolean {
  return withTrailingSlash(pathname).startsWith(withTrailingSlash(prefix));
}

/**
 * Whether a menu item is the current page. "/" would prefix-match every page, so the home item
 * matches only exactly; the others also match the pages below them.
 */
export function isCurrentItem(item: NavItem, pathname: string): boolean {
  const path = withTrailingSlash(pathname);
  const own = item.href === '/' ? path === '/' : isWithin(path, item.href);
  return own || (item.alsoCurrentFor ?? []).some((prefix) => isWithin(path, prefix));
}
