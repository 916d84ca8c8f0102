/** @jest-environment node */
// The program card's QR code: rendered to pixels and decoded, it gives back the program's
// full absolute address (docs/rules/shows.md#program-notes).
import jsQR from 'jsqr';
import sharp from 'sharp';
import { programAddress, programQrSvg } from './program-qr';

async function decode(svg: string): Promise<string | undefined> {
  const { data, info } = await sharp(Buffer.from(svg), { density: 300 })
    .resize(600, 600, { kernel: 'nearest' })
    .ensureAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  return jsQR(new Uint8ClampedArray(data), info.width, info.height)?.data;
}

describe('the program card’s QR code', () => {
  it('holds the program’s absolute address, base path included', () => {
    expect(
      programAddress('the_wren_hollow_quartet', '/artistseries', 'https://www.example.edu'),
    ).toBe('https://www.example.edu/artistseries/shows/the_wren_hollow_quartet/program/');
  });

  it('decodes back to that address', async () => {
    const svg = await programQrSvg(
      'the_wren_hollow_quartet',
      '/artistseries',
      'https://www.example.edu',
    );
    expect(svg).toMatch(/^<svg/);
    await expect(decode(svg)).resolves.toBe(
      'https://www.example.edu/artistseries/shows/the_wren_hollow_quartet/program/',
    );
  });

  it('decodes to a different address for a different program', async () => {
    const svg = await programQrSvg('lanterns_over_larkspur', '', 'https://arts.example.org');
    await expect(decode(svg)).resolves.toBe(
      'https://arts.example.org/shows/lanterns_over_larkspur/program/',
    );
  });
});
