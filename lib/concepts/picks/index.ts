/**
 * The picks room's front door (docs/architecture.md#rooms): its browser-safe rules (./rules/), My
 * picks and My schedule: the saved ids, the festival's screenings, share links. Code outside the
 * room imports them from here, never from ./rules/ itself; test/import-graph.test.ts checks. Only
 * rules/ modules belong here, so an island that imports the door bundles no zod and no Node
 * (lib/build/lib-without-side-effects.ts drops what it does not use).
 */
export * from './rules/my-schedule';
export * from './rules/picks';
export * from './rules/share-fragment';
