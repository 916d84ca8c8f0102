/**
 * The venues room's build door (docs/architecture.md#rooms): what the build and the editor's
 * previews use from the room, its zod schemas, views and derivations. Nothing behind it reads a
 * file, so it also runs in the editor's browser bundle; it is not for islands or client components,
 * which import the browser door (./index.ts) and so carry no zod. test/import-graph.test.ts checks.
 */
export * from './access-request-schema';
export * from './accessibility-field';
export * from './derive-visual-story';
export * from './past-venue-schema';
export * from './sensory-guide-schema';
export * from './venue-schema';
export * from './visit-page-schema';
export * from './visual-story-schema';
