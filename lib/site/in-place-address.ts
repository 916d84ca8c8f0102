/**
 * Address changes that are not a new page. The accessibility filter narrows the list in place and
 * writes the address of the matching pre-rendered list (components/accessibility/AccessibilityFilter.tsx);
 * RouteChangeFocus, which moves focus to <main> after a page change, must then leave focus on the
 * filter the visitor just used. The filter notes the address it pushes; the focus keeper takes the
 * note when that address arrives. One note at a time, kept in the page's memory only.
 */
import { withBasePath } from './paths';

let pending: string | undefined;

// A path, without the query string the listings' combined choices add (the router's pathname
// has none).
function comparable(sitePath: string): string {
  const path = sitePath.split(/[?#]/)[0] ?? '';
  return path.endsWith('/') ? path : `${path}/`;
}

/** Pushes a history entry for a site path (no base path) that shows the same page changed. */
export function pushInPlaceAddress(sitePath: string): void {
  pending = comparable(sitePath);
  // Next's router follows history.pushState, so usePathname() gives the new address.
  window.history.pushState(null, '', withBasePath(sitePath));
}

/** True once for the address pushInPlaceAddress pushed last; the note is used up either way. */
export function takeInPlaceChange(pathname: string | null): boolean {
  const expected = pending;
  pending = undefined;
  return expected !== undefined && pathname !== null && comparable(pathname) === expected;
}
