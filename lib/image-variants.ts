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

/** The widths written for an image of this intrinsic width: the steps below it, and itself. */
export function variantWidths(intrinsicWidth: number): number[] {
  const widths = VARIANT_WIDTHS.filter((w) => w < intrinsicWidth);
  widths.push(intrinsicWidth);
  return widths;
}

/** "/shows/x/poster.jpg", 400, "avif" → "/shows/x/poster-400w.avif" */
export function variantPath(src: string, width: number, format: VariantFormat): string {
  return src.replace(/\.(jpe?g|png)$/i, `-${width}w.${format}`);
}
