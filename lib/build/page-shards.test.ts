import { PAGES_PER_THREAD, shards, threadsFor } from './page-shards';

describe('threadsFor', () => {
  it('keeps a site of fewer pages than one thread takes on one thread', () => {
    expect(threadsFor(0, 2)).toBe(1);
    expect(threadsFor(PAGES_PER_THREAD - 1, 8)).toBe(1);
  });

  it('adds a thread at each full share of pages, the second at twice the share', () => {
    expect(threadsFor(PAGES_PER_THREAD, 8)).toBe(1);
    expect(threadsFor(2 * PAGES_PER_THREAD - 1, 8)).toBe(1);
    expect(threadsFor(2 * PAGES_PER_THREAD, 8)).toBe(2);
  });

  it('never takes more threads than cores, nor fewer than one', () => {
    expect(threadsFor(11_000, 2)).toBe(2);
    expect(threadsFor(11_000, 1)).toBe(1);
    expect(threadsFor(11_000, 0)).toBe(1);
  });
});

describe('shards', () => {
  it('deals the items in turn, keeping each and their order within a shard', () => {
    expect(shards(['a', 'b', 'c', 'd', 'e'], 2)).toEqual([
      ['a', 'c', 'e'],
      ['b', 'd'],
    ]);
  });

  it('gives one shard of everything for a count of one, and empty shards for no items', () => {
    expect(shards([1, 2], 1)).toEqual([[1, 2]]);
    expect(shards([], 3)).toEqual([[], [], []]);
  });

  it('refuses a count below one or not whole', () => {
    expect(() => shards([1], 0)).toThrow('at least 1, got 0');
    expect(() => shards([1], 1.5)).toThrow('got 1.5');
  });
});
