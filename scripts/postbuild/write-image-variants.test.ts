/** @jest-environment node */
// The image cache is what lets a nightly build re-encode only new or changed pictures: its file
// names must follow the picture's content and every setting that shapes the output, and nothing
// else (not the file's path, name or date).
import { shareCacheName, variantCacheName } from './write-image-variants';

const POSTER = Buffer.from('a poster, byte for byte');
const EDITED = Buffer.from('a poster, byte for bytE');

describe('the image cache key', () => {
  it('is the same for the same picture, wherever and whenever it was saved', () => {
    expect(variantCacheName(Buffer.from(POSTER), 800, 'avif')).toBe(
      variantCacheName(POSTER, 800, 'avif'),
    );
    expect(shareCacheName(Buffer.from(POSTER), '16x9', '#0b743c')).toBe(
      shareCacheName(POSTER, '16x9', '#0b743c'),
    );
  });

  it('changes when one byte of the picture changes', () => {
    expect(variantCacheName(EDITED, 800, 'avif')).not.toBe(variantCacheName(POSTER, 800, 'avif'));
    expect(shareCacheName(EDITED, '1x1', undefined)).not.toBe(
      shareCacheName(POSTER, '1x1', undefined),
    );
  });

  it('changes with the width, the format and the encoder library', () => {
    const names = new Set([
      variantCacheName(POSTER, 800, 'avif', '8.17.0'),
      variantCacheName(POSTER, 400, 'avif', '8.17.0'),
      variantCacheName(POSTER, 800, 'webp', '8.17.0'),
      variantCacheName(POSTER, 800, 'avif', '8.18.0'),
    ]);
    expect(names.size).toBe(4);
  });

  it("changes with a share copy's shape and the show's colour", () => {
    const names = new Set([
      shareCacheName(POSTER, '16x9', '#0b743c'),
      shareCacheName(POSTER, '4x3', '#0b743c'),
      shareCacheName(POSTER, '16x9', '#123456'),
      shareCacheName(POSTER, '16x9', undefined),
    ]);
    expect(names.size).toBe(4);
  });
});
