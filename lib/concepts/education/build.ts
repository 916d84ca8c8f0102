/**
 * The education room's build door (docs/architecture.md#rooms): what the build and the editor's
 * previews use from the room, its zod schemas, views and derivations. Nothing behind it reads a
 * file, so it also runs in the editor's browser bundle; it is not for islands or client components,
 * which carry no zod (the room has no rules, so no browser door). test/import-graph.test.ts checks.
 */
export * from './derive-education';
export * from './education-schema';
