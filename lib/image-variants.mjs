// The naming rule for the responsive AVIF/WebP copies of our raster images. Plain JavaScript so
// the post-build script that writes the files (scripts/image-variants.mjs) and the component
// that references them (components/ui/SiteImage.tsx) share one rule and can never disagree.

export const VARIANT_WIDTHS = [400, 800, 1200];
export const VARIANT_FORMATS = /** @type {const} */ (['avif', 'webp']);

/** Posters, photos and education images get variants; logos (SVG) and sponsor .jpg do not. */
export function hasVariants(src) {
  return /^\/(shows|education)\/[^?#]+\.(jpe?g|png)$/i.test(src);
}

/** The widths written for an image of this intrinsic width: the steps below it, and itself. */
export function variantWidths(intrinsicWidth) {
  const widths = VARIANT_WIDTHS.filter((w) => w < intrinsicWidth);
  widths.push(intrinsicWidth);
  return widths;
}

/** "/shows/x/poster.jpg", 400, "avif" → "/shows/x/poster-400w.avif" */
export function variantPath(src, width, format) {
  return src.replace(/\.(jpe?g|png)$/i, `-${width}w.${format}`);
}
