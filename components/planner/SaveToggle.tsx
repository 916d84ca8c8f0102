'use client';

import { toggled } from '@/lib/rules/my-schedule';
import { usePicks } from './store';
import styles from './planner.module.css';

/**
 * "Save" beside a show, a performance, a talk or an education event: a toggle button
 * (aria-pressed) that keeps the pick in this browser (docs/rules/picks.md#my-picks). Rendered
 * only once the page's script runs and the planner is needed (components/planner/store.ts), so the
 * page without JavaScript has none. Pressed, it says "Saved" with a tick and a filled button, not
 * by colour alone; its name names what is saved.
 */
export function SaveToggle({
  id,
  label,
}: {
  /** lib/rules/picks.ts: showPickId, performancePickId, educationPickId */
  id: string;
  /** What is saved, read after the button's word: "Winter Lights, Friday, March 12, 7:30 pm". */
  label: string;
}) {
  const { ids, save } = usePicks();
  if (ids === null) return null;
  const pressed = ids.includes(id);
  return (
    <button
      type="button"
      className={styles.toggle}
      aria-pressed={pressed}
      // The name starts with the visible word (WCAG 2.5.3) and names what is saved.
      aria-label={`${pressed ? 'Saved' : 'Save'}: ${label}`}
      onClick={() => save(toggled(ids, id))}
    >
      <span aria-hidden="true" className={styles.tick}>
        {pressed ? '✓' : '+'}
      </span>
      {pressed ? 'Saved' : 'Save'}
    </button>
  );
}
