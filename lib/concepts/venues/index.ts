/**
 * The venues room's front door (docs/architecture.md#rooms): its browser-safe rules (./rules/),
 * accessibility services, request by, sensory guides, past venues. Code outside the room imports
 * them from here, never from ./rules/ itself; test/import-graph.test.ts checks. Only rules/
 * modules belong here, so an island that imports the door bundles no zod and no Node
 * (lib/build/lib-without-side-effects.ts drops what it does not use).
 */
export * from './rules/accessibility';
export * from './rules/past-venue';
export * from './rules/request-by';
export * from './rules/sensory';
export * from './rules/service-guide';
