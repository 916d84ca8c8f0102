/**
 * The visitor's choice of screenings for one festival, kept in the browser's localStorage
 * (lib/rules/my-schedule.ts storageKey): nothing is sent anywhere. Every planner component on the
 * page reads it through useMySchedule, so a toggle and the panel always agree, and another tab's
 * change arrives through the storage event. Where localStorage is refused (some private modes),
 * the choice lasts as long as the page.
 *
 * Invariant: nothing here touches localStorage until the planner is needed (its part of the page,
 * marked with plannerArea, nears the screen; the address has a fragment; or the page marks no such
 * part); the planner then first appears in a transition, and the read stays out of the render that
 * mounts the toggles.
 * Why: docs/architecture.md#the-planners-storage.
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
import { AREA_SELECTOR, WAKE_MARGIN } from './area';

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

let needed = false;
const waiting = new Set<() => void>();
let observer: IntersectionObserver | undefined;

function wake(): void {
  needed = true;
  observer?.disconnect();
  observer = undefined;
  const woken = [...waiting];
  waiting.clear();
  for (const start of woken) start();
}

/**
 * Runs start once the planner is needed (see above): at once if it already is, else when the
 * page's planner area nears the screen. Every planner component of the page waits on the same
 * observer and wakes in the same task. Returns a function that stops waiting.
 */
function whenNeeded(start: () => void): () => void {
  if (needed) {
    start();
    return () => {};
  }
  waiting.add(start);
  if (!observer) {
    const areas = document.querySelectorAll(AREA_SELECTOR);
    if (window.location.hash !== '' || areas.length === 0 || !('IntersectionObserver' in window)) {
      wake();
      return () => {};
    }
    observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) wake();
      },
      { rootMargin: WAKE_MARGIN },
    );
    for (const area of areas) observer.observe(area);
  }
  return () => {
    waiting.delete(start);
    // Nobody left waiting (a client-side navigation away): the next page observes its own areas.
    if (waiting.size === 0) {
      observer?.disconnect();
      observer = undefined;
    }
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
    let unsubscribe = () => {};
    const stopWaiting = whenNeeded(() => {
      // A save (a press, so React renders it at once) or another tab's change.
      unsubscribe = subscribe(() => setStored(read(key)));
      // The first value: a transition, so the planner's first render is sliced.
      const first = read(key);
      startTransition(() => setStored(first));
    });
    return () => {
      stopWaiting();
      unsubscribe();
    };
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
