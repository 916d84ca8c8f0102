// Post-build steps run over every page and image of the export, whose number grows with the
// archive. Starting them all at once (Promise.all over the list) holds every file in memory
// together: that is how a 500-show build once ran out of memory. Each step goes through here;
// the queue itself is p-limit's.
import pLimit from 'p-limit';

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
  const queue = pLimit(limit);
  let failure: { error: unknown } | undefined;
  const settled = await Promise.allSettled(
    items.map((item, index) =>
      queue(async () => {
        // Queued calls still run after a failure, but only to finish at once: none is started.
        if (failure) return undefined as R;
        try {
          return await task(item, index);
        } catch (error) {
          failure ??= { error };
          throw error;
        }
      }),
    ),
  );
  if (failure) throw failure.error;
  return settled.map((result) => (result as PromiseFulfilledResult<R>).value);
}
