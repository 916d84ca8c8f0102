import { hash, rngFor } from './random';

test('the same seed gives the same sequence; another seed another one', () => {
  const take = (seed: string) => {
    const r = rngFor(seed);
    return Array.from({ length: 8 }, () => r.next());
  };
  expect(take('winter_lights')).toEqual(take('winter_lights'));
  expect(take('winter_lights')).not.toEqual(take('autumn_gala'));
});

test('next() stays in [0, 1)', () => {
  const r = rngFor('range');
  for (let i = 0; i < 1000; i += 1) {
    const value = r.next();
    expect(value).toBeGreaterThanOrEqual(0);
    expect(value).toBeLessThan(1);
  }
});

test('int(min, max) reaches both ends and nothing outside them', () => {
  const r = rngFor('ints');
  const seen = new Set<number>();
  for (let i = 0; i < 500; i += 1) seen.add(r.int(3, 6));
  expect([...seen].sort()).toEqual([3, 4, 5, 6]);
});

test('pick() returns items of the list and refuses an empty list', () => {
  const r = rngFor('pick');
  const list = ['a', 'b', 'c'] as const;
  for (let i = 0; i < 50; i += 1) expect(list).toContain(r.pick(list));
  expect(() => r.pick([])).toThrow(/empty/);
});

test('the hash is FNV-1a over code points (32-bit)', () => {
  // Published FNV-1a 32-bit values.
  expect(hash('')).toBe(0x811c9dc5);
  expect(hash('a')).toBe(0xe40c292c);
  expect(hash('foobar')).toBe(0xbf9cf968);
});
