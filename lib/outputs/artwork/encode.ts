/** SVG → image files with sharp (librsvg draws the SVG with the system fonts). */
import sharp from 'sharp';

export function jpeg(svg: string, quality = 80): Promise<Buffer> {
  return sharp(Buffer.from(svg)).jpeg({ quality, mozjpeg: true }).toBuffer();
}

/**
 * Placeholders stay small, so that seasons of archived shows do not swell the repository: a poster
 * or social card is encoded at `quality` and, while it is over `maxBytes`, again a little lower.
 */
export async function jpegWithin(svg: string, quality: number, maxBytes = 60_000): Promise<Buffer> {
  let buffer = await jpeg(svg, quality);
  for (let q = quality - 6; buffer.length > maxBytes && q >= 40; q -= 6) {
    buffer = await jpeg(svg, q);
  }
  return buffer;
}

export function png(svg: string): Promise<Buffer> {
  return sharp(Buffer.from(svg)).png({ compressionLevel: 9, palette: true }).toBuffer();
}
