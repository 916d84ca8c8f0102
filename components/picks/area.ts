/**
 * The part of a page that holds its planner components (the festival's sidebar, a film's
 * screenings). components/picks/store.ts touches localStorage only when such a part comes within
 * WAKE_MARGIN of the viewport. A plain module, so Server Components can mark their elements.
 */
const AREA_ATTRIBUTE = 'data-planner-area';

/** Spread on the element that holds the planner: `<aside {...plannerArea}>`. */
export const plannerArea = { [AREA_ATTRIBUTE]: '' } as const;

export const AREA_SELECTOR = `[${AREA_ATTRIBUTE}]`;

/** Half a screen below (and above) the viewport: the planner is there before it is scrolled to. */
export const WAKE_MARGIN = '50% 0px';
