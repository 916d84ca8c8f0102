/** A festival film's poster (600×900) and a show's logo image (600×200 PNG). */
import type { RawFilm } from '../../concepts/festival/build';
import { artwork, svgDoc, titleFace } from './motifs';
import { C, paletteFor } from './palette';
import { rngFor } from './random';
import { blockHeight, esc, fit, SANS, textLines } from './text';

export async function filmPoster({
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

export async function logoImage(seed: string, text: string): Promise<string> {
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
