// Writes a designed placeholder for every image the content names, so a staff member who adds a
// show (or a sponsor, film, photo or education event) can run `npm run images` and see a finished-
// looking page before the real artwork arrives.
//
// Usage: npm run images [-- --force]   (or: tsx scripts/generate-images.ts [--force])
//
// Existing files are left alone: once the real poster or photo has been dropped into public/, a
// later run must not overwrite it. Pass --force to redraw every placeholder (the output is
// deterministic, so unchanged content gives byte-identical files).
//
// Each image is an SVG string rendered by sharp (librsvg + the system fonts; DejaVu is installed on
// the build machines). Logos in public/logos/ are written as SVG files and shown by the browser.
import { existsSync } from 'node:fs';
import { mkdir, readFile, readdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import sharp from 'sharp';
import { z } from 'zod';
import { formatDateLong, formatDateRange, formatDayLabel, formatTime } from '../lib/time/format';
import { languageLabel } from '../lib/rules/languages';
import { routes } from '../lib/site/routes';
import { findScheduledFilm } from '../lib/rules/schedule';
import {
  educationSchema,
  showSchema,
  siteSchema,
  venuesSchema,
  type Logo,
  type RawFilm,
  type RawShow,
  type RawSite,
  type RawVenue,
} from '../lib/content/schemas';
import { seasonOfShow } from '../lib/rules/seasons';
import { nameFor } from '../lib/rules/slug';
import { sponsorLogoFileName } from '../lib/rules/sponsors';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const contentDir = path.join(root, 'content');
const publicDir = path.join(root, 'public');
const { values: options } = parseArgs({ options: { force: { type: 'boolean', default: false } } });

// ---------------------------------------------------------------------------------------------
// Determinism: every random choice comes from a generator seeded by the item's name.

function hash(text: string): number {
  let h = 0x811c9dc5;
  for (const ch of text) {
    h ^= ch.codePointAt(0) ?? 0;
    h = Math.imul(h, 0x01000193) >>> 0;
  }
  return h;
}

interface Rng {
  /** Uniform in [0, 1). */
  next(): number;
  /** Whole number in [min, max], both included. */
  int(min: number, max: number): number;
  pick<T>(list: readonly T[]): T;
}

function rngFor(seedText: string): Rng {
  let a = hash(seedText);
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return {
    next,
    int: (min, max) => min + Math.floor(next() * (max - min + 1)),
    pick: (list) => {
      const item = list[Math.floor(next() * list.length)];
      if (item === undefined) throw new Error('cannot pick from an empty list');
      return item;
    },
  };
}

// ---------------------------------------------------------------------------------------------
// Colour

const C = {
  orange: '#ff8504',
  green: '#0b743c',
  red: '#f73f3f',
  charcoal: '#1b1b1f',
  cream: '#f5efe4',
  gold: '#c9a227',
  deepGreen: '#07502a',
  ink: '#111114',
};

interface BasePalette {
  bg: string;
  fg: string;
  /** Accents, most prominent first. */
  a: string;
  b: string;
  c: string;
}

interface Palette extends BasePalette {
  title: string;
  info: string;
}

/** Palettes built from the brand colours; `fg` keeps >= 4.5:1 against `bg`. */
const PALETTES: readonly BasePalette[] = [
  { bg: C.charcoal, fg: C.cream, a: C.orange, b: C.red, c: C.green },
  { bg: C.cream, fg: C.charcoal, a: C.green, b: C.orange, c: C.red },
  { bg: C.deepGreen, fg: C.cream, a: C.orange, b: C.gold, c: C.red },
  { bg: C.orange, fg: C.charcoal, a: C.cream, b: C.red, c: C.deepGreen },
  { bg: C.red, fg: C.charcoal, a: C.cream, b: C.orange, c: C.charcoal },
  { bg: '#2a1d14', fg: C.cream, a: C.orange, b: C.green, c: C.gold },
];

function channels(hex: string): [number, number, number] {
  const h = hex.replace('#', '');
  const full = h.length === 3 ? [...h].map((c) => c + c).join('') : h;
  const at = (i: number) => parseInt(full.slice(i, i + 2), 16);
  return [at(0), at(2), at(4)];
}

function luminance(hex: string): number {
  const linear = (v: number) => {
    const s = v / 255;
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  };
  const [r, g, b] = channels(hex);
  return 0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b);
}

function contrast(x: string, y: string): number {
  const [lx, ly] = [luminance(x), luminance(y)];
  return (Math.max(lx, ly) + 0.05) / (Math.min(lx, ly) + 0.05);
}

function readableOn(bg: string): string {
  return contrast(bg, C.cream) >= contrast(bg, C.charcoal) ? C.cream : C.charcoal;
}

/** The show's palette: its own backgroundColor/titleColor/infoColor win over the seeded pick. */
function paletteFor(
  seed: string,
  item: Pick<RawShow, 'backgroundColor' | 'titleColor' | 'infoColor'> = {},
): Palette {
  const base = rngFor(`${seed}:palette`).pick(PALETTES);
  if (!item.backgroundColor) {
    return { ...base, title: item.titleColor ?? base.fg, info: item.infoColor ?? base.fg };
  }
  const bg = item.backgroundColor;
  const fg = readableOn(bg);
  const accents = [C.orange, C.red, C.green, C.gold, C.cream].filter((c) => contrast(c, bg) > 1.6);
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

// ---------------------------------------------------------------------------------------------
// Text: measured with the same fonts librsvg draws with, so titles wrap and fit for real.

const SANS = 'DejaVu Sans, DejaVu Serif, sans-serif';
const SERIF = 'DejaVu Serif, DejaVu Sans, serif';
const widthCache = new Map<string, number>();

interface Face {
  bold?: boolean;
  serif?: boolean;
}

/** Lines of text set at one size, as fit() lays them out. */
interface TextBlock {
  size: number;
  lines: string[];
  leading: number;
}

function esc(text: string | number): string {
  return String(text)
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;');
}

async function measure(text: string, face: Face, size: number): Promise<number> {
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

async function wrap(text: string, face: Face, size: number, maxWidth: number): Promise<string[]> {
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

/** Largest size (stepping down) at which the text wraps into maxLines within the box. */
interface FitBox {
  maxWidth: number;
  maxHeight: number;
  maxLines: number;
  maxSize: number;
  minSize: number;
  leading?: number;
}

async function fit(
  text: string,
  face: Face,
  { maxWidth, maxHeight, maxLines, maxSize, minSize, leading = 1.08 }: FitBox,
): Promise<TextBlock> {
  for (let size = maxSize; size >= minSize; size -= 2) {
    const lines = await wrap(text, face, size, maxWidth);
    const widest = Math.max(...(await Promise.all(lines.map((l) => measure(l, face, size)))));
    // A stranded "A" or "AN" opening a title reads badly: keep stepping down instead.
    const orphan = lines.slice(0, -1).some((l) => l.length <= 2);
    if (
      !orphan &&
      lines.length <= maxLines &&
      widest <= maxWidth &&
      lines.length * size * leading <= maxHeight
    ) {
      return { size, lines, leading };
    }
  }
  // A single unbreakable word may still be too wide: shrink until it fits.
  let size = minSize;
  let lines = await wrap(text, face, size, maxWidth);
  while (size > 12) {
    const widest = Math.max(...(await Promise.all(lines.map((l) => measure(l, face, size)))));
    if (widest <= maxWidth && lines.length <= maxLines) break;
    size -= 2;
    lines = await wrap(text, face, size, maxWidth);
  }
  return { size, lines: lines.slice(0, maxLines), leading };
}

interface TextPlacement {
  x: number;
  y: number;
  face: Face;
  fill: string;
  anchor?: 'start' | 'middle' | 'end';
  spacing?: number;
}

function textLines(
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

function blockHeight(block: TextBlock): number {
  return block.size * (0.8 + (block.lines.length - 1) * block.leading) + block.size * 0.25;
}

// ---------------------------------------------------------------------------------------------
// Dates, written the way the posters print them.

// Dates are printed by lib/time/format.ts, the same words the pages use.

interface DateLines {
  line1: string;
  line2: string;
}

function posterDate(item: Pick<RawShow, 'date' | 'endDate'>): DateLines {
  // `date` is "YYYY-MM-DDTHH:MM" (checked by the schema); formatTime reads the time part of it.
  const day = item.date.slice(0, 10);
  if (item.endDate && item.endDate !== day) {
    return {
      line1: formatDateRange(day, item.endDate),
      line2: `Opening night ${formatTime(item.date)}`,
    };
  }
  return { line1: formatDateLong(day), line2: formatTime(item.date) };
}

// ---------------------------------------------------------------------------------------------
// Geometric artwork. Each motif fills the box (x, y, w, h) and is clipped to it by the caller.

interface Box {
  x: number;
  y: number;
  w: number;
  h: number;
}

type Motif = (r: Rng, box: Box, p: Palette) => string;

const MOTIFS: Record<string, Motif> = {
  rings(r, box, p) {
    const cx = box.x + r.pick([0.15, 0.5, 0.85]) * box.w;
    const cy = box.y + r.pick([0.2, 0.8, 1]) * box.h;
    const colours = [p.a, p.b, p.c, p.fg];
    const step = r.int(28, 46);
    let out = '';
    for (let i = 14; i >= 1; i -= 1) {
      out += `<circle cx="${cx}" cy="${cy}" r="${i * step}" fill="${colours[i % colours.length]}"/>`;
    }
    return out + `<circle cx="${cx}" cy="${cy}" r="${step * 0.6}" fill="${p.bg}"/>`;
  },
  stripes(r, box, p) {
    const angle = r.pick([-30, -15, 20, 35]);
    const width = r.int(34, 64);
    const colours = [p.a, p.bg, p.b, p.bg, p.c, p.fg];
    const span = Math.hypot(box.w, box.h);
    let out = `<g transform="rotate(${angle} ${box.x + box.w / 2} ${box.y + box.h / 2})">`;
    for (let i = 0, xx = box.x - span / 2; xx < box.x + box.w + span / 2; i += 1, xx += width) {
      out += `<rect x="${xx}" y="${box.y - span / 2}" width="${width + 1}" height="${box.h + span}" fill="${colours[(i + r.int(0, 1)) % colours.length]}"/>`;
    }
    return out + '</g>';
  },
  halftone(r, box, p) {
    const gap = r.int(40, 56);
    const fx = r.next();
    const fy = r.next();
    let out = '';
    for (let yy = box.y + gap / 2; yy < box.y + box.h + gap; yy += gap) {
      for (let xx = box.x + gap / 2; xx < box.x + box.w + gap; xx += gap) {
        const d = Math.hypot((xx - box.x) / box.w - fx, (yy - box.y) / box.h - fy);
        const rad = (gap / 2) * (1 - d * 0.9);
        // Specks would only add JPEG weight.
        if (rad < 3) continue;
        const fill = d < 0.35 ? p.a : d < 0.6 ? p.b : p.c;
        out += `<circle cx="${xx.toFixed(1)}" cy="${yy.toFixed(1)}" r="${rad.toFixed(1)}" fill="${fill}"/>`;
      }
    }
    return out;
  },
  ridgeline(r, box, p) {
    const layers = [p.c, p.b, p.a, p.fg];
    const sunR = box.w * 0.16;
    let out = `<circle cx="${box.x + box.w * (0.25 + r.next() * 0.5)}" cy="${box.y + box.h * 0.32}" r="${sunR}" fill="${p.a}"/>`;
    layers.forEach((colour, i) => {
      const base = box.y + box.h * (0.45 + i * 0.15);
      let pts = `${box.x},${box.y + box.h} `;
      const peaks = r.int(3, 6);
      for (let k = 0; k <= peaks * 2; k += 1) {
        const xx = box.x + (box.w * k) / (peaks * 2);
        const yy = k % 2 === 0 ? base + r.int(10, 40) : base - r.int(40, 120);
        pts += `${xx.toFixed(1)},${yy.toFixed(1)} `;
      }
      out += `<polygon points="${pts}${box.x + box.w},${box.y + box.h}" fill="${colour}" opacity="${i === 3 ? 0.9 : 1}"/>`;
    });
    return out;
  },
  tiles(r, box, p) {
    const n = r.pick([3, 4, 5]);
    const size = box.w / n;
    const colours = [p.a, p.b, p.c, p.fg];
    let out = '';
    for (let yy = box.y; yy < box.y + box.h; yy += size) {
      for (let xx = box.x; xx < box.x + box.w - 1; xx += size) {
        const fill = r.pick(colours);
        const kind = r.int(0, 3);
        const cx = xx + (r.next() < 0.5 ? 0 : size);
        const cy = yy + (r.next() < 0.5 ? 0 : size);
        if (kind === 0) {
          out += `<path d="M${cx} ${cy} L${xx + size - (cx - xx)} ${cy} A${size} ${size} 0 0 ${(cx === xx) === (cy === yy) ? 1 : 0} ${cx} ${yy + size - (cy - yy)} Z" fill="${fill}"/>`;
        } else if (kind === 1) {
          out += `<circle cx="${xx + size / 2}" cy="${yy + size / 2}" r="${size * 0.42}" fill="${fill}"/>`;
        } else if (kind === 2) {
          out += `<polygon points="${xx},${yy + size} ${xx + size},${yy + size} ${cx},${yy}" fill="${fill}"/>`;
        } else {
          out += `<rect x="${xx + size * 0.2}" y="${yy + size * 0.2}" width="${size * 0.6}" height="${size * 0.6}" fill="${fill}" transform="rotate(45 ${xx + size / 2} ${yy + size / 2})"/>`;
        }
      }
    }
    return out;
  },
  waves(r, box, p) {
    const colours = [p.a, p.b, p.c, p.fg, p.a];
    const amp = r.int(18, 40);
    const length = r.int(160, 280);
    const band = box.h / 7;
    let out = '';
    for (let i = 0; i < 8; i += 1) {
      const y0 = box.y + i * band;
      let d = `M${box.x - length} ${y0}`;
      for (let xx = box.x - length; xx < box.x + box.w + length; xx += length) {
        d += ` q${length / 4} ${-amp} ${length / 2} 0 t${length / 2} 0`;
      }
      d += ` V${box.y + box.h + 10} H${box.x - length} Z`;
      out += `<path d="${d}" fill="${colours[i % colours.length]}" opacity="${i % 2 ? 0.95 : 1}"/>`;
    }
    return out;
  },
};

function artwork(seed: string, box: Box, palette: Palette, clipId: string): string {
  const r = rngFor(`${seed}:art`);
  // Values come in the order the motifs are written, so a seed keeps its motif.
  const motif = r.pick(Object.values(MOTIFS));
  return `<clipPath id="${clipId}"><rect x="${box.x}" y="${box.y}" width="${box.w}" height="${box.h}"/></clipPath><g clip-path="url(#${clipId})"><rect x="${box.x}" y="${box.y}" width="${box.w}" height="${box.h}" fill="${palette.bg}"/>${motif(r, box, palette)}</g>`;
}

/** Serif or sans titles, chosen once per show so the poster and its social card match. */
function titleFace(seed: string): Face {
  return { bold: true, serif: rngFor(`${seed}:face`).next() < 0.45 };
}

function svgDoc(width: number, height: number, body: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">${body}</svg>`;
}

// ---------------------------------------------------------------------------------------------
// Output

let written = 0;
let kept = 0;

/** Writes public/{relative} unless it exists (or --force); makeBuffer runs only when writing. */
async function output(relative: string, makeBuffer: () => Promise<Buffer | string>): Promise<void> {
  const file = path.join(publicDir, relative);
  if (!options.force && existsSync(file)) {
    kept += 1;
    return;
  }
  await mkdir(path.dirname(file), { recursive: true });
  await writeFile(file, await makeBuffer());
  written += 1;
}

function jpeg(svg: string, quality = 80): Promise<Buffer> {
  return sharp(Buffer.from(svg)).jpeg({ quality, mozjpeg: true }).toBuffer();
}

/**
 * Placeholders stay small, so that seasons of archived shows do not swell the repository: a poster
 * or social card is encoded at `quality` and, while it is over `maxBytes`, again a little lower.
 */
async function jpegWithin(svg: string, quality: number, maxBytes = 60_000): Promise<Buffer> {
  let buffer = await jpeg(svg, quality);
  for (let q = quality - 6; buffer.length > maxBytes && q >= 40; q -= 6) {
    buffer = await jpeg(svg, q);
  }
  return buffer;
}

function png(svg: string): Promise<Buffer> {
  return sharp(Buffer.from(svg)).png({ compressionLevel: 9, palette: true }).toBuffer();
}

// ---------------------------------------------------------------------------------------------
// Show images

/** "RIDGELINE ARTISTS SERIES  ·  2025-2026": the season the show belongs to, in full years. */
function seriesLabel(site: RawSite, show: Pick<RawShow, 'date' | 'season'>): string {
  const season = seasonOfShow({ day: show.date.slice(0, 10), season: show.season });
  const first = Number(season.slice(0, 4));
  return `${site.seriesName}  ·  ${first}-${first + 1}`.toUpperCase();
}

/** What a show's poster and social card print. */
interface ShowArt {
  seed: string;
  title: string;
  subtitle?: string;
  dateLines: DateLines;
  venue: string;
  kicker: string;
  palette: Palette;
  /** A corner flash such as "SOLD OUT". */
  badge?: string;
}

async function poster({
  seed,
  title,
  subtitle,
  dateLines,
  venue,
  kicker,
  palette,
  badge,
}: ShowArt): Promise<string> {
  const W = 800;
  const H = 1200;
  const r = rngFor(`${seed}:layout`);
  const artTop = r.next() < 0.5;
  const face = titleFace(seed);
  const display = face.serif ? title : title.toUpperCase();
  const titleBlock = await fit(display, face, {
    maxWidth: 700,
    maxHeight: 300,
    maxLines: 4,
    maxSize: 112,
    minSize: 40,
    leading: 1.02,
  });
  const subBlock = subtitle
    ? await fit(
        subtitle,
        { bold: false, serif: face.serif },
        {
          maxWidth: 700,
          maxHeight: 80,
          maxLines: 2,
          maxSize: 32,
          minSize: 20,
          leading: 1.2,
        },
      )
    : undefined;
  const textHeight = blockHeight(titleBlock) + (subBlock ? 24 + blockHeight(subBlock) : 0);
  const footer = 170;
  const textBoxHeight = textHeight + 70;
  const art = artTop
    ? { x: 0, y: 0, w: W, h: H - footer - textBoxHeight }
    : { x: 0, y: 70 + textBoxHeight, w: W, h: H - footer - textBoxHeight - 70 };
  const textTop = artTop ? art.h + 40 : 100;
  let body = `<rect width="${W}" height="${H}" fill="${palette.bg}"/>`;
  body += artwork(seed, art, palette, 'art');
  if (!artTop) {
    body += `<text x="50" y="58" font-family="${SANS}" font-weight="bold" font-size="20" letter-spacing="3" fill="${palette.info}">${esc(kicker)}</text>`;
  } else {
    body += `<rect x="40" y="36" width="${(await measure(kicker, { bold: true }, 20)) + kicker.length * 3 + 28}" height="40" fill="${palette.bg}"/>`;
    body += `<text x="54" y="63" font-family="${SANS}" font-weight="bold" font-size="20" letter-spacing="3" fill="${palette.info}">${esc(kicker)}</text>`;
  }
  if (badge) {
    body += `<g transform="rotate(-8 650 ${artTop ? 150 : art.y + 90})"><rect x="545" y="${(artTop ? 150 : art.y + 90) - 30}" width="210" height="60" rx="6" fill="${C.red}"/><text x="650" y="${(artTop ? 150 : art.y + 90) + 10}" font-family="${SANS}" font-weight="bold" font-size="24" fill="${C.charcoal}" text-anchor="middle">${esc(badge)}</text></g>`;
  }
  body += textLines(titleBlock, { x: 50, y: textTop, face, fill: palette.title });
  if (subBlock) {
    body += textLines(subBlock, {
      x: 50,
      y: textTop + blockHeight(titleBlock) + 24,
      face: { serif: face.serif },
      fill: palette.info,
    });
  }
  const band = readableOn(palette.a) === C.charcoal ? palette.a : C.cream;
  const bandText = readableOn(band);
  body += `<rect x="0" y="${H - footer}" width="${W}" height="${footer}" fill="${band}"/>`;
  body += `<rect x="0" y="${H - footer}" width="${W}" height="10" fill="${palette.b}"/>`;
  body += `<text x="50" y="${H - footer + 62}" font-family="${SANS}" font-weight="bold" font-size="34" fill="${bandText}">${esc(dateLines.line1)}</text>`;
  body += `<text x="50" y="${H - footer + 108}" font-family="${SANS}" font-size="28" fill="${bandText}">${esc(`${dateLines.line2}  ·  ${venue}`)}</text>`;
  return svgDoc(W, H, body);
}

async function social({
  seed,
  title,
  subtitle,
  dateLines,
  venue,
  kicker,
  palette,
}: ShowArt): Promise<string> {
  const W = 1200;
  const H = 630;
  const face = titleFace(seed);
  const display = face.serif ? title : title.toUpperCase();
  const art = { x: 0, y: 0, w: 470, h: H };
  const titleBlock = await fit(display, face, {
    maxWidth: 640,
    maxHeight: 250,
    maxLines: 3,
    maxSize: 84,
    minSize: 34,
    leading: 1.04,
  });
  let body = `<rect width="${W}" height="${H}" fill="${palette.bg}"/>`;
  body += artwork(seed, art, palette, 'art');
  body += `<rect x="${art.w}" y="0" width="12" height="${H}" fill="${palette.a}"/>`;
  body += `<text x="530" y="80" font-family="${SANS}" font-weight="bold" font-size="20" letter-spacing="3" fill="${palette.info}">${esc(kicker)}</text>`;
  const titleTop = 120;
  body += textLines(titleBlock, { x: 530, y: titleTop, face, fill: palette.title });
  let y = titleTop + blockHeight(titleBlock) + 20;
  if (subtitle) {
    const sub = await fit(
      subtitle,
      { serif: face.serif },
      {
        maxWidth: 620,
        maxHeight: 70,
        maxLines: 2,
        maxSize: 28,
        minSize: 18,
        leading: 1.2,
      },
    );
    body += textLines(sub, { x: 530, y, face: { serif: face.serif }, fill: palette.info });
    y += blockHeight(sub);
  }
  body += `<text x="530" y="${H - 90}" font-family="${SANS}" font-weight="bold" font-size="30" fill="${palette.info}">${esc(dateLines.line1)}</text>`;
  body += `<text x="530" y="${H - 48}" font-family="${SANS}" font-size="24" fill="${palette.info}">${esc(`${dateLines.line2}  ·  ${venue}`)}</text>`;
  return svgDoc(W, H, body);
}

/**
 * The series' own share card (site.json shareImage): what a link to a page with no picture of its
 * own (the home page, FAQ, contact…) shows on social media. The brand palette, the series'
 * ridgeline artwork, the series name, its tagline and the season.
 */
async function siteShareCard(site: RawSite): Promise<string> {
  const W = 1200;
  const H = 630;
  // The charcoal palette: cream text on charcoal with the brand orange, red and green.
  const palette: Palette = {
    bg: C.charcoal,
    fg: C.cream,
    a: C.orange,
    b: C.red,
    c: C.green,
    title: C.cream,
    info: C.cream,
  };
  const ridgeline = MOTIFS.ridgeline;
  if (!ridgeline) throw new Error('the ridgeline motif is missing');
  const art = { x: 700, y: 0, w: W - 700, h: H };
  const face: Face = { bold: true, serif: true };
  const nameBlock = await fit(site.seriesName, face, {
    maxWidth: 600,
    maxHeight: 250,
    maxLines: 3,
    maxSize: 86,
    minSize: 40,
    leading: 1.04,
  });
  const taglineBlock = await fit(
    site.tagline,
    { serif: true },
    { maxWidth: 590, maxHeight: 90, maxLines: 2, maxSize: 30, minSize: 20, leading: 1.25 },
  );
  let body = `<rect width="${W}" height="${H}" fill="${palette.bg}"/>`;
  body += ridgeline(rngFor('site-share:art'), art, palette);
  body += `<rect x="${art.x - 12}" y="0" width="12" height="${H}" fill="${palette.a}"/>`;
  body += `<text x="60" y="84" font-family="${SANS}" font-weight="bold" font-size="22" letter-spacing="3" fill="${C.orange}">${esc(site.seasonHeading.toUpperCase())}</text>`;
  const nameTop = 130;
  body += textLines(nameBlock, { x: 60, y: nameTop, face, fill: palette.title });
  const taglineTop = nameTop + blockHeight(nameBlock) + 28;
  body += `<rect x="60" y="${taglineTop - 14}" width="120" height="6" fill="${palette.a}"/>`;
  body += textLines(taglineBlock, {
    x: 60,
    y: taglineTop + 10,
    face: { serif: true },
    fill: palette.info,
  });
  body += `<text x="60" y="${H - 56}" font-family="${SANS}" font-size="24" fill="${palette.info}">${esc(site.universityName)}</text>`;
  return svgDoc(W, H, body);
}

async function trailerThumb({
  seed,
  title,
  palette,
  caption,
}: {
  seed: string;
  title: string;
  palette: Palette;
  caption: string;
}): Promise<string> {
  const W = 1280;
  const H = 720;
  let body = artwork(seed, { x: 0, y: 0, w: W, h: H }, palette, 'art');
  body += `<rect width="${W}" height="${H}" fill="${C.ink}" opacity="0.55"/>`;
  body += `<circle cx="${W / 2}" cy="300" r="92" fill="${C.red}"/>`;
  body += `<polygon points="${W / 2 - 30},252 ${W / 2 - 30},348 ${W / 2 + 50},300" fill="${C.cream}"/>`;
  const block = await fit(
    title,
    { bold: true },
    {
      maxWidth: 1100,
      maxHeight: 150,
      maxLines: 2,
      maxSize: 68,
      minSize: 32,
    },
  );
  body += textLines(block, {
    x: W / 2,
    y: 440,
    face: { bold: true },
    fill: C.cream,
    anchor: 'middle',
  });
  body += `<text x="${W / 2}" y="${440 + blockHeight(block) + 44}" font-family="${SANS}" font-size="30" letter-spacing="4" fill="${C.cream}" text-anchor="middle">${esc(caption)}</text>`;
  return svgDoc(W, H, body);
}

/**
 * A photo-like stage scene. It reads the alt text for a few cues (how many people, lanterns, a
 * river, a piano, an audience…) so the placeholder matches what its alt text says it shows.
 */
function scene(seed: string, alt: string, palette: Palette, W = 1200, H = 800): string {
  const r = rngFor(`${seed}:scene`);
  const cue = (re: RegExp) => re.test(alt.toLowerCase());
  const floor = H * 0.78;
  const warm = r.pick([C.orange, C.gold, C.red]);
  let figures = 0;
  if (cue(/\b(alone|solo)\b|\ba (fiddler|pianist|singer|speaker|dancer)\b/)) figures = 1;
  else if (cue(/\btwo\b|\bpair\b/)) figures = 2;
  else if (cue(/\bthree\b/)) figures = 3;
  else if (cue(/\bfour\b|quartet/)) figures = 4;
  else if (cue(/company|ensemble|cast/)) figures = 7;
  const choir = cue(/singers|choir|chorus/);
  let body = `<defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${C.ink}"/><stop offset="1" stop-color="${palette.bg === C.cream ? C.deepGreen : palette.bg}"/></linearGradient><linearGradient id="beam" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#fff6df" stop-opacity="0.55"/><stop offset="1" stop-color="#fff6df" stop-opacity="0.05"/></linearGradient><radialGradient id="glow"><stop offset="0" stop-color="${warm}" stop-opacity="0.9"/><stop offset="1" stop-color="${warm}" stop-opacity="0"/></radialGradient></defs>`;
  body += `<rect width="${W}" height="${H}" fill="url(#sky)"/>`;
  body += `<rect y="${floor}" width="${W}" height="${H - floor}" fill="#2b2118"/>`;
  for (let i = 0; i < 9; i += 1) {
    body += `<line x1="0" y1="${floor + i * 22}" x2="${W}" y2="${floor + i * 22}" stroke="#3a2d20" stroke-width="3"/>`;
  }
  if (cue(/river|water/)) {
    const colours = ['#0e4f5c', '#136b72', '#0b3d49', '#1a7f7a'];
    for (let i = 0; i < 6; i += 1) {
      const y0 = H * 0.45 + i * 34;
      body += `<path d="M0 ${y0} q150 -22 300 0 t300 0 t300 0 t300 0 V${floor} H0 Z" fill="${colours[i % 4]}"/>`;
    }
  }
  if (cue(/marquee/)) {
    body += `<rect x="${W * 0.2}" y="70" width="${W * 0.6}" height="170" rx="8" fill="${C.charcoal}" stroke="${C.gold}" stroke-width="8"/>`;
    for (let k = 0; k < 26; k += 1) {
      body += `<circle cx="${W * 0.2 + 12 + k * ((W * 0.6 - 24) / 25)}" cy="70" r="7" fill="#fff3c4"/><circle cx="${W * 0.2 + 12 + k * ((W * 0.6 - 24) / 25)}" cy="240" r="7" fill="#fff3c4"/>`;
    }
    body += `<text x="${W / 2}" y="175" font-family="${SANS}" font-weight="bold" font-size="64" letter-spacing="6" fill="${C.cream}" text-anchor="middle">FILM FESTIVAL</text>`;
  }
  const banner = alt.match(/(\d{4}) to (\d{4})/);
  if (banner) {
    body += `<rect x="${W * 0.18}" y="60" width="${W * 0.64}" height="140" fill="${C.gold}"/><polygon points="${W * 0.18},200 ${W * 0.24},200 ${W * 0.18},240" fill="#8a6d12"/><polygon points="${W * 0.82},200 ${W * 0.76},200 ${W * 0.82},240" fill="#8a6d12"/>`;
    body += `<text x="${W / 2}" y="158" font-family="${SERIF}" font-weight="bold" font-size="84" fill="${C.charcoal}" text-anchor="middle">${banner[1]} – ${banner[2]}</text>`;
  }
  if (cue(/spotlight|stage light|lit by/)) {
    const sx = W * (0.35 + r.next() * 0.3);
    body += `<polygon points="${sx - 30},0 ${sx + 30},0 ${sx + 190},${floor + 40} ${sx - 190},${floor + 40}" fill="url(#beam)"/>`;
    body += `<ellipse cx="${sx}" cy="${floor + 40}" rx="220" ry="40" fill="#fff6df" opacity="0.35"/>`;
  } else {
    for (let i = 0; i < 3; i += 1) {
      const sx = W * (0.2 + i * 0.3);
      body += `<polygon points="${sx - 20},0 ${sx + 20},0 ${sx + 150},${floor + 30} ${sx - 150},${floor + 30}" fill="url(#beam)" opacity="0.5"/>`;
    }
  }
  if (cue(/lantern|lights/)) {
    for (let s = 0; s < 2; s += 1) {
      const y0 = 60 + s * 90;
      const sag = 90 + s * 30;
      body += `<path d="M0 ${y0} Q${W / 2} ${y0 + sag * 2} ${W} ${y0}" stroke="#5a4a3a" stroke-width="3" fill="none"/>`;
      for (let k = 1; k < 12; k += 1) {
        const t = k / 12;
        const x = W * t;
        const y = (1 - t) * (1 - t) * y0 + 2 * (1 - t) * t * (y0 + sag * 2) + t * t * y0;
        const colour = [C.orange, C.gold, C.red, '#fff3c4'][(k + s) % 4];
        body += `<circle cx="${x.toFixed(1)}" cy="${(y + 20).toFixed(1)}" r="44" fill="url(#glow)" opacity="0.6"/><ellipse cx="${x.toFixed(1)}" cy="${(y + 20).toFixed(1)}" rx="15" ry="19" fill="${colour}"/>`;
      }
    }
  }
  if (cue(/\bpiano\b/) && !cue(/keyboard|piano keys/)) {
    const px = W * 0.5 + (figures ? 80 : -160);
    const py = floor + 10;
    body += `<path d="M${px} ${py - 150} h300 c60 0 80 40 40 70 c-30 20 -20 60 -110 60 h-230 Z" fill="${C.ink}"/>`;
    body += `<polygon points="${px},${py - 150} ${px + 250},${py - 300} ${px + 270},${py - 290} ${px + 40},${py - 150}" fill="#26262b"/>`;
    body += `<rect x="${px + 20}" y="${py - 20}" width="12" height="60" fill="${C.ink}"/><rect x="${px + 270}" y="${py - 20}" width="12" height="60" fill="${C.ink}"/>`;
  }
  if (cue(/keyboard|piano keys/)) {
    const top = H * 0.42;
    const keyW = W / 18;
    for (let k = 0; k < 18; k += 1) {
      body += `<rect x="${k * keyW + 2}" y="${top}" width="${keyW - 4}" height="${H - top}" rx="6" fill="#f4efe6"/>`;
    }
    for (let k = 0; k < 18; k += 1) {
      if ([0, 1, 3, 4, 5].includes(k % 7)) {
        body += `<rect x="${(k + 1) * keyW - keyW * 0.3}" y="${top}" width="${keyW * 0.6}" height="${(H - top) * 0.6}" rx="4" fill="${C.ink}"/>`;
      }
    }
    body += `<rect x="0" y="${top - 30}" width="${W}" height="34" fill="${C.ink}"/>`;
    body += `<rect width="${W}" height="${H}" fill="${warm}" opacity="0.12"/>`;
  }
  const person = (x: number, baseY: number, scale: number, colour = C.ink) =>
    `<g transform="translate(${x.toFixed(1)} ${baseY.toFixed(1)}) scale(${scale})" fill="${colour}"><circle cx="0" cy="-205" r="27"/><path d="M-42 -170 q42 -16 84 0 l18 110 h-20 l-6 60 h-20 l-4 -60 h-8 l-4 60 h-20 l-6 -60 h-20 Z"/></g>`;
  if (figures) {
    const spread = figures === 1 ? 0 : Math.min(W * 0.7, figures * 140);
    for (let i = 0; i < figures; i += 1) {
      const x = figures === 1 ? W * 0.5 : W / 2 - spread / 2 + (spread * i) / (figures - 1);
      body += person(x + r.int(-12, 12), floor + 40, 1 + r.next() * 0.15);
    }
  }
  if (choir) {
    for (let row = 0; row < 2; row += 1) {
      for (let i = 0; i < 9; i += 1) {
        body += person(
          W * 0.1 + (i * (W * 0.8)) / 8 + row * 50,
          floor + 20 + row * 60,
          0.8 + row * 0.1,
        );
      }
    }
  }
  if (cue(/audience|crowd|listeners/)) {
    for (let row = 0; row < 2; row += 1) {
      for (let x = -20 + row * 35; x < W + 40; x += 70) {
        const y = H - 30 + row * 40 - r.int(0, 14);
        body += `<circle cx="${x}" cy="${y - 70}" r="26" fill="#0a0a0c"/><rect x="${x - 40}" y="${y - 44}" width="80" height="120" rx="34" fill="#0a0a0c"/>`;
      }
    }
  }
  if (cue(/boat/)) {
    const bx = W * 0.45;
    const by = H * 0.62;
    body += `<polygon points="${bx - 110},${by} ${bx + 110},${by} ${bx + 70},${by + 40} ${bx - 70},${by + 40}" fill="${C.cream}"/><polygon points="${bx - 60},${by} ${bx},${by - 110} ${bx + 60},${by}" fill="#e6ddcc"/><polygon points="${bx},${by - 110} ${bx + 60},${by} ${bx + 20},${by}" fill="#cfc4ae"/>`;
    body += `<ellipse cx="${bx}" cy="${by + 50}" rx="150" ry="12" fill="#fff6df" opacity="0.25"/>`;
  }
  // A soft vignette, as a camera would give.
  body += `<defs><radialGradient id="vig" cx="0.5" cy="0.5" r="0.75"><stop offset="0.6" stop-color="#000" stop-opacity="0"/><stop offset="1" stop-color="#000" stop-opacity="0.55"/></radialGradient></defs><rect width="${W}" height="${H}" fill="url(#vig)"/>`;
  return svgDoc(W, H, body);
}

async function logoImage(seed: string, text: string): Promise<string> {
  const W = 600;
  const H = 200;
  const r = rngFor(`${seed}:logo`);
  const accent = r.pick([C.orange, C.green, C.red]);
  const words = text.replace(/^The /, '').toUpperCase();
  const block = await fit(
    words,
    { bold: true, serif: true },
    {
      maxWidth: 420,
      maxHeight: 150,
      maxLines: 2,
      maxSize: 56,
      minSize: 24,
      leading: 1.05,
    },
  );
  let body = `<circle cx="90" cy="100" r="72" fill="none" stroke="${C.charcoal}" stroke-width="6"/>`;
  for (let i = 0; i < 4; i += 1) {
    body += `<rect x="${58 + i * 20}" y="${52 + (i % 2) * 14}" width="8" height="${96 - (i % 2) * 28}" rx="4" fill="${i === 1 ? accent : C.charcoal}"/>`;
  }
  const top = 100 - blockHeight(block) / 2;
  body += textLines(block, { x: 185, y: top, face: { bold: true, serif: true }, fill: C.charcoal });
  return svgDoc(W, H, body);
}

async function filmPoster({
  seed,
  film,
  festivalTitle,
}: {
  seed: string;
  film: RawFilm;
  festivalTitle: string;
}): Promise<string> {
  const W = 600;
  const H = 900;
  const palette = paletteFor(seed);
  const art = { x: 0, y: 0, w: W, h: 520 };
  let body = `<rect width="${W}" height="${H}" fill="${palette.bg}"/>`;
  body += artwork(seed, art, palette, 'art');
  body += `<rect x="0" y="${art.h}" width="${W}" height="8" fill="${palette.a}"/>`;
  const face = titleFace(seed);
  const block = await fit(face.serif ? film.title : film.title.toUpperCase(), face, {
    maxWidth: 520,
    maxHeight: 180,
    maxLines: 3,
    maxSize: 72,
    minSize: 30,
    leading: 1.04,
  });
  body += textLines(block, { x: 40, y: art.h + 44, face, fill: palette.title });
  const meta = [film.country, film.year].filter(Boolean).join('  ·  ');
  let y = art.h + 44 + blockHeight(block) + 40;
  if (film.director) {
    body += `<text x="40" y="${y}" font-family="${SANS}" font-size="24" fill="${palette.info}">${esc(`A film by ${film.director}`)}</text>`;
    y += 38;
  }
  body += `<text x="40" y="${y}" font-family="${SANS}" font-weight="bold" font-size="22" letter-spacing="2" fill="${palette.info}">${esc(meta.toUpperCase())}</text>`;
  body += `<text x="40" y="${H - 36}" font-family="${SANS}" font-size="18" letter-spacing="2" fill="${palette.info}">${esc(festivalTitle.toUpperCase())}</text>`;
  return svgDoc(W, H, body);
}

async function sponsorLogo(name: string): Promise<string> {
  const W = 550;
  const H = 330;
  const r = rngFor(`${name}:sponsor`);
  const accent = r.pick([C.orange, C.green, C.red, C.deepGreen]);
  const second = r.pick([C.charcoal, C.green, C.red].filter((c) => c !== accent));
  const bg = r.pick(['#ffffff', '#fbf7f1']);
  const serif = r.next() < 0.5;
  const acronym = name.replace(/^The /, '').match(/^[A-Z]{3,4}\b/);
  const initials = acronym
    ? acronym[0]
    : name
        .replace(/^The /, '')
        .split(/[\s-]+/)
        .filter((w) => /^[A-Za-z]/.test(w) && !['of', 'and', 'the'].includes(w.toLowerCase()))
        .slice(0, 2)
        .map((w) => w.charAt(0).toUpperCase())
        .join('');
  const oneLine = await fit(
    name,
    { bold: true, serif },
    {
      maxWidth: 480,
      maxHeight: 60,
      maxLines: 1,
      maxSize: 46,
      minSize: 34,
    },
  );
  const block =
    oneLine.lines.length === 1 && oneLine.size >= 34
      ? oneLine
      : await fit(
          name,
          { bold: true, serif },
          {
            maxWidth: 480,
            maxHeight: 110,
            maxLines: 2,
            maxSize: 46,
            minSize: 22,
            leading: 1.1,
          },
        );
  const emblem = r.int(0, 3);
  let body = `<rect width="${W}" height="${H}" fill="${bg}"/>`;
  const ex = W / 2;
  // Centre emblem, name and rule as one group, however many lines the name takes.
  const groupHeight = 124 + 26 + blockHeight(block) + 15;
  const top = (H - groupHeight) / 2;
  const ey = top + 62;
  const textTop = top + 124 + 26;
  if (emblem === 0) {
    body += `<circle cx="${ex}" cy="${ey}" r="62" fill="${accent}"/>`;
  } else if (emblem === 1) {
    body += `<path d="M${ex - 56} ${ey - 62} h112 v60 c0 40 -30 62 -56 74 c-26 -12 -56 -34 -56 -74 Z" fill="${accent}"/>`;
  } else if (emblem === 2) {
    body += `<rect x="${ex - 52}" y="${ey - 52}" width="104" height="104" fill="${accent}" transform="rotate(45 ${ex} ${ey})"/>`;
  } else {
    body += `<rect x="${ex - 64}" y="${ey - 58}" width="128" height="116" rx="18" fill="${accent}"/>`;
  }
  body += `<text x="${ex}" y="${ey + 20}" font-family="${serif ? SERIF : SANS}" font-weight="bold" font-size="${[64, 64, 52, 40, 32][initials.length] ?? 32}" fill="${readableOn(accent)}" text-anchor="middle">${esc(initials)}</text>`;
  body += textLines(block, {
    x: ex,
    y: textTop,
    face: { bold: true, serif },
    fill: C.charcoal,
    anchor: 'middle',
  });
  body += `<rect x="${ex - 40}" y="${textTop + blockHeight(block) + 10}" width="80" height="5" fill="${second}"/>`;
  return svgDoc(W, H, body);
}

// ---------------------------------------------------------------------------------------------
// Site logos: SVG files shown by the browser as <img>, so the visitor's system fonts draw the text.
// Sizes are measured with DejaVu, wider than Georgia or Arial, so the words fit with any of them.

const WEB_SERIF = "Georgia, 'DejaVu Serif', 'Times New Roman', serif";
const WEB_SANS = "system-ui, 'Segoe UI', Roboto, Arial, 'DejaVu Sans', sans-serif";
const SERIF_BOLD: Face = { bold: true, serif: true };
const SANS_BOLD: Face = { bold: true };

function logoSvg(width: number, height: number, body: string, label: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" role="img" aria-label="${esc(label)}"><title>${esc(label)}</title>${body}</svg>\n`;
}

/** Size at which every line fits maxWidth, capped at maxSize. */
async function sizeToFit(
  lines: readonly string[],
  face: Face,
  maxWidth: number,
  maxSize: number,
): Promise<number> {
  const widest = Math.max(...(await Promise.all(lines.map((l) => measure(l, face, 100)))));
  return Math.min(maxSize, Math.floor((maxWidth / widest) * 100 * 10) / 10);
}

/** Short names stay on one line; longer ones split where the two lines are most even. */
async function balancedLines(name: string, face: Face): Promise<string[]> {
  const words = name.split(' ');
  if (name.length <= 20 || words.length < 2) return [name];
  let best = [name];
  let bestWidth = Infinity;
  for (let cut = 1; cut < words.length; cut += 1) {
    const lines = [words.slice(0, cut).join(' '), words.slice(cut).join(' ')];
    const widest = Math.max(...(await Promise.all(lines.map((l) => measure(l, face, 100)))));
    if (widest < bestWidth) {
      best = lines;
      bestWidth = widest;
    }
  }
  return best;
}

/** A bold serif word over a letter-spaced sans line of the same width. */
async function lockup(
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

async function seriesLogo(logo: Logo, site: RawSite): Promise<string> {
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

type Emblem = 'waves' | 'arch' | 'initials';

function emblemSvg(kind: Emblem, e: number, accent: string, name: string): string {
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
async function wordmarkLogo(
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

// ---------------------------------------------------------------------------------------------
// The festival schedule as a one-page PDF, written by hand (Helvetica needs no embedded font).

function pdfText(text: string): string {
  // WinAnsiEncoding: Latin-1 letters map to themselves; a few punctuation marks need their codes.
  const mapped = text.replace(/–/g, '\x96').replace(/—/g, '\x97').replace(/[‘’]/g, "'");
  return mapped.replace(/[\\()]/g, (c) => `\\${c}`).replace(/[^\x20-\xff]/g, '?');
}

interface PdfLine {
  text: string;
  size: number;
  /** Distance from the line above, in points. */
  gap: number;
  bold: boolean;
  /** Printed in a narrow column left of the text (the screening time). */
  column: string;
}

function schedulePdf(
  show: RawShow,
  site: RawSite,
  venue: Pick<RawVenue, 'name' | 'streetAddress' | 'locality'>,
): Buffer {
  const lines: PdfLine[] = [];
  const add = (text: string, size: number, gap: number, bold = false, column = '') =>
    lines.push({ text, size, gap, bold, column });
  add(show.title, 22, 0, true);
  add(
    `${posterDate(show).line1}  -  ${venue.name}, ${venue.streetAddress}, ${venue.locality}`,
    11,
    26,
  );
  add('Film Schedule', 16, 34, true);
  const films = show.shows.map((film) => ({ ...film, name: nameFor(film) }));
  const schedule = show.schedule ?? {};
  for (const day of Object.keys(schedule).sort()) {
    add(formatDayLabel(day), 13, 28, true);
    const times = schedule[day] ?? {};
    for (const time of Object.keys(times).sort()) {
      const entry = times[time] ?? '';
      // An entry may name the film by title or by name, as on the pages: print the title.
      const film = findScheduledFilm(films, entry);
      const detail = film
        ? `  (${film.country}, ${languageLabel(film.language, film.subtitles)}, ${film.lengthMinutes} min)`
        : '';
      add(`${film?.title ?? entry}${detail}`, 11, 18, false, formatTime(time));
    }
  }
  add(
    'Single film tickets may be bought at the door, starting one hour before each screening.',
    10,
    34,
  );
  add(`${site.seriesName}  |  ${site.phone}  |  ${site.email}`, 10, 16);
  let y = 760;
  let stream = 'BT\n';
  for (const line of lines) {
    y -= line.gap;
    const font = `/${line.bold ? 'F2' : 'F1'} ${line.size} Tf`;
    if (line.column) {
      stream += `${font} 1 0 0 1 56 ${y} Tm (${pdfText(line.column)}) Tj\n`;
      stream += `${font} 1 0 0 1 124 ${y} Tm (${pdfText(line.text)}) Tj\n`;
    } else {
      stream += `${font} 1 0 0 1 56 ${y} Tm (${pdfText(line.text)}) Tj\n`;
    }
  }
  stream += 'ET\n';
  const streamBytes = Buffer.from(stream, 'latin1');
  // null marks the page's content stream, written with its length.
  const objects: (string | null)[] = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Resources << /Font << /F1 4 0 R /F2 5 0 R >> >> /Contents 6 0 R >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica-Bold /Encoding /WinAnsiEncoding >>',
    null,
    `<< /Title (${pdfText(show.title)} - Film Schedule) /Producer (${pdfText(site.seriesName)}) >>`,
  ];
  const header = Buffer.from('%PDF-1.4\n%\xe2\xe3\xcf\xd3\n', 'latin1');
  const chunks = [header];
  const offsets: number[] = [];
  let length = header.length;
  objects.forEach((body, i) => {
    offsets.push(length);
    const chunk =
      body === null
        ? Buffer.concat([
            Buffer.from(`${i + 1} 0 obj\n<< /Length ${streamBytes.length} >>\nstream\n`, 'latin1'),
            streamBytes,
            Buffer.from('endstream\nendobj\n', 'latin1'),
          ])
        : Buffer.from(`${i + 1} 0 obj\n${body}\nendobj\n`, 'latin1');
    chunks.push(chunk);
    length += chunk.length;
  });
  const xref =
    `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n` +
    offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('') +
    `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R /Info ${objects.length} 0 R >>\nstartxref\n${length}\n%%EOF\n`;
  chunks.push(Buffer.from(xref, 'latin1'));
  return Buffer.concat(chunks);
}

// ---------------------------------------------------------------------------------------------

/**
 * A content file parsed with the build's schema, so defaults are filled in as the pages see them.
 * Not through the build's loader (lib/content/load.ts): it is the place that rejects content
 * whose images are missing, and drawing those missing images is this script's job. Cross-file
 * checks (venue ids, unique names) are left to that loader.
 */
async function readContent<S extends z.ZodType>(file: string, schema: S): Promise<z.output<S>> {
  const data: unknown = JSON.parse(await readFile(path.join(contentDir, file), 'utf8'));
  const result = schema.safeParse(data);
  if (!result.success) {
    throw new Error(`content/${file} is not valid:\n${z.prettifyError(result.error)}`);
  }
  return result.data;
}

async function main() {
  const site = await readContent('site.json', siteSchema);
  const venues = await readContent('venues.json', venuesSchema);
  const education = await readContent('education.json', educationSchema);
  const showFiles = (await readdir(path.join(contentDir, 'shows')))
    .filter((f) => f.endsWith('.json'))
    .sort();
  const shows = await Promise.all(
    showFiles.map((f) => readContent(path.join('shows', f), showSchema)),
  );
  const sponsors = new Set<string>();

  for (const show of shows) {
    const name = nameFor(show);
    const showFile = (fileName: string) => routes.showFile(name, fileName);
    const venue = venues[show.location]?.name ?? show.location;
    const palette = paletteFor(name, show);
    const common: ShowArt = {
      seed: name,
      title: show.title,
      subtitle: show.subtitle,
      dateLines: posterDate(show),
      venue,
      kicker: show.specialEvent
        ? `SPECIAL EVENT  ·  ${site.seriesShortName.toUpperCase()}`
        : seriesLabel(site, show),
      palette,
    };
    await output(showFile('poster.jpg'), async () => jpegWithin(await poster(common), 78));
    await output(showFile('social.jpg'), async () => jpegWithin(await social(common), 82));
    if (show.trailer) {
      await output(showFile('trailer.jpg'), async () =>
        jpeg(
          await trailerThumb({
            seed: name,
            title: show.title,
            palette,
            caption: 'WATCH THE TRAILER',
          }),
        ),
      );
    }
    for (const photo of show.photos) {
      await output(showFile(photo.file), async () =>
        jpeg(scene(`${name}/${photo.file}`, photo.alt, palette)),
      );
    }
    if (show.descriptionImage) {
      await output(showFile(show.descriptionImage), async () =>
        jpeg(scene(`${name}/${show.descriptionImage}`, show.descriptionImageAlt ?? '', palette)),
      );
    }
    if (show.logoImage) {
      await output(showFile(show.logoImage), async () =>
        png(await logoImage(name, show.logoImageAlt ?? show.title)),
      );
    }
    for (const film of show.shows) {
      const filmName = nameFor(film);
      await output(routes.filmFile(name, `${filmName}.jpg`), async () =>
        jpeg(await filmPoster({ seed: filmName, film, festivalTitle: show.title })),
      );
      if (film.trailer) {
        await output(routes.filmFile(name, `${filmName}-trailer.jpg`), async () =>
          jpeg(
            await trailerThumb({
              seed: filmName,
              title: film.title,
              palette: paletteFor(filmName),
              caption: 'WATCH THE TRAILER',
            }),
          ),
        );
      }
    }
    if (show.download && show.festival && show.schedule) {
      await output(routes.download(show.download), async () =>
        schedulePdf(
          show,
          site,
          venues[show.location] ?? { name: venue, streetAddress: '', locality: '' },
        ),
      );
    } else if (show.download && !existsSync(path.join(publicDir, routes.download(show.download)))) {
      console.warn(
        `! ${show.download} (named by ${name}) is not a festival schedule: add the file by hand`,
      );
    }
    for (const sponsor of show.sponsors) sponsors.add(sponsor.name);
  }

  for (const sponsor of [...sponsors].sort()) {
    await output(routes.sponsorLogo(sponsorLogoFileName(sponsor)), async () =>
      jpeg(await sponsorLogo(sponsor), 85),
    );
  }

  for (const event of education.events) {
    if (!event.image) continue;
    const seed = `education/${event.image}`;
    await output(routes.educationImage(event.image), async () =>
      jpeg(scene(seed, event.imageAlt ?? event.name, paletteFor(seed))),
    );
  }

  await output(site.shareImage.src, async () => jpeg(await siteShareCard(site), 82));

  const { logos } = site;
  await output(logos.series.src, () => seriesLogo(logos.series, site));
  await output(logos.university.src, () => wordmarkLogo(logos.university, { emblem: 'waves' }));
  await output(logos.college.src, () =>
    wordmarkLogo(logos.college, { caption: site.universityName, emblem: 'arch' }),
  );
  for (const logo of [...logos.sponsors, ...logos.funders]) {
    const accent = rngFor(`${logo.name}:logo`).pick([C.orange, C.green, C.red, C.deepGreen]);
    await output(logo.src, () => wordmarkLogo(logo, { accent, emblem: 'initials' }));
  }

  console.log(
    `images: ${written} written, ${kept} already present${options.force ? '' : ' (use --force to redraw)'}`,
  );
}

await main();
