/**
 * What each island runs in the browser (docs/architecture.md#islands), loaded only when a page has
 * that island: a React component, hydrated on the island's element, or a plain function that
 * brings server-rendered HTML up to date without React. Each import is a chunk of its own, and
 * React itself loads only for a page whose islands need it.
 */
import type { ComponentType } from 'react';
import type { IslandName } from '@/lib/site/islands';

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

export const islandModules: Record<IslandName, () => Promise<IslandModule>> = {
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
};
