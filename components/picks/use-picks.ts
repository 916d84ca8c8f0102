/**
 * The React islands' way into the picks store (./store.ts, docs/rules/picks.md#my-picks): the
 * store reads, keeps and watches the picks without React, for the plain toggles (./toggles.ts)
 * too; these hooks only hold its value in a component's state. A festival's "My schedule" is a
 * view of the same picks (useMySchedule).
 *
 * Invariant: nothing here touches localStorage until the picks are needed (the store's
 * whenPicksNeeded); the picks then first appear in a transition, and the read stays out of the
 * render that mounts the panel. That is why this is state set from the store's events, not
 * useSyncExternalStore: React renders an external store's changes at once, never as a
 * transition, and reads its snapshot during render. Why: docs/architecture.md#the-picks-storage.
 */
import { startTransition, useCallback, useEffect, useMemo, useState } from 'react';
import { deserialisePicks, scheduleOf, serialisePicks, withSchedule } from '@/lib/concepts/picks';
import { onPicksChange, readStored, whenPicksNeeded, writeStored } from './store';

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
