/**
 * The visitor's picks for the React islands of components/picks/ (docs/rules/picks.md#my-picks), kept by
 * ./picks-store.ts, which the plain toggles (./toggles.ts) share. A festival's "My schedule" is a
 * view of the same picks (useMySchedule).
 *
 * Invariant: nothing here touches localStorage until the picks are needed (./picks-store.ts);
 * the picks then first appear in a transition, and the read stays out of the render that
 * mounts the panel. Why: docs/architecture.md#the-picks-storage.
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
  scheduleOf,
  serialisePicks,
  withSchedule,
} from '@/lib/concepts/picks/rules/picks';
import { onPicksChange, readStored, whenPicksNeeded, writeStored } from './picks-store';

/**
 * The saved pick ids, or null while the page is being built or hydrated, or the picks are not
 * needed yet: toggles and panels render nothing until then, so the page without JavaScript has no
 * buttons that do nothing.
 */
export function usePicks(): { ids: string[] | null; save: (ids: string[]) => void } {
  const [stored, setStored] = useState<string | null>(null);
  useEffect(() => {
    let unsubscribe = () => {};
    const stopWaiting = whenPicksNeeded(() => {
      // A save (a press, so React renders it at once) or another tab's change.
      unsubscribe = onPicksChange(() => setStored(readStored()));
      // The first value: a transition, so the picks' first render is sliced.
      const first = readStored();
      startTransition(() => setStored(first));
    });
    return () => {
      stopWaiting();
      unsubscribe();
    };
  }, []);
  const ids = useMemo(() => (stored === null ? null : deserialisePicks(stored)), [stored]);
  const save = useCallback((next: string[]) => writeStored(serialisePicks(next)), []);
  return { ids, save };
}

/**
 * One festival's chosen screening ids (lib/concepts/picks/rules/my-schedule.ts screeningId), a view of the picks;
 * null until the picks are needed, as usePicks.
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
