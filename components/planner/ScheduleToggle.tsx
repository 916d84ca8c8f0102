'use client';

import { toggled } from '@/lib/rules/my-schedule';
import { useMySchedule } from './store';
import styles from './planner.module.css';

/**
 * "Add to my schedule" beside one screening: a toggle button (aria-pressed), shown only once the
 * page's script runs (docs/rules/picks.md#my-schedule). Its name stays the same when pressed;
 * the pressed state shows as a tick and a filled button, not by colour alone.
 */
export function ScheduleToggle({
  festival,
  id,
  label,
}: {
  festival: string;
  /** lib/rules/my-schedule.ts screeningId */
  id: string;
  /** What is added, read after the button's text: "Night Train, Friday, March 19, 9:15 pm". */
  label: string;
}) {
  const { ids, save } = useMySchedule(festival);
  if (ids === null) return null;
  const pressed = ids.includes(id);
  return (
    <button
      type="button"
      className={styles.toggle}
      aria-pressed={pressed}
      // The name names the screening; it starts with the visible words (WCAG 2.5.3).
      aria-label={`Add to my schedule: ${label}`}
      onClick={() => save(toggled(ids, id))}
    >
      <span aria-hidden="true" className={styles.tick}>
        {pressed ? '✓' : '+'}
      </span>
      Add to my schedule
    </button>
  );
}
