/**
 * The placeholder artwork's colours: the brand colours, palettes built from them, and a show's own
 * header colours when it names them. Contrast is measured by lib/concepts/shows/rules/contrast.ts, the same WCAG
 * formula the show pages use.
 */
import { contrastRatio } from '../../concepts/shows';
import type { RawShow } from '../../concepts/shows/build';
import { rngFor } from './random';

export const C = {
  orange: '#ff8504',
  green: '#0b743c',
  red: '#f73f3f',
  charcoal: '#1b1b1f',
  cream: '#f5efe4',
  gold: '#c9a227',
  deepGreen: '#07502a',
  ink: '#111114',
};

export interface BasePalette {
  bg: string;
  fg: string;
  /** Accents, most prominent first. */
  a: string;
  b: string;
  c: string;
}

export interface Palette extends BasePalette {
  title: string;
  info: string;
}

/** Palettes built from the brand colours; `fg` keeps >= 4.5:1 against `bg`. */
export const PALETTES: readonly BasePalette[] = [
  { bg: C.charcoal, fg: C.cream, a: C.orange, b: C.red, c: C.green },
  { bg: C.cream, fg: C.charcoal, a: C.green, b: C.orange, c: C.red },
  { bg: C.deepGreen, fg: C.cream, a: C.orange, b: C.gold, c: C.red },
  { bg: C.orange, fg: C.charcoal, a: C.cream, b: C.red, c: C.deepGreen },
  { bg: C.red, fg: C.charcoal, a: C.cream, b: C.orange, c: C.charcoal },
  { bg: '#2a1d14', fg: C.cream, a: C.orange, b: C.green, c: C.gold },
];

/** Cream or charcoal, whichever contrasts more with the background. */
export function readableOn(bg: string): string {
  return contrastRatio(bg, C.cream) >= contrastRatio(bg, C.charcoal) ? C.cream : C.charcoal;
}

/** The show's palette: its own backgroundColor/titleColor/infoColor win over the seeded pick. */
export function paletteFor(
  seed: string,
  item: Pick<RawShow, 'backgroundColor' | 'titleColor' | 'infoColor'> = {},
): Palette {
  const base = rngFor(`${seed}:palette`).pick(PALETTES);
  if (!item.backgroundColor) {
    return { ...base, title: item.titleColor ?? base.fg, info: item.infoColor ?? base.fg };
  }
  const bg = item.backgroundColor;
  const fg = readableOn(bg);
  const accents = [C.orange, C.red, C.green, C.gold, C.cream].filter(
    (c) => contrastRatio(c, bg) > 1.6,
  );
  return {
    bg,
    fg,
    a: accents[0] ?? C.orange,
    b: accents[1] ?? C.red,
    c: accents[2] ?? C.green,
    title: item.titleColor ?? fg,
    info: item.infoColor ?? fg,
  };
}
