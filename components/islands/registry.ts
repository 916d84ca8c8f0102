/**
 * The islands of the site, declared once (docs/architecture.md#islands). An island is its
 * component and one entry here: the entry's key is the island's name (what <Island> writes and
 * the loader reads), its value is what the island runs in the browser, loaded only when a page
 * has that island: a React component, hydrated on the island's element, or a plain function that
 * brings server-rendered HTML up to date without React. Each import is a chunk of the islands'
 * bundle (lib/build/islands-bundle.ts), and React itself loads only for a page whose islands
 * need it. The CSS modules the islands' components import are declared in components/css-modules.ts,
 * which gives the bundle Next's class names for them.
 */
import type { ComponentType } from 'react';

export type IslandModule =
  | { kind: 'react'; component: ComponentType<Record<string, unknown>> }
  | { kind: 'dom'; start: (element: HTMLElement, props: Record<string, unknown>) => void };

const react = (component: unknown): IslandModule => ({
  kind: 'react',
  component: component as ComponentType<Record<string, unknown>>,
});

const dom = (
  start: (element: HTMLElement, props: Record<string, unknown>) => void,
): IslandModule => ({
  kind: 'dom',
  start,
});

export const islandModules = {
  'save-toggle': () => import('@/components/picks/toggles').then((m) => dom(m.startSaveToggle)),
  'schedule-toggle': () =>
    import('@/components/picks/toggles').then((m) => dom(m.startScheduleToggle)),
  'my-schedule-link': () =>
    import('@/components/picks/toggles').then((m) => dom(m.startScheduleCount)),
  'my-schedule-panel': () =>
    import('@/components/picks/MySchedulePanel').then((m) => react(m.MySchedulePanel)),
  'my-picks': () => import('@/components/picks/MyPicks').then((m) => react(m.MyPicks)),
  'site-search': () => import('@/components/search/SiteSearch').then((m) => react(m.SiteSearch)),
  'video-player': () =>
    import('@/components/trailer/trailer-island').then((m) => dom(m.startTrailer)),
  'listing-choices': () =>
    import('@/components/listings/ListingChoices').then((m) => react(m.ListingChoicesIsland)),
} satisfies Record<string, () => Promise<IslandModule>>;

export type IslandName = keyof typeof islandModules;

/** Every island's name, in the order above. */
export const islandNames = Object.keys(islandModules) as IslandName[];

export function isIslandName(value: string): value is IslandName {
  return Object.hasOwn(islandModules, value);
}
