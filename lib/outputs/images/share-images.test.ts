/** @jest-environment node */
import sharp from 'sharp';
import { posterPlacement, SHARE_SHAPES, type ShareShape } from './browser/image-variants';
import { renderShareVariant } from './share-images';

const POSTER = { width: 60, height: 90 };
const RED = { r: 220, g: 20, b: 20 };

/** A plain red portrait "poster". */
function poster(): Promise<Buffer> {
  return sharp({ create: { ...POSTER, channels: 3, background: RED } })
    .png()
    .toBuffer();
}

async function pixel(image: Buffer, x: number, y: number) {
  const { data, info } = await sharp(image).raw().toBuffer({ resolveWithObject: true });
  const at = (y * info.width + x) * info.channels;
  return { r: data[at] ?? -1, g: data[at + 1] ?? -1, b: data[at + 2] ?? -1 };
}

function near(actual: { r: number; g: number; b: number }, expected: typeof RED) {
  return (
    Math.abs(actual.r - expected.r) < 24 &&
    Math.abs(actual.g - expected.g) < 24 &&
    Math.abs(actual.b - expected.b) < 24
  );
}

describe('renderShareVariant', () => {
  const shapes = Object.keys(SHARE_SHAPES) as ShareShape[];

  it.each(shapes)('writes a %s JPEG of exactly the size its shape names', async (shape) => {
    const image = await renderShareVariant(await poster(), '#0b743c', shape);
    const meta = await sharp(image).metadata();
    expect(meta.format).toBe('jpeg');
    expect({ width: meta.width, height: meta.height }).toEqual(SHARE_SHAPES[shape]);
  });

  it("puts the poster where posterPlacement says and the show's colour around it", async () => {
    const image = await renderShareVariant(await poster(), '#0b743c', '16x9');
    const box = posterPlacement(POSTER, SHARE_SHAPES['16x9']);
    const green = { r: 11, g: 116, b: 60 };
    // Inside the box, just within each edge: the poster. Just outside: the colour.
    expect(near(await pixel(image, box.left + 4, box.top + 4), RED)).toBe(true);
    expect(near(await pixel(image, box.left + box.width - 5, box.top + box.height - 5), RED)).toBe(
      true,
    );
    expect(near(await pixel(image, box.left - 5, box.top + 10), green)).toBe(true);
    expect(near(await pixel(image, box.left + box.width + 4, box.top + 10), green)).toBe(true);
    expect(near(await pixel(image, 2, 2), green)).toBe(true);
  });

  it("pads with the poster's own main colour when the show has none", async () => {
    const image = await renderShareVariant(await poster(), undefined, '1x1');
    expect(near(await pixel(image, 2, 2), RED)).toBe(true);
  });
});
