// The naming rule for the responsive AVIF/WebP copies of our raster images. The post-build script
// that writes the files (scripts/image-variants.ts) and the component that references them
// (components/ui/SiteImage.tsx) share one rule and can never disagree.

export const VARIANT_WIDTHS: readonly number[] = [400, 800, 1200];
export const VARIANT_FORMATS = ['avif', 'webp'] as const;
export type VariantFormat = (typeof VARIANT_FORMATS)[number];

/** Posters, photos and education images get variants; logos (SVG) and sponsor .jpg do not. */
export function hasVariants(src: string): boolean {
  return /^\/(shows|education)\/[^?#]+\.(jpe?g|png)$/i.test(src);
}

/**
 * The widest variant ever written: twice the widest box an image is drawn in (the 1280 px page),
 * rounded down. A photo straight from a camera (8000 px) is downscaled to this instead of being
 * encoded, and downloaded, at full size.
 */
export const MAX_VARIANT_WIDTH = 2400;

/**
 * The widths written for an image of this real width (read from the file by the content loader
 * and by the post-build script): the steps below it, then its own width capped at
 * MAX_VARIANT_WIDTH. Never wider than the file, so a narrow poster points at no missing variant.
 */
export function variantWidths(intrinsicWidth: number): number[] {
  const top = Math.min(Math.max(1, Math.floor(intrinsicWidth)), MAX_VARIANT_WIDTH);
  return [...VARIANT_WIDTHS.filter((w) => w < top), top];
}

/** "/shows/x/poster.jpg", 400, "avif" → "/shows/x/poster-400w.avif" */
export function variantPath(src: string, width: number, format: VariantFormat): string {
  return src.replace(/\.(jpe?g|png)$/i, `-${width}w.${format}`);
}
