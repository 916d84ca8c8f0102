/** A show's poster (800×1200) and its social card (1200×630), printed from the same ShowArt. */
import { formatDateLong, formatDateRange, formatTime } from '../../time/format';
import type { RawShow } from '../../concepts/shows/build';
import type { RawSite } from '../../content/site-schema';
import { seasonOfShow, seasonYears } from '../../concepts/seasons';
import { artwork, svgDoc, titleFace } from './motifs';
import { C, readableOn, type Palette } from './palette';
import { rngFor } from './random';
import { blockHeight, esc, fit, measure, SANS, textLines } from './text';

/** A show's dates, written the way the posters print them (in the pages' words, lib/time/format.ts). */
export interface DateLines {
  line1: string;
  line2: string;
}

export function posterDate(item: Pick<RawShow, 'date' | 'endDate'>): DateLines {
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

/** "RIDGELINE ARTISTS SERIES  ·  2025–26": the season the show belongs to, as every page writes it. */
export function seriesLabel(
  site: Pick<RawSite, 'seriesName'>,
  show: Pick<RawShow, 'date' | 'season'>,
): string {
  const season = seasonOfShow({ day: show.date.slice(0, 10), season: show.season });
  return `${site.seriesName}  ·  ${seasonYears(season)}`.toUpperCase();
}

/** What a show's poster and social card print. */
export interface ShowArt {
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

export async function poster({
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

export async function social({
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
