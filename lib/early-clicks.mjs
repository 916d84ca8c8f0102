// The page's loader (scripts/defer-hydration.mjs) and React (components/app/ReplayEarlyClicks)
// meet at one window property: the loader records the buttons a visitor pressed before React
// took over the page, and React presses them again once it has.
export const EARLY_CLICKS_KEY = '__artistseriesEarlyClicks';
