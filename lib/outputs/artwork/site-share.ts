import { MOTIFS, svgDoc } from './motifs';
import { C, type Palette } from './palette';
import type { RawSite } from '../../content/site-schema';
import { rngFor } from './random';
import { blockHeight, esc, fit, SANS, textLines, type Face } from './text';

/**
 * The series' own share card (site.json shareImage): what a link to a page with no picture of its
 * own (the home page, FAQ, contact…) shows on social media. The brand palette, the series'
 * ridgeline artwork, the series name, its tagline and the season.
 */
export async function siteShareCard(site: RawSite): Promise<string> {
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
