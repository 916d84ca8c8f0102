/**
 * The education room's Node door (docs/architecture.md#rooms): what reads content files, git or the
 * content facade (node:fs), for the build's Node side only: lib/content, pages, outputs, scripts.
 * test/import-graph.test.ts checks that no other door reaches it.
 */
export * from './education';
