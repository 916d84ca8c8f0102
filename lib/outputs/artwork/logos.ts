/**
 * Site logos: SVG files shown by the browser as <img>, so the visitor's system fonts draw the text.
 * Sizes are measured with DejaVu, wider than Georgia or Arial, so the words fit with any of them.
 */
import type { Logo, RawSite } from '../../content/site-schema';
import { C, readableOn } from './palette';
import { rngFor } from './random';
import { balancedLines, esc, measure, sizeToFit, type Face } from './text';

const WEB_SERIF = "Georgia, 'DejaVu Serif', 'Times New Roman', serif";
const WEB_SANS = "system-ui, 'Segoe UI', Roboto, Arial, 'DejaVu Sans', sans-serif";
const SERIF_BOLD: Face = { bold: true, serif: true };
const SANS_BOLD: Face = { bold: true };

export function logoSvg(width: number, height: number, body: string, label: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" role="img" aria-label="${esc(label)}"><title>${esc(label)}</title>${body}</svg>\n`;
}

/** A bold serif word over a letter-spaced sans line of the same width. */
export async function lockup(
  top: string,
  bottom: string,
  {
    x,
    width,
    height,
    topColour,
    bottomColour,
  }: { x: number; width: number; height: number; topColour: string; bottomColour: string },
): Promise<string> {
  const topSize = await sizeToFit([top], SERIF_BOLD, width, height * 0.62);
  const topWidth = await measure(top, SERIF_BOLD, topSize);
  let bottomSize = height * 0.22;
  let bottomWidth = await measure(bottom, SANS_BOLD, bottomSize);
  if (bottomWidth > topWidth) {
    bottomSize = (bottomSize * topWidth) / bottomWidth;
    bottomWidth = topWidth;
  }
  const spacing = Math.max(0, (topWidth - bottomWidth) / Math.max(1, bottom.length - 1));
  const gap = height * 0.1;
  const blockTop = (height - (topSize * 0.74 + gap + bottomSize * 0.74)) / 2;
  const y1 = blockTop + topSize * 0.74;
  const y2 = y1 + gap + bottomSize * 0.74;
  return (
    `<text x="${x}" y="${y1.toFixed(1)}" font-family="${WEB_SERIF}" font-weight="bold" font-size="${topSize}" fill="${topColour}">${esc(top)}</text>` +
    `<text x="${x}" y="${y2.toFixed(1)}" font-family="${WEB_SANS}" font-weight="bold" font-size="${bottomSize.toFixed(1)}" letter-spacing="${spacing.toFixed(2)}" fill="${bottomColour}">${esc(bottom)}</text>`
  );
}

export async function seriesLogo(logo: Logo, site: RawSite): Promise<string> {
  const { width: W, height: H } = logo;
  // split() always returns at least one item; the default only satisfies the type.
  const [first = '', ...rest] = site.seriesName.split(' ');
  const m = H;
  const ridge =
    `<polygon points="4,${H - 10} ${m * 0.36},${H * 0.18} ${m * 0.6},${H - 10}" fill="${C.green}"/>` +
    `<polygon points="${m * 0.3},${H - 10} ${m * 0.62},${H * 0.06} ${m * 0.94},${H - 10}" fill="${C.orange}"/>` +
    `<polygon points="${m * 0.62},${H - 10} ${m * 0.82},${H * 0.42} ${m},${H - 10}" fill="${C.red}"/>` +
    `<rect x="0" y="${H - 10}" width="${m}" height="6" fill="${C.charcoal}"/>`;
  const text = await lockup(first.toUpperCase(), rest.join(' ').toUpperCase(), {
    x: m + 14,
    width: W - m - 20,
    height: H,
    topColour: C.charcoal,
    bottomColour: C.deepGreen,
  });
  return logoSvg(W, H, ridge + text, logo.name);
}

export type Emblem = 'waves' | 'arch' | 'initials';

export function emblemSvg(kind: Emblem, e: number, accent: string, name: string): string {
  if (kind === 'waves') {
    return (
      `<circle cx="${e / 2}" cy="${e / 2}" r="${e / 2 - 4}" fill="${C.deepGreen}"/>` +
      [0, 1, 2]
        .map(
          (i) =>
            `<path d="M${e * 0.18} ${e * (0.36 + i * 0.14)} q${e * 0.16} ${-e * 0.1} ${e * 0.32} 0 t${e * 0.32} 0" stroke="${i === 1 ? C.orange : C.cream}" stroke-width="${e * 0.06}" fill="none" stroke-linecap="round"/>`,
        )
        .join('')
    );
  }
  if (kind === 'arch') {
    return (
      `<rect x="4" y="4" width="${e - 8}" height="${e - 8}" rx="6" fill="${accent}"/>` +
      `<path d="M${e * 0.28} ${e * 0.78} V${e * 0.5} a${e * 0.22} ${e * 0.22} 0 0 1 ${e * 0.44} 0 V${e * 0.78}" stroke="${C.cream}" stroke-width="${e * 0.09}" fill="none"/>` +
      `<rect x="${e * 0.2}" y="${e * 0.78}" width="${e * 0.6}" height="${e * 0.06}" fill="${C.orange}"/>`
    );
  }
  const acronym = name.replace(/^The /, '').match(/^[A-Z]{3,4}\b/);
  const initials = acronym
    ? acronym[0]
    : name
        .replace(/^The /, '')
        .split(/[\s-]+/)
        .filter((w) => /^[A-Z]/.test(w))
        .slice(0, 2)
        .map((w) => w.charAt(0))
        .join('');
  return (
    `<circle cx="${e / 2}" cy="${e / 2}" r="${e / 2 - 4}" fill="${accent}"/>` +
    `<text x="${e / 2}" y="${e * 0.63}" font-family="${WEB_SERIF}" font-weight="bold" font-size="${e * (initials.length > 2 ? 0.22 : 0.36)}" fill="${readableOn(accent)}" text-anchor="middle">${esc(initials)}</text>`
  );
}

/** Emblem, then the name in bold serif (one or two lines) and an optional small caption. */
export async function wordmarkLogo(
  logo: Logo,
  { caption, accent = C.green, emblem }: { caption?: string; accent?: string; emblem: Emblem },
): Promise<string> {
  const { width: W, height: H } = logo;
  const x = H + 12;
  const textW = W - x - 6;
  const lines = await balancedLines(logo.name, SERIF_BOLD);
  const captionSize = caption ? await sizeToFit([caption], { bold: false }, textW, H * 0.19) : 0;
  const room = H - 10 - (caption ? captionSize * 1.35 : 0);
  const size = await sizeToFit(
    lines,
    SERIF_BOLD,
    textW,
    Math.min(H * 0.42, room / (lines.length * 1.12)),
  );
  const blockHeight = lines.length * size * 1.12 + (caption ? captionSize * 1.35 : 0);
  let y = (H - blockHeight) / 2;
  let text = '';
  for (const line of lines) {
    y += size * 0.9;
    text += `<text x="${x}" y="${y.toFixed(1)}" font-family="${WEB_SERIF}" font-weight="bold" font-size="${size}" fill="${C.charcoal}">${esc(line)}</text>`;
    y += size * 0.22;
  }
  if (caption) {
    y += captionSize * 1.2;
    text += `<text x="${x}" y="${y.toFixed(1)}" font-family="${WEB_SANS}" font-size="${captionSize}" fill="${C.charcoal}">${esc(caption)}</text>`;
  }
  return logoSvg(W, H, emblemSvg(emblem, H, accent, logo.name) + text, logo.name);
}

/** A sponsor's or funder's emblem colour, fixed by its name. */
export function logoAccent(name: string): string {
  return rngFor(`${name}:logo`).pick([C.orange, C.green, C.red, C.deepGreen]);
}
