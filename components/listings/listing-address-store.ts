/**
 * The listing the address shows, as a store React reads with useSyncExternalStore: the page's own
 * address while it is built and hydrated, then the browser's, including a query string that
 * combines choices (lib/concepts/listings/rules/listing-address.ts). A choice pushes a history entry, so Back
 * returns to the previous choice and focus stays put.
 */
import { useSyncExternalStore } from 'react';
import { basePath, withBasePath } from '@/lib/site/paths';

const listeners = new Set<() => void>();

function subscribe(onChange: () => void): () => void {
  listeners.add(onChange);
  window.addEventListener('popstate', onChange);
  return () => {
    listeners.delete(onChange);
    window.removeEventListener('popstate', onChange);
  };
}

/** The browser's address as a site path (no base path) with its query string. */
function read(): string {
  const { pathname, search } = window.location;
  const sitePath =
    basePath && pathname.startsWith(basePath) ? pathname.slice(basePath.length) || '/' : pathname;
  return `${sitePath}${search}`;
}

/** The address the list shows: `built` (a site path) on the server and while hydrating. */
export function useListingAddress(built: string): string {
  return useSyncExternalStore(subscribe, read, () => built);
}

/** Shows another listing in place: a new history entry, and the list follows. */
export function showListing(sitePath: string): void {
  window.history.pushState(null, '', withBasePath(sitePath));
  for (const listener of listeners) listener();
}
