/**
 * The islands of the site, declared once (docs/architecture.md#islands). An island is its
 * component and one entry here: the entry's key is the island's name (what <Island> writes and
 * the loader reads), its value is what the island runs in the browser, loaded only when a page
 * has that island: a React component, hydrated on the island's element, or a plain function that
 * brings server-rendered HTML up to date without React. Each import is a chunk of the islands'
 * bundle (lib/build/islands-bundle.ts), and React itself loads only for a page whose islands
 * need it. The CSS modules the islands' components import are listed below by path, so that
 * app/island-styles.json/route.ts hands the bundle Next's class names for them.
 */
import type { ComponentType } from 'react';
import picks from '@/components/picks/picks.module.css';
import siteSearch from '@/components/search/SiteSearch.module.css';
import videoPlayer from '@/components/trailer/VideoPlayer.module.css';
import listings from '@/components/listings/listings.module.css';

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

/**
 * The CSS modules the islands' components import, by their path from the project's root, with
 * the class names Next gave them. The islands' bundle is built apart from Next's and must use
 * Next's names, which only Next's build knows: the bundle reads each module here (through
 * app/island-styles.json/route.ts), and one an island imports that is missing here stops the
 * build, naming it and this file. The browser's bundle never includes this list: only the build
 * reads it.
 */
export const islandStyles: Record<string, Record<string, string>> = {
  'components/picks/picks.module.css': picks,
  'components/search/SiteSearch.module.css': siteSearch,
  'components/trailer/VideoPlayer.module.css': videoPlayer,
  'components/listings/listings.module.css': listings,
};
