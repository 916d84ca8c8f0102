/** @jest-environment node */
import { mapBounded } from './bounded';

/** A task that records how many calls are unfinished while it waits a few turns of the loop. */
function tracked() {
  let running = 0;
  let most = 0;
  const task = async (value: number) => {
    running += 1;
    most = Math.max(most, running);
    for (let turn = 0; turn < 1 + (value % 3); turn += 1) {
      await new Promise((resolve) => setImmediate(resolve));
    }
    running -= 1;
    return value * 2;
  };
  return { task, most: () => most };
}

describe('mapBounded', () => {
  it('never has more calls unfinished than its limit, however many items', async () => {
    const { task, most } = tracked();
    await mapBounded(
      Array.from({ length: 200 }, (_, i) => i),
      7,
      task,
    );
    expect(most()).toBe(7);
  });

  it('returns every result in the order of the items', async () => {
    const { task } = tracked();
    expect(await mapBounded([5, 1, 4, 2], 2, task)).toEqual([10, 2, 8, 4]);
  });

  it('starts no further item after a failure, and rejects with that failure', async () => {
    const started: number[] = [];
    const run = mapBounded([0, 1, 2, 3, 4, 5], 2, async (item) => {
      started.push(item);
      await new Promise((resolve) => setImmediate(resolve));
      if (item === 1) throw new Error('page 1 is broken');
      return item;
    });
    await expect(run).rejects.toThrow('page 1 is broken');
    expect(started).toEqual([0, 1, 2]);
  });

  it('refuses a limit below one, which would process nothing', async () => {
    await expect(mapBounded([1], 0, async (x) => x)).rejects.toThrow(/at least 1/);
  });
});
