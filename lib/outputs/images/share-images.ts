// Draws the landscape and square share copies of a poster (lib/outputs/images/browser/image-variants.ts names them and
// places the poster): the poster scaled by one factor onto a canvas of the show's colour, so it
// is never distorted, never cropped, and a network's own crop of the edges cuts only colour.
import sharp from 'sharp';
import {
  posterPlacement,
  SHARE_SHAPES,
  type ShareShape,
  type Size,
} from './browser/image-variants';

/**
 * Plain libjpeg: mozjpeg saved 15% of the bytes at four times the build time, for files that
 * only crawlers and link previews fetch. Part of the image cache's key (scripts/postbuild/write-image-variants.ts).
 */
export const SHARE_JPEG = { quality: 80 } as const;

interface Rgb {
  r: number;
  g: number;
  b: number;
}

/** The picture's size as a browser draws it: EXIF orientations 5 to 8 swap width and height. */
async function drawnSize(source: Buffer): Promise<Size> {
  const { width, height, orientation = 1 } = await sharp(source).metadata();
  return orientation >= 5 ? { width: height, height: width } : { width, height };
}

/** "#0b743c" → { r, g, b }; without a colour from content, the picture's own main colour. */
async function paddingColour(source: Buffer, background: string | undefined): Promise<Rgb> {
  if (!background) return (await sharp(source).stats()).dominant;
  const hex = background.replace('#', '');
  const full = hex.length === 3 ? [...hex].map((c) => c + c).join('') : hex;
  const channel = (at: number) => parseInt(full.slice(at, at + 2), 16);
  return { r: channel(0), g: channel(2), b: channel(4) };
}

/** One share copy as a JPEG (every network and search engine reads JPEG). */
export async function renderShareVariant(
  source: Buffer,
  background: string | undefined,
  shape: ShareShape,
): Promise<Buffer> {
  const canvas = SHARE_SHAPES[shape];
  const box = posterPlacement(await drawnSize(source), canvas);
  const poster = await sharp(source)
    .rotate()
    .resize(box.width, box.height, { fit: 'fill' })
    .toBuffer();
  return sharp({
    create: { ...canvas, channels: 3, background: await paddingColour(source, background) },
  })
    .composite([{ input: poster, left: box.left, top: box.top }])
    .jpeg(SHARE_JPEG)
    .toBuffer();
}
