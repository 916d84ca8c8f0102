// The page's loader (scripts/defer-hydration.ts) and React (components/app/ReplayEarlyClicks)
// meet at one window property: the loader records the buttons a visitor pressed before React
// took over the page, and React presses them again once it has.
export const EARLY_CLICKS_KEY = '__artistseriesEarlyClicks';

/** What the loader leaves on window[EARLY_CLICKS_KEY]. */
export interface EarlyClicks {
  /** Buttons pressed before hydration, oldest first. */
  clicks: HTMLElement[];
  /** Set by React once it has replayed them; the loader stops recording. */
  hydrated: boolean;
}
