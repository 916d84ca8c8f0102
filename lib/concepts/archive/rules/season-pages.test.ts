import type { PerformanceTally } from './took-place';
import {
  partSegments,
  pastBySeason,
  seasonParts,
  partIndex,
  rowCredits,
  seasonPageParams,
  splitSeasons,
} from './season-pages';

const held: PerformanceTally = { tookPlace: 1, upcoming: 0, calledOff: 0 };
const toCome: PerformanceTally = { tookPlace: 0, upcoming: 1, calledOff: 0 };
const cancelled: PerformanceTally = {
  tookPlace: 0,
  upcoming: 0,
  calledOff: 1,
  calledOffAs: 'cancelled',
};

/** One item per season from 2001–02 on, `n` seasons, oldest first. */
function seasons(n: number, tally = held) {
  return Array.from({ length: n }, (_, i) => ({
    show: { season: `${2001 + i}-${String((2 + i) % 100).padStart(2, '0')}` },
    tally,
  }));
}

describe('pastBySeason', () => {
  it('groups what took place by season, the newest first, in the order given within one', () => {
    const a = { show: { season: '2001-02' }, tally: held };
    const b = { show: { season: '2003-04' }, tally: held };
    const c = { show: { season: '2001-02' }, tally: held };
    expect(pastBySeason([a, b, c])).toEqual([
      { season: '2003-04', items: [b] },
      { season: '2001-02', items: [a, c] },
    ]);
  });

  it('leaves out what is to come and what was called off', () => {
    expect(pastBySeason([...seasons(1, toCome), ...seasons(1, cancelled)])).toEqual([]);
  });
});

describe('the split of a record into its recent seasons and earlier ones', () => {
  it('shows every season on the page when there are exactly as many as it shows', () => {
    const { recent, earlier } = splitSeasons(pastBySeason(seasons(3)), 3);
    expect(recent.map((s) => s.season)).toEqual(['2003-04', '2002-03', '2001-02']);
    expect(earlier).toEqual([]);
  });

  it('gives the oldest season a page of its own at one season more', () => {
    const { recent, earlier } = splitSeasons(pastBySeason(seasons(4)), 3);
    expect(recent.map((s) => s.season)).toEqual(['2004-05', '2003-04', '2002-03']);
    expect(earlier.map((s) => s.season)).toEqual(['2001-02']);
  });

  it('has nothing on either side with no season', () => {
    expect(splitSeasons(pastBySeason([]), 3)).toEqual({ recent: [], earlier: [] });
  });

  /** Seasons newest first holding `sizes` items each. */
  const sized = (...sizes: number[]) =>
    sizes.map((size, i) => ({ season: `s${i}`, items: Array.from({ length: size }, () => i) }));

  it('shows the recent seasons in full when their rows together are exactly the bound', () => {
    const { recent, earlier } = splitSeasons(sized(2, 1, 1, 5), 3, 4);
    expect(recent.map((s) => s.season)).toEqual(['s0', 's1', 's2']);
    expect(earlier.map((s) => s.season)).toEqual(['s3']);
  });

  it('links the recent season that would take the rows one past the bound, and all after it', () => {
    const { recent, earlier } = splitSeasons(sized(2, 1, 2), 3, 4);
    expect(recent.map((s) => s.season)).toEqual(['s0', 's1']);
    expect(earlier.map((s) => s.season)).toEqual(['s2']);
  });

  it('links even the newest season when it alone is one past the bound', () => {
    const { recent, earlier } = splitSeasons(sized(5, 1), 3, 4);
    expect(recent).toEqual([]);
    expect(earlier.map((s) => s.season)).toEqual(['s0', 's1']);
  });
});

describe('the parts of a long season', () => {
  const items = (n: number) => Array.from({ length: n }, (_, i) => i);

  it('is one part when it has exactly as many rows as a page lists', () => {
    expect(seasonParts(items(4), 4)).toEqual([[0, 1, 2, 3]]);
  });

  it('is two parts at one row more, the first full, in the order given', () => {
    expect(seasonParts(items(5), 4)).toEqual([[0, 1, 2, 3], [4]]);
  });

  it('has no part without rows', () => {
    expect(seasonParts(items(0), 4)).toEqual([]);
  });

  it('addresses each part after the first by its number, and none for one part or none', () => {
    expect(partSegments(3)).toEqual(['2', '3']);
    expect(partSegments(1)).toEqual([]);
    expect(partSegments(0)).toEqual([]);
  });
});

describe('the pages of a record’s seasons', () => {
  it('gives every season in which something took place a page, newest first', () => {
    expect(seasonPageParams(seasons(4)).map((page) => page.season)).toEqual([
      '2004-05',
      '2003-04',
      '2002-03',
      '2001-02',
    ]);
  });

  it('gives none with nothing that took place', () => {
    expect(seasonPageParams([])).toEqual([]);
    expect(seasonPageParams([...seasons(2, toCome), ...seasons(2, cancelled)])).toEqual([]);
  });
});

describe('the addresses of a season’s parts', () => {
  it('reads the season’s own address as its first part, and none of a season without rows', () => {
    expect(partIndex(undefined, 2)).toBe(0);
    expect(partIndex([], 1)).toBe(0);
    expect(partIndex([], 0)).toBeUndefined();
  });

  it('reads the last part’s number, and not the number one past it', () => {
    expect(partIndex(['3'], 3)).toBe(2);
    expect(partIndex(['4'], 3)).toBeUndefined();
  });

  it('names no part by "1", by a number written otherwise, or by two segments', () => {
    expect(partIndex(['1'], 3)).toBeUndefined();
    expect(partIndex(['02'], 3)).toBeUndefined();
    expect(partIndex(['2', '3'], 3)).toBeUndefined();
  });

  it('gives each season its own address and each later part one more', () => {
    const items = [...seasons(1), ...Array.from({ length: 5 }, () => seasons(2)[1]!)];
    expect(seasonPageParams(items, 2)).toEqual([
      { season: '2002-03', part: [] },
      { season: '2002-03', part: ['2'] },
      { season: '2002-03', part: ['3'] },
      { season: '2001-02', part: [] },
    ]);
  });
});

describe('the credits one row names', () => {
  it('names every credit when there are exactly as many as a row names', () => {
    expect(rowCredits(['a', 'b'], 2)).toEqual({ named: ['a', 'b'], more: 0 });
  });

  it('names the first ones and counts the rest at one more', () => {
    expect(rowCredits(['a', 'b', 'c'], 2)).toEqual({ named: ['a', 'b'], more: 1 });
  });

  it('names none and counts none without credits', () => {
    expect(rowCredits([], 2)).toEqual({ named: [], more: 0 });
  });
});
