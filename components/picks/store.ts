/**
 * The picks store: the visitor's picks in this browser (docs/rules/picks.md#my-picks), without
 * React, so the plain toggles (./toggles.ts) load no React. Every picks island reads, keeps and
 * watches the picks here (the React panels through ./use-picks.ts), so a toggle, the panel and
 * the picks page always agree, and another tab's change arrives through the storage event.
 * Everything is kept under one key of localStorage (lib/concepts/picks/rules/picks.ts
 * PICKS_STORAGE_KEY); nothing is sent anywhere. Festival choices kept under My schedule's older
 * keys ("my-schedule:{festival}") are carried over on the first read that finds no picks, and
 * those keys removed. Where localStorage is refused (some private modes), the picks last as long
 * as the page.
 *
 * Invariant: nothing here touches localStorage until the picks are needed (its part of the page,
 * marked with picksArea, nears the screen; the address has a fragment; or the page marks no such
 * part): callers read inside whenPicksNeeded. Why: docs/architecture.md#the-picks-storage.
 */
import {
  deserialisePicks,
  LEGACY_SCHEDULE_PREFIX,
  migratedPicks,
  PICKS_STORAGE_KEY,
  serialisePicks,
} from '@/lib/concepts/picks';
import { AREA_SELECTOR, WAKE_MARGIN } from './area';

const listeners = new Set<() => void>();
let memory: string | undefined;

/** The festival choices kept under My schedule's older keys, as the picks they become. */
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

/** The stored picks as written (serialisePicks), '' when none. */
export function readStored(): string {
  try {
    const storage = window.localStorage;
    return storage.getItem(PICKS_STORAGE_KEY) ?? carryOver(storage) ?? memory ?? '';
  } catch {
    return memory ?? '';
  }
}

/** Keeps the picks as written (serialisePicks) and tells every listener of the page. */
export function writeStored(value: string): void {
  try {
    window.localStorage.setItem(PICKS_STORAGE_KEY, value);
  } catch {
    memory = value;
  }
  for (const listener of listeners) listener();
}

/** Calls onChange on every save in this page or another tab; returns what stops it. */
export function onPicksChange(onChange: () => void): () => void {
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
 * Runs start once the picks are needed (see above): at once if it already is, else when the
 * page's picks area nears the screen. Every picks component of the page waits on the same
 * observer and wakes in the same task. Returns a function that stops waiting.
 */
export function whenPicksNeeded(start: () => void): () => void {
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

/** The saved pick ids (read only once the picks are needed). */
export function readPicks(): string[] {
  return deserialisePicks(readStored());
}

/** Keeps `ids` as the visitor's picks. */
export function savePicks(ids: string[]): void {
  writeStored(serialisePicks(ids));
}
