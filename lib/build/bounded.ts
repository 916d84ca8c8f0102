// Post-build steps run over every page and image of the export, whose number grows with the
// archive. Starting them all at once (Promise.all over the list) holds every file in memory
// together: that is how a 500-show build once ran out of memory. Each step goes through here.

/** Pages a post-build step holds in memory at once (read, rewritten, written). */
export const PAGES_AT_ONCE = 32;

/**
 * Calls `task` for every item with at most `limit` calls unfinished at any time, starting the
 * next as soon as one finishes; resolves to the results in the items' order. On the first
 * failure no further item is started and the promise rejects with that error once the calls
 * already under way have settled.
 */
export async function mapBounded<T, R>(
  items: readonly T[],
  limit: number,
  task: (item: T, index: number) => Promise<R>,
): Promise<R[]> {
  if (!Number.isInteger(limit) || limit < 1) {
    throw new Error(`mapBounded needs a whole limit of at least 1, got ${limit}`);
  }
  const results = new Array<R>(items.length);
  let next = 0;
  let failed = false;
  let failure: unknown;
  const worker = async () => {
    while (!failed && next < items.length) {
      const index = next++;
      try {
        results[index] = await task(items[index] as T, index);
      } catch (error) {
        if (!failed) failure = error;
        failed = true;
      }
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  if (failed) throw failure;
  return results;
}
