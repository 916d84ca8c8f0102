/**
 * The islands of the site (docs/architecture.md#islands): the small parts of a page that run in
 * the browser, each hydrated on its own element with its own props. A plain module, read by the
 * server's wrapper (components/islands/Island.tsx), the browser's registry
 * (components/islands/registry.ts) and the build (scripts/postbuild/islands.ts), so the three
 * name the same islands.
 */
export const ISLAND_NAMES = [
  'save-toggle',
  'schedule-toggle',
  'my-schedule-link',
  'my-schedule-panel',
  'my-picks',
  'site-search',
  'video-player',
  'listing-choices',
] as const;

export type IslandName = (typeof ISLAND_NAMES)[number];

export function isIslandName(value: string): value is IslandName {
  return (ISLAND_NAMES as readonly string[]).includes(value);
}

/** The attribute that marks an island's element and names it. */
export const ISLAND_ATTRIBUTE = 'data-island';

/** The island's props, as JSON, on the same element. */
export const ISLAND_PROPS_ATTRIBUTE = 'data-island-props';

/**
 * On an island that may wait until it nears the viewport (a panel far down a long page): the
 * loader starts it then, or at once on a press or focus inside it, instead of at idle.
 */
export const ISLAND_WHEN_VISIBLE_ATTRIBUTE = 'data-island-when-visible';

/** How near the viewport such an island starts: half a screen above or below it. */
export const ISLAND_VISIBLE_MARGIN = '50% 0px';

/** Set by the loader once the island runs: tests and styles can tell a started island. */
export const ISLAND_STARTED_ATTRIBUTE = 'data-island-started';

/** The class that keeps an island's element out of the layout (display: contents). */
export const ISLAND_CLASS = 'island';

/** The folder of the export the islands' scripts are written to, under the base path. */
export const ISLANDS_FOLDER = '_islands';

/** The entry's file name stem: `_islands/start-{hash}.js`. */
export const ISLANDS_ENTRY = 'start';

/** Where the map of the islands' CSS module names is written in the export (app/island-styles.json/route.ts), read by the post-build step, then removed. */
export const ISLAND_STYLES_FILE = 'island-styles.json';
