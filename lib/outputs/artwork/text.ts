/**
 * Text for the placeholder artwork, measured with the same fonts librsvg draws with (DejaVu, through
 * sharp), so titles wrap and fit for real.
 */
import sharp from 'sharp';

export const SANS = 'DejaVu Sans, DejaVu Serif, sans-serif';
export const SERIF = 'DejaVu Serif, DejaVu Sans, serif';

export interface Face {
  bold?: boolean;
  serif?: boolean;
}

/** Lines of text set at one size, as fit() lays them out. */
export interface TextBlock {
  size: number;
  lines: string[];
  leading: number;
}

/** Text escaped for SVG markup (element content and attribute values). */
export function esc(text: string | number): string {
  return String(text)
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;');
}

const widthCache = new Map<string, number>();

/** The drawn width of the text at `size` px, from a render at 100 px scaled linearly. */
export async function measure(text: string, face: Face, size: number): Promise<number> {
  const key = `${face.serif ? 'serif' : 'sans'}|${face.bold ? 'b' : 'r'}|${text}`;
  let width = widthCache.get(key);
  if (width === undefined) {
    const font = `${face.serif ? 'DejaVu Serif' : 'DejaVu Sans'}${face.bold ? ' Bold' : ''} 100`;
    const markup = esc(text.trim() === '' ? '.' : text);
    const { info } = await sharp({ text: { text: markup, font, dpi: 72 } })
      .png()
      .toBuffer({ resolveWithObject: true });
    width = info.width;
    widthCache.set(key, width);
  }
  return (width * size) / 100;
}

/** Words greedily filled into lines no wider than maxWidth (a single long word keeps its line). */
export async function wrap(
  text: string,
  face: Face,
  size: number,
  maxWidth: number,
): Promise<string[]> {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/).filter(Boolean)) {
    const candidate = line ? `${line} ${word}` : word;
    if (line && (await measure(candidate, face, size)) > maxWidth) {
      lines.push(line);
      line = word;
    } else {
      line = candidate;
    }
  }
  if (line) lines.push(line);
  return lines;
}

async function widest(lines: readonly string[], face: Face, size: number): Promise<number> {
  return Math.max(...(await Promise.all(lines.map((l) => measure(l, face, size)))));
}

/** The box fit() sets text into, and the range of sizes it may use. */
export interface FitBox {
  maxWidth: number;
  maxHeight: number;
  maxLines: number;
  maxSize: number;
  minSize: number;
  leading?: number;
}

/** Largest size (stepping down) at which the text wraps into maxLines within the box. */
export async function fit(
  text: string,
  face: Face,
  { maxWidth, maxHeight, maxLines, maxSize, minSize, leading = 1.08 }: FitBox,
): Promise<TextBlock> {
  for (let size = maxSize; size >= minSize; size -= 2) {
    const lines = await wrap(text, face, size, maxWidth);
    const width = await widest(lines, face, size);
    // A stranded "A" or "AN" opening a title reads badly: keep stepping down instead.
    const orphan = lines.slice(0, -1).some((l) => l.length <= 2);
    if (
      !orphan &&
      lines.length <= maxLines &&
      width <= maxWidth &&
      lines.length * size * leading <= maxHeight
    ) {
      return { size, lines, leading };
    }
  }
  // A single unbreakable word may still be too wide: shrink until it fits.
  let size = minSize;
  let lines = await wrap(text, face, size, maxWidth);
  while (size > 12) {
    if ((await widest(lines, face, size)) <= maxWidth && lines.length <= maxLines) break;
    size -= 2;
    lines = await wrap(text, face, size, maxWidth);
  }
  return { size, lines: lines.slice(0, maxLines), leading };
}

export interface TextPlacement {
  x: number;
  y: number;
  face: Face;
  fill: string;
  anchor?: 'start' | 'middle' | 'end';
  spacing?: number;
}

/** The block as SVG <text> lines; `y` is the top of the block. */
export function textLines(
  block: TextBlock,
  { x, y, face, fill, anchor = 'start', spacing = 0 }: TextPlacement,
): string {
  const family = face.serif ? SERIF : SANS;
  const weight = face.bold ? 'bold' : 'normal';
  return block.lines
    .map((line, i) => {
      const baseline = y + block.size * (0.8 + i * block.leading);
      return `<text x="${x}" y="${baseline.toFixed(1)}" font-family="${family}" font-weight="${weight}" font-size="${block.size}" letter-spacing="${spacing}" fill="${fill}" text-anchor="${anchor}">${esc(line)}</text>`;
    })
    .join('');
}

/** Height of the block from its top to below the last line's descenders. */
export function blockHeight(block: TextBlock): number {
  return block.size * (0.8 + (block.lines.length - 1) * block.leading) + block.size * 0.25;
}

/** Size at which every line fits maxWidth, capped at maxSize. */
export async function sizeToFit(
  lines: readonly string[],
  face: Face,
  maxWidth: number,
  maxSize: number,
): Promise<number> {
  const width = await widest(lines, face, 100);
  return Math.min(maxSize, Math.floor((maxWidth / width) * 100 * 10) / 10);
}

/** Short names stay on one line; longer ones split where the two lines are most even. */
export async function balancedLines(name: string, face: Face): Promise<string[]> {
  const words = name.split(' ');
  if (name.length <= 20 || words.length < 2) return [name];
  let best = [name];
  let bestWidth = Infinity;
  for (let cut = 1; cut < words.length; cut += 1) {
    const lines = [words.slice(0, cut).join(' '), words.slice(cut).join(' ')];
    const width = await widest(lines, face, 100);
    if (width < bestWidth) {
      best = lines;
      bestWidth = width;
    }
  }
  return best;
}
