// The post-build steps that read every page (scripts/postbuild/islands.ts) parse each one with
// parse5, which is plain JavaScript on one thread: at archive size (11,000 pages) that is the
// longest step after Next's own, while the machine's other cores sit idle. Past a number of pages
// they split the pages among worker threads, one a core; below it, starting a thread (about 0.1 s)
// costs more than it saves and the step stays on its own thread. The sample site is past it, so
// every build, the tests' included, runs the threaded path.

/** Pages under which a step reads every page on its own thread. */
export const PAGES_PER_THREAD = 100;

/**
 * How many threads read `pages` pages on a machine of `cores` cores: one per full
 * PAGES_PER_THREAD pages, at most one a core, at least one.
 */
export function threadsFor(pages: number, cores: number): number {
  return Math.max(1, Math.min(Math.floor(cores), Math.floor(pages / PAGES_PER_THREAD)));
}

/** The items dealt in turn into `count` shards (a folder's pages spread over all of them). */
export function shards<T>(items: readonly T[], count: number): T[][] {
  if (!Number.isInteger(count) || count < 1)
    throw new Error(`shards needs a whole count of at least 1, got ${count}`);
  const out: T[][] = Array.from({ length: count }, () => []);
  items.forEach((item, index) => out[index % count]!.push(item));
  return out;
}
