/** @jest-environment node */
// The programme card's QR code: rendered to pixels and decoded, it gives back the programme's
// full absolute address (docs/rules/shows.md#programme-notes).
import jsQR from 'jsqr';
import sharp from 'sharp';
import { programmeAddress, programmeQrSvg } from './programme-qr';

async function decode(svg: string): Promise<string | undefined> {
  const { data, info } = await sharp(Buffer.from(svg), { density: 300 })
    .resize(600, 600, { kernel: 'nearest' })
    .ensureAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  return jsQR(new Uint8ClampedArray(data), info.width, info.height)?.data;
}

describe('the programme card’s QR code', () => {
  it('holds the programme’s absolute address, base path included', () => {
    expect(
      programmeAddress('the_wren_hollow_quartet', '/artistseries', 'https://www.example.edu'),
    ).toBe('https://www.example.edu/artistseries/shows/the_wren_hollow_quartet/programme/');
  });

  it('decodes back to that address', async () => {
    const svg = await programmeQrSvg(
      'the_wren_hollow_quartet',
      '/artistseries',
      'https://www.example.edu',
    );
    expect(svg).toMatch(/^<svg/);
    await expect(decode(svg)).resolves.toBe(
      'https://www.example.edu/artistseries/shows/the_wren_hollow_quartet/programme/',
    );
  });

  it('decodes to a different address for a different programme', async () => {
    const svg = await programmeQrSvg('lanterns_over_larkspur', '', 'https://arts.example.org');
    await expect(decode(svg)).resolves.toBe(
      'https://arts.example.org/shows/lanterns_over_larkspur/programme/',
    );
  });
});
