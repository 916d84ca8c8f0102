import type { PerformanceTally } from './took-place';
import { pastBySeason, seasonsWithPages, splitSeasons } from './season-pages';

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
});

describe('seasonsWithPages', () => {
  it('names every season in which something took place, newest first', () => {
    expect(seasonsWithPages(seasons(4))).toEqual(['2004-05', '2003-04', '2002-03', '2001-02']);
  });

  it('names none with nothing that took place', () => {
    expect(seasonsWithPages([])).toEqual([]);
    expect(seasonsWithPages([...seasons(2, toCome), ...seasons(2, cancelled)])).toEqual([]);
  });
});
