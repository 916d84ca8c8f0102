/**
 * The attributes the picks' server markup and its islands without React share
 * (components/picks/toggles.ts): a plain module, so both sides name the same ones.
 */

/** On a toggle button: its words come from data-word-on / data-word-off, its subject from data-label. */
export const TOGGLE_ATTRIBUTE = 'data-pick-toggle';

/** The words of the count after the way to a festival's My schedule. */
export const MY_SCHEDULE_COUNT_ATTRIBUTE = 'data-schedule-count';
