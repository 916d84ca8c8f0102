export const EARLY_CLICKS_KEY: '__artistseriesEarlyClicks';

/** What the loader leaves on window[EARLY_CLICKS_KEY]. */
export interface EarlyClicks {
  /** Buttons pressed before hydration, oldest first. */
  clicks: HTMLElement[];
  /** Set by React once it has replayed them; the loader stops recording. */
  hydrated: boolean;
}
