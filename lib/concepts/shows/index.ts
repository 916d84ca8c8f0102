/**
 * The shows room's front door (docs/architecture.md#rooms): its browser-safe rules (./rules/), a
 * show's status, kinds, performances, names, pictures, trailers, sponsors and advisories. Code
 * outside the room imports them from here, never from ./rules/ itself; test/import-graph.test.ts
 * checks. Only rules/ modules belong here, so an island that imports the door bundles no zod and
 * no Node (lib/build/lib-without-side-effects.ts drops what it does not use).
 */
export * from './rules/advisories';
export * from './rules/audio-duration';
export * from './rules/audio-introduction';
export * from './rules/clashes';
export * from './rules/contrast';
export * from './rules/performances';
export * from './rules/pictures';
export * from './rules/related';
export * from './rules/show-display';
export * from './rules/show-kinds';
export * from './rules/show-status';
export * from './rules/slug';
export * from './rules/sponsors';
export * from './rules/youtube';
// Last, so the visitor's clock, which imports this door, bundles its modules in the same order
// (lib/site/visitor-clock/script.generated.ts stays as it was).
export * from './rules/access-services';
export * from './rules/on-offer';
