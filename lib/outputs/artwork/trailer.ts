/** A video's thumbnail (1280×720): the artwork darkened, a play button, the title and a caption. */
import { artwork, svgDoc } from './motifs';
import { C, type Palette } from './palette';
import { blockHeight, esc, fit, SANS, textLines } from './text';

export async function trailerThumb({
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
