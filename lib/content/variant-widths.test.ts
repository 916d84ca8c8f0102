import { MAX_VARIANT_WIDTH, variantWidthsFor } from './variant-widths';

describe('variantWidthsFor', () => {
  it('lists the standard steps below the real width, then the real width', () => {
    expect(variantWidthsFor(800)).toEqual([400, 800]);
    expect(variantWidthsFor(1280)).toEqual([400, 800, 1200, 1280]);
  });

  it('never lists a width wider than a narrow poster, which no variant could have', () => {
    expect(variantWidthsFor(500)).toEqual([400, 500]);
    expect(variantWidthsFor(300)).toEqual([300]);
    expect(Math.max(...variantWidthsFor(799))).toBe(799);
  });

  it('caps an oversize image, so it is downscaled rather than encoded at full size', () => {
    const widths = variantWidthsFor(8000);
    expect(Math.max(...widths)).toBe(MAX_VARIANT_WIDTH);
    expect(widths).toEqual([400, 800, 1200, 2400]);
    expect(MAX_VARIANT_WIDTH).toBeLessThan(8000);
  });
});
