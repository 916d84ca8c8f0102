/**
 * The visitor's picks (docs/rules/picks.md#my-picks): everything they saved on the site, kept
 * under one key of the browser's localStorage (lib/rules/picks.ts PICKS_STORAGE_KEY); nothing is
 * sent anywhere. A festival's "My schedule" is a view of the same picks (useMySchedule). Every
 * planner component on the page reads them through usePicks, so a toggle, the panel and the picks
 * page always agree, and another tab's change arrives through the storage event. Festival choices
 * kept under the planner's older keys ("my-schedule:{festival}") are carried over on the first
 * read that finds no picks, and those keys removed. Where localStorage is refused (some private
 * modes), the picks last as long as the page.
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
import {
  deserialisePicks,
  LEGACY_SCHEDULE_PREFIX,
  migratedPicks,
  PICKS_STORAGE_KEY,
  scheduleOf,
  serialisePicks,
  withSchedule,
} from '@/lib/rules/picks';
import { AREA_SELECTOR, WAKE_MARGIN } from './area';

const listeners = new Set<() => void>();
let memory: string | undefined;

/** The festival choices kept under the planner's older keys, as the picks they become. */
function carryOver(storage: Storage): string | null {
  const legacy: Array<[string, string]> = [];
  for (let index = 0; index < storage.length; index += 1) {
    const key = storage.key(index);
    if (key?.startsWith(LEGACY_SCHEDULE_PREFIX)) legacy.push([key, storage.getItem(key) ?? '']);
  }
  if (legacy.length === 0) return null;
  const value = serialisePicks(migratedPicks(legacy));
  storage.setItem(PICKS_STORAGE_KEY, value);
  for (const [key] of legacy) storage.removeItem(key);
  return value;
}

function read(): string {
  try {
    const storage = window.localStorage;
    return storage.getItem(PICKS_STORAGE_KEY) ?? carryOver(storage) ?? memory ?? '';
  } catch {
    return memory ?? '';
  }
}

function write(value: string): void {
  try {
    window.localStorage.setItem(PICKS_STORAGE_KEY, value);
  } catch {
    memory = value;
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
 * The saved pick ids, or null while the page is being built or hydrated, or the planner is not
 * needed yet: toggles and panels render nothing until then, so the page without JavaScript has no
 * buttons that do nothing.
 */
export function usePicks(): { ids: string[] | null; save: (ids: string[]) => void } {
  const [stored, setStored] = useState<string | null>(null);
  useEffect(() => {
    let unsubscribe = () => {};
    const stopWaiting = whenNeeded(() => {
      // A save (a press, so React renders it at once) or another tab's change.
      unsubscribe = subscribe(() => setStored(read()));
      // The first value: a transition, so the planner's first render is sliced.
      const first = read();
      startTransition(() => setStored(first));
    });
    return () => {
      stopWaiting();
      unsubscribe();
    };
  }, []);
  const ids = useMemo(() => (stored === null ? null : deserialisePicks(stored)), [stored]);
  const save = useCallback((next: string[]) => write(serialisePicks(next)), []);
  return { ids, save };
}

/**
 * One festival's chosen screening ids (lib/rules/my-schedule.ts screeningId), a view of the picks;
 * null until the planner is needed, as usePicks.
 */
export function useMySchedule(festival: string): {
  ids: string[] | null;
  save: (ids: string[]) => void;
} {
  const picks = usePicks();
  const all = picks.ids;
  const ids = useMemo(() => (all === null ? null : scheduleOf(all, festival)), [all, festival]);
  const savePicks = picks.save;
  const save = useCallback(
    (next: string[]) => savePicks(withSchedule(all ?? [], festival, next)),
    [all, festival, savePicks],
  );
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
