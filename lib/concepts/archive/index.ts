/**
 * The archive room's front door (docs/architecture.md#rooms): its browser-safe rules (./rules/),
 * the series' memory: what took place, people's words, authorities, the A–Z index, season pages.
 * Code outside the room imports them from here, never from ./rules/ itself;
 * test/import-graph.test.ts checks. Only rules/ modules belong here, so an island that imports the
 * door bundles no zod and no Node (lib/build/lib-without-side-effects.ts drops what it does not
 * use).
 */
export * from './rules/archive';
export * from './rules/authorities';
export * from './rules/name-index';
export * from './rules/people-words';
export * from './rules/season-pages';
export * from './rules/took-place';
