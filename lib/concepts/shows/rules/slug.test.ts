import { educationEventSlug, nameFor, slugify } from './slug';

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

describe('educationEventSlug', () => {
  const slug = (name: string, previousDate?: string) =>
    educationEventSlug({ date: '2026-10-08', name, previousDate });

  it('is the day and the name in lowercase words joined by hyphens', () => {
    expect(slug('Voices of the Valley')).toBe('2026-10-08-voices-of-the-valley');
  });

  it('turns each run of other characters into one hyphen', () => {
    expect(slug('Café  &  Jazz: 2 Talks')).toBe('2026-10-08-cafe-jazz-2-talks');
  });

  it('folds accents anywhere in a word, not only at its end', () => {
    expect(slug('Ölé')).toBe('2026-10-08-ole');
    expect(slug('Señora Núñez')).toBe('2026-10-08-senora-nunez');
    expect(slug('Dvořák Ünd Ångström')).toBe('2026-10-08-dvorak-und-angstrom');
  });

  it('counts a folded accent as no character towards the 40', () => {
    expect(slug(`${'é'.repeat(40)}x`)).toBe(`2026-10-08-${'e'.repeat(40)}`);
  });

  it('is the day alone when the name has no letter or digit', () => {
    expect(slug('')).toBe('2026-10-08-');
    expect(slug('¡ — !')).toBe('2026-10-08-');
  });

  it('trims hyphens from both ends of the name', () => {
    expect(slug('“Open Rehearsal!”')).toBe('2026-10-08-open-rehearsal');
  });

  it('keeps at most 40 characters of the name', () => {
    expect(slug('a'.repeat(40))).toBe(`2026-10-08-${'a'.repeat(40)}`);
    expect(slug('a'.repeat(41))).toBe(`2026-10-08-${'a'.repeat(40)}`);
  });

  it('keeps the day first announced once rescheduled, without its time', () => {
    expect(slug('Talk', '2026-10-01T19:00')).toBe('2026-10-01-talk');
  });
});
