/** @jest-environment node */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { BACKGROUND_COLOR, THEME_COLOR } from './brand';

const stylesheet = readFileSync(path.join(__dirname, '..', '..', 'app', 'tokens.css'), 'utf8');

/** A custom property's value as #rrggbb, whether written as #rgb, #rrggbb or rgb(r g b). */
function cssColour(name: string): string {
  const value = stylesheet.match(new RegExp(`--${name}:\\s*([^;]+);`))?.[1]?.trim() ?? '';
  const rgb = value.match(/^rgb\((\d+)[ ,]+(\d+)[ ,]+(\d+)\)$/);
  if (rgb)
    return `#${rgb
      .slice(1)
      .map((n) => Number(n).toString(16).padStart(2, '0'))
      .join('')}`;
  const short = value.match(/^#([0-9a-f])([0-9a-f])([0-9a-f])$/i);
  if (short)
    return `#${short
      .slice(1)
      .map((c) => c + c)
      .join('')}`.toLowerCase();
  return value.toLowerCase();
}

describe('the brand colours outside the stylesheet', () => {
  it('the theme colour is the stylesheet’s --brand-green', () => {
    expect(THEME_COLOR).toBe(cssColour('brand-green'));
  });

  it('the background colour is the stylesheet’s --paper', () => {
    expect(BACKGROUND_COLOR).toBe(cssColour('paper'));
  });
});
