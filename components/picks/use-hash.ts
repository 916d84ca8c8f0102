/**
 * The address's fragment for the picks' React islands: a shared list or schedule arrives in it
 * (lib/concepts/picks/rules/share-fragment.ts), and the panels drop it once they have read it.
 */
import { useSyncExternalStore } from 'react';

function subscribeToHash(onChange: () => void): () => void {
  window.addEventListener('hashchange', onChange);
  return () => window.removeEventListener('hashchange', onChange);
}

/** The address's fragment ('' during the build and hydration). */
export function useHash(): string {
  return useSyncExternalStore(
    subscribeToHash,
    () => window.location.hash,
    () => '',
  );
}

/** Drops the fragment from the address without a reload, and tells useHash. */
export function clearHash(): void {
  const { pathname, search } = window.location;
  window.history.replaceState(window.history.state, '', `${pathname}${search}`);
  window.dispatchEvent(new HashChangeEvent('hashchange'));
}
