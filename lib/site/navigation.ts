import { routes } from './routes';

/**
 * The main navigation, in the order docs/rules/site.md#navigation lists it. Hrefs end in "/" because the export uses
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
  {
    label: 'Shows',
    href: routes.home(),
    alsoCurrentFor: [routes.shows(), routes.films(), routes.festival()],
  },
  { label: 'Speaker Series', href: routes.speakerSeries() },
  { label: 'Education & Enrichment', href: routes.education() },
  { label: 'Philharmonic Club', href: routes.philharmonic() },
  { label: 'Students', href: routes.students() },
  { label: 'FAQ', href: routes.faq() },
  { label: 'Subscribe', href: routes.subscribe() },
  { label: 'Contact', href: routes.contact() },
];

/**
 * The search page (docs/rules/listings.md#search): a link of its own in the navigation bar but not
 * in the menu, so it is one tap away on a phone without opening the menu.
 */
export const searchLink: NavItem = { label: 'Search', href: routes.search() };

/**
 * The footer's links: every section of the main navigation plus the pages it does not list. The
 * footer is plain links, so every page stays reachable whatever happens to the phone menu.
 */
export const footerNavigation: readonly NavItem[] = [
  ...mainNavigation,
  { label: 'Plan Your Visit', href: routes.visit() },
  { label: 'Venues', href: routes.venues() },
  { label: 'Accessibility', href: routes.accessibilityServices() },
  { label: 'Tonight', href: routes.tonight() },
  { label: 'My Picks', href: routes.myPicks() },
  { label: 'COVID-19 Policy', href: routes.covid() },
  { label: 'Share Our Listings', href: routes.shareListings() },
  searchLink,
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
