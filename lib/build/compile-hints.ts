// V8's explicit compile hint for the chunks every page starts with: the magic comment
// `//# allFunctionsCalledOnLoad` as a file's first line makes Chromium compile all of the file's
// functions eagerly on the thread that streams the script in, instead of lazily on the main thread
// the first time each runs. Turbopack's entry chunk instantiates React and the router at once, so
// without the hint their whole compilation lands in that one task on the main thread.
// Invariant: applying the hint twice leaves the file as applying it once; other browsers read a
// comment. Why: docs/architecture.md#deferred-hydration.

export const COMPILE_HINT = '//# allFunctionsCalledOnLoad\n';

/**
 * Below this size a chunk compiles in well under a millisecond on the main thread, so the hint's
 * bytes would buy nothing: only React DOM, the router and the larger framework chunks get it.
 */
export const MIN_HINTED_BYTES = 16 * 1024;

/**
 * The chunk's text with the hint as its first line; unchanged when it already has it or is
 * smaller than MIN_HINTED_BYTES.
 */
export function withCompileHint(chunk: string): string {
  if (chunk.startsWith(COMPILE_HINT) || chunk.length < MIN_HINTED_BYTES) return chunk;
  return `${COMPILE_HINT}${chunk}`;
}

/**
 * The files under `_next/static/chunks/` that pages' loaders insert (`urls` as in the loader,
 * with the base path), relative to the export folder: the chunks that get the hint. Boot files
 * (Next's payload) are data and run once, top to bottom: compiling them eagerly gains nothing.
 */
export function startupChunks(urls: Iterable<string>, basePath: string): string[] {
  const prefix = `${basePath}/_next/static/chunks/`;
  const files = new Set<string>();
  for (const url of urls) {
    if (url.startsWith(prefix) && url.endsWith('.js')) files.add(url.slice(basePath.length + 1));
  }
  return [...files].sort();
}
