/**
 * The listings room's front door (docs/architecture.md#rooms): its browser-safe rules (./rules/),
 * the lists of events: their addresses, entries and embeds. Code outside the room imports them
 * from here, never from ./rules/ itself; test/import-graph.test.ts checks. Only rules/ modules
 * belong here, so an island that imports the door bundles no zod and no Node
 * (lib/build/lib-without-side-effects.ts drops what it does not use).
 */
export * from './rules/embeds';
export * from './rules/listing-address';
export * from './rules/listings';
