/**
 * The visitor's choice of screenings for one festival, kept in the browser's localStorage
 * (lib/rules/my-schedule.ts storageKey): nothing is sent anywhere. Every planner component on the
 * page reads it through useMySchedule, so a toggle and the panel always agree, and another tab's
 * change arrives through the storage event. Where localStorage is refused (some private modes),
 * the choice lasts as long as the page.
 *
 * Keeping the page's start short (Total Blocking Time on the festival's page): the choice is read
 * after hydration, not while React hydrates, and the planner first appears in a transition, which
 * React renders in slices between other work. A page's first use of localStorage waits for the
 * browser to open its storage (a synchronous call, tens of milliseconds on a busy phone): that wait
 * no longer lands inside hydration's own long task.
 */
import {
  startTransition,
  useCallback,
  useEffect,
  useMemo,
  useState,
  useSyncExternalStore,
} from 'react';
import { deserialise, serialise, storageKey } from '@/lib/rules/my-schedule';

const listeners = new Set<() => void>();
const memory = new Map<string, string>();

function read(key: string): string {
  try {
    return window.localStorage.getItem(key) ?? memory.get(key) ?? '';
  } catch {
    return memory.get(key) ?? '';
  }
}

function write(key: string, value: string): void {
  try {
    window.localStorage.setItem(key, value);
  } catch {
    memory.set(key, value);
  }
  for (const listener of listeners) listener();
}

function subscribe(onChange: () => void): () => void {
  listeners.add(onChange);
  window.addEventListener('storage', onChange);
  return () => {
    listeners.delete(onChange);
    window.removeEventListener('storage', onChange);
  };
}

/**
 * The chosen screening ids, or null while the page is being built or hydrated: the planner
 * renders nothing until then, so the page without JavaScript has no buttons that do nothing.
 */
export function useMySchedule(festival: string): {
  ids: string[] | null;
  save: (ids: string[]) => void;
} {
  const key = storageKey(festival);
  const [stored, setStored] = useState<string | null>(null);
  useEffect(() => {
    // A save (a press, so React renders it at once) or another tab's change.
    const unsubscribe = subscribe(() => setStored(read(key)));
    // The first value, after hydration: a transition, so the planner's first render is sliced.
    const first = read(key);
    startTransition(() => setStored(first));
    return unsubscribe;
  }, [key]);
  const ids = useMemo(() => (stored === null ? null : deserialise(stored)), [stored]);
  const save = useCallback((next: string[]) => write(key, serialise(next)), [key]);
  return { ids, save };
}

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
