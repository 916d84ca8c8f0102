/**
 * Show pages may carry their own header colours (backgroundColor, titleColor, infoColor). Staff pick
 * them to match a poster, not to pass WCAG, so the page only uses a colour pair that reaches AA
 * (4.5:1 for normal text) and otherwise falls back to a safe ink on that background.
 */

const INK = '#1b1b1f';
const WHITE = '#ffffff';
export const AA_NORMAL_TEXT = 4.5;

function expand(digits: string): string {
  return digits.length === 3
    ? digits
        .split('')
        .map((d) => d + d)
        .join('')
    : digits;
}

/** sRGB channel (0-255) to its linear-light value. */
function linear(value: number): number {
  const c = value / 255;
  return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
}

/** WCAG 2.x relative luminance of a hex colour, or undefined when it is not one. */
export function relativeLuminance(hex: string): number | undefined {
  const match = /^#([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(hex.trim());
  if (!match?.[1]) return undefined;
  const digits = expand(match[1]);
  const channel = (i: number) => linear(parseInt(digits.slice(i, i + 2), 16));
  return 0.2126 * channel(0) + 0.7152 * channel(2) + 0.0722 * channel(4);
}

/** WCAG contrast ratio between two hex colours (1 to 21); 1 when either is not a colour. */
export function contrastRatio(a: string, b: string): number {
  const la = relativeLuminance(a);
  const lb = relativeLuminance(b);
  if (la === undefined || lb === undefined) return 1;
  const [light, dark] = la > lb ? [la, lb] : [lb, la];
  return (light + 0.05) / (dark + 0.05);
}

/** The wanted text colour if it reaches AA on the background, else whichever of ink or white does. */
function readableOn(background: string, wanted: string | undefined): string {
  if (wanted && contrastRatio(wanted, background) >= AA_NORMAL_TEXT) return wanted;
  return contrastRatio(INK, background) >= contrastRatio(WHITE, background) ? INK : WHITE;
}

export interface HeaderColours {
  background: string;
  title: string;
  info: string;
}

/**
 * Colours for a show's header band, or undefined to keep the site's default styling (no background
 * colour given, or not a valid colour).
 */
export function headerColours(show: {
  backgroundColor?: string;
  titleColor?: string;
  infoColor?: string;
}): HeaderColours | undefined {
  const background = show.backgroundColor;
  if (!background || relativeLuminance(background) === undefined) return undefined;
  return {
    background,
    title: readableOn(background, show.titleColor),
    info: readableOn(background, show.infoColor),
  };
}
