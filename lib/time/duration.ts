/**
 * Content gives start times only. Google recommends an endDate and every calendar entry needs an
 * end, so an event without a known end is given two hours: a typical evening performance with
 * an intermission, and the length the series quotes for most of its shows. A module of its own,
 * so the picks' islands (lib/concepts/picks/rules/my-schedule.ts) read it without the time-zone library
 * ./timezone.ts brings.
 */
export const DEFAULT_DURATION_MINUTES = 120;
