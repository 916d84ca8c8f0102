import { seasonGridWindow } from './season-grid';

const season = (count: number) => Array.from({ length: count }, (_, i) => ({ name: `s${i}` }));
const names = (shows: { name: string }[]) => shows.map((show) => show.name);

describe('the season grid under a show page', () => {
  it('holds the whole season when it has exactly the grid’s size, or fewer, or none', () => {
    expect(names(seasonGridWindow(season(4), 's9', 4))).toEqual(['s0', 's1', 's2', 's3']);
    expect(names(seasonGridWindow(season(2), 's1', 4))).toEqual(['s0', 's1']);
    expect(seasonGridWindow([], 's1', 4)).toEqual([]);
  });

  it('holds the grid’s size when the season has one show more', () => {
    expect(names(seasonGridWindow(season(5), 's4', 4))).toEqual(['s1', 's2', 's3', 's4']);
  });

  it('centres on the page’s show in the middle of a long season', () => {
    expect(names(seasonGridWindow(season(100), 's50', 5))).toEqual([
      's48',
      's49',
      's50',
      's51',
      's52',
    ]);
    expect(names(seasonGridWindow(season(100), 's50', 4))).toEqual(['s49', 's50', 's51', 's52']);
  });

  it('fills from the season’s start or end when the show is near either', () => {
    expect(names(seasonGridWindow(season(100), 's0', 4))).toEqual(['s0', 's1', 's2', 's3']);
    expect(names(seasonGridWindow(season(100), 's1', 4))).toEqual(['s0', 's1', 's2', 's3']);
    expect(names(seasonGridWindow(season(100), 's99', 4))).toEqual(['s96', 's97', 's98', 's99']);
  });

  it('starts at the season’s start when the show is not in it', () => {
    expect(names(seasonGridWindow(season(100), 'elsewhere', 3))).toEqual(['s0', 's1', 's2']);
  });
});
