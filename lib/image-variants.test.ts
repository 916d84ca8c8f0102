import { hasVariants, MAX_VARIANT_WIDTH, variantPath, variantWidths } from './image-variants';

describe('image variants', () => {
  it('are made for posters, photos and education images but not logos or sponsor files', () => {
    expect(hasVariants('/shows/a/poster.jpg')).toBe(true);
    expect(hasVariants('/shows/a/films/b.jpg')).toBe(true);
    expect(hasVariants('/education/talk.jpg')).toBe(true);
    expect(hasVariants('/shows/a/logo.png')).toBe(true);
    expect(hasVariants('/logos/series.svg')).toBe(false);
    expect(hasVariants('/sponsors/bank.jpg?v=1')).toBe(false);
    expect(hasVariants('/downloads/x.pdf')).toBe(false);
  });

  it('step up to the intrinsic width and never beyond it', () => {
    expect(variantWidths(800)).toEqual([400, 800]);
    expect(variantWidths(1280)).toEqual([400, 800, 1200, 1280]);
    expect(variantWidths(300)).toEqual([300]);
  });

  it('never list a width wider than a narrow poster, which no variant could have', () => {
    expect(variantWidths(500)).toEqual([400, 500]);
    expect(Math.max(...variantWidths(799))).toBe(799);
  });

  it('cap an oversize image, so it is downscaled rather than encoded at full size', () => {
    expect(variantWidths(8000)).toEqual([400, 800, 1200, 2400]);
    expect(Math.max(...variantWidths(8000))).toBe(MAX_VARIANT_WIDTH);
    expect(MAX_VARIANT_WIDTH).toBeLessThan(8000);
  });

  it('name each file after its source, width and format', () => {
    expect(variantPath('/shows/a/poster.jpg', 400, 'avif')).toBe('/shows/a/poster-400w.avif');
    expect(variantPath('/shows/a/logo.png', 600, 'webp')).toBe('/shows/a/logo-600w.webp');
  });
});
