import { nameFor, slugify } from './slug';

describe('slugify', () => {
  it('lowercases and turns spaces into underscores', () => {
    expect(slugify('Holiday Pops Concert')).toBe('holiday_pops_concert');
  });

  it("removes straight and curly apostrophes, '!', ':' and '.'", () => {
    expect(slugify("Dr. Seuss's Cat: Live!")).toBe('dr_seusss_cat_live');
    expect(slugify('Rock’n Roll')).toBe('rockn_roll');
  });

  it('leaves every other character alone, hyphens and digits included', () => {
    expect(slugify('Jazz-Band 2027')).toBe('jazz-band_2027');
    expect(slugify('Rock & Roll')).toBe('rock_&_roll');
  });

  it('turns each space into its own underscore', () => {
    expect(slugify('A  B')).toBe('a__b');
  });
});

describe('nameFor', () => {
  it('prefers the given name over the title', () => {
    expect(nameFor({ name: 'pops', title: 'Holiday Pops' })).toBe('pops');
  });

  it('derives the name from the title when none is given', () => {
    expect(nameFor({ title: 'Holiday Pops' })).toBe('holiday_pops');
  });
});
