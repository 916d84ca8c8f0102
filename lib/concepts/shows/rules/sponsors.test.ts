import {
  groupSponsorsByLevel,
  logoSizeLimit,
  sponsorLogoFileName,
  sponsorLogoPath,
  toSponsor,
} from './sponsors';
import type { Sponsor } from '../../../content/types';

function sponsor(name: string, level: number): Sponsor {
  return { name, level, text: false, food: false, url: '', logoSrc: `/sponsors/${name}.jpg` };
}

describe('sponsorLogoFileName', () => {
  it('lowercases, turns spaces into underscores and drops non-word characters', () => {
    expect(sponsorLogoFileName('Tri-State Bank & Trust')).toBe('tristate_bank__trust.jpg');
    expect(sponsorLogoFileName("Joe's Pizza, Inc.")).toBe('joes_pizza_inc.jpg');
  });
});

describe('sponsorLogoPath', () => {
  it('points into /sponsors/ with the version query', () => {
    expect(sponsorLogoPath('Acme Foods', '3')).toBe('/sponsors/acme_foods.jpg?v=3');
  });
});

describe('logoSizeLimit', () => {
  it('lets level 1 logos fill up to 275×165', () => {
    expect(logoSizeLimit(1)).toEqual({ maxWidth: 275, maxHeight: 165 });
  });

  it('falls back to 125×40 for level 5 and above', () => {
    expect(logoSizeLimit(5)).toEqual({ maxWidth: 125, maxHeight: 40 });
    expect(logoSizeLimit(10)).toEqual({ maxWidth: 125, maxHeight: 40 });
  });

  it('never grows as the level goes up', () => {
    for (let level = 1; level < 10; level += 1) {
      const here = logoSizeLimit(level);
      const next = logoSizeLimit(level + 1);
      expect(next.maxWidth).toBeLessThanOrEqual(here.maxWidth);
      expect(next.maxHeight).toBeLessThanOrEqual(here.maxHeight);
    }
  });
});

describe('toSponsor', () => {
  it('adds the logo path from the name and version', () => {
    const result = toSponsor({ name: 'Acme', level: 2, text: true, food: false, url: '' }, '7');
    expect(result).toEqual({
      name: 'Acme',
      level: 2,
      text: true,
      food: false,
      url: '',
      logoSrc: '/sponsors/acme.jpg?v=7',
    });
  });
});

describe('groupSponsorsByLevel', () => {
  it('makes one row per level present, levels ascending, keeping order within a level', () => {
    const rows = groupSponsorsByLevel([
      sponsor('c', 3),
      sponsor('a', 1),
      sponsor('food', 5),
      sponsor('d', 3),
      sponsor('b', 1),
    ]);
    expect(rows.map((row) => row.level)).toEqual([1, 3, 5]);
    expect(rows.map((row) => row.sponsors.map((s) => s.name))).toEqual([
      ['a', 'b'],
      ['c', 'd'],
      ['food'],
    ]);
  });

  it('gives each row its level’s logo size limit', () => {
    const [row] = groupSponsorsByLevel([sponsor('a', 2)]);
    expect(row).toMatchObject({ level: 2, maxWidth: 220, maxHeight: 132 });
  });

  it('returns no rows for no sponsors', () => {
    expect(groupSponsorsByLevel([])).toEqual([]);
  });
});
