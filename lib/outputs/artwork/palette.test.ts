import { AA_NORMAL_TEXT, contrastRatio } from '../../concepts/shows';
import { C, PALETTES, paletteFor, readableOn } from './palette';

test('every built-in palette keeps its text at AA contrast on its background', () => {
  for (const palette of PALETTES) {
    expect(contrastRatio(palette.fg, palette.bg)).toBeGreaterThanOrEqual(AA_NORMAL_TEXT);
  }
});

test('readableOn picks whichever of cream and charcoal contrasts more', () => {
  expect(readableOn('#000000')).toBe(C.cream);
  expect(readableOn('#ffffff')).toBe(C.charcoal);
});

test('a seed always gets the same palette, one of the built-in ones', () => {
  const palette = paletteFor('lanterns_over_larkspur');
  expect(paletteFor('lanterns_over_larkspur')).toEqual(palette);
  expect(PALETTES).toContainEqual({
    bg: palette.bg,
    fg: palette.fg,
    a: palette.a,
    b: palette.b,
    c: palette.c,
  });
  expect(palette.title).toBe(palette.fg);
});

test("a show's own background colour wins, with readable text and visible accents", () => {
  const palette = paletteFor('any', { backgroundColor: '#123456' });
  expect(palette.bg).toBe('#123456');
  expect(contrastRatio(palette.fg, palette.bg)).toBeGreaterThanOrEqual(AA_NORMAL_TEXT);
  for (const accent of [palette.a, palette.b, palette.c]) {
    expect(contrastRatio(accent, palette.bg)).toBeGreaterThan(1.6);
  }
});

test("a show's own title and info colours are used as given", () => {
  const palette = paletteFor('any', { titleColor: '#abcdef', infoColor: '#fedcba' });
  expect(palette.title).toBe('#abcdef');
  expect(palette.info).toBe('#fedcba');
});
