/**
 * The shows room's build door (docs/architecture.md#rooms): what the build and the editor's
 * previews use from the room, its zod schemas, views and derivations. Nothing behind it reads a
 * file, so it also runs in the editor's browser bundle; it is not for islands or client components,
 * which import the browser door (./index.ts) and so carry no zod. test/import-graph.test.ts checks.
 */
export * from './audio-introduction-schema';
export * from './derive-show';
export * from './performance-schema';
export * from './performances';
export * from './related-links';
export * from './sale-dates';
export * from './show-extras-schema';
export * from './show-schema';
export * from './status-schema';
export * from './trailer-schema';
