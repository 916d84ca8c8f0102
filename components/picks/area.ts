/**
 * The part of a page that holds its picks components (the festival's sidebar, a film's
 * screenings). components/picks/store.ts touches localStorage only when such a part comes within
 * WAKE_MARGIN of the viewport. A plain module, so Server Components can mark their elements.
 */
const AREA_ATTRIBUTE = 'data-picks-area';

/** Spread on the element that holds the picks: `<aside {...picksArea}>`. */
export const picksArea = { [AREA_ATTRIBUTE]: '' } as const;

export const AREA_SELECTOR = `[${AREA_ATTRIBUTE}]`;

/** Half a screen below (and above) the viewport: the picks are there before their part is scrolled to. */
export const WAKE_MARGIN = '50% 0px';
