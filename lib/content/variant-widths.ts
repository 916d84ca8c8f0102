/**
 * Which responsive variants exist for an image of a given real width. Pure (no file access), so
 * both the page components (components/ui/SiteImage.tsx, which lists them in srcset) and the
 * post-build step that writes them can use the same rule and never disagree.
 */
import { VARIANT_WIDTHS } from '../image-variants.mjs';

/**
 * The widest variant ever encoded: twice the widest box an image is drawn in (the 1280 px page),
 * rounded down. A staff photo straight from a camera (8000 px) is downscaled to this instead of
 * being encoded, and downloaded, at full size.
 */
export const MAX_VARIANT_WIDTH = 2400;

/**
 * The widths that are really written for an image this wide: the standard steps below it, then
 * the image's own width, capped at MAX_VARIANT_WIDTH. Never wider than the file, so a narrow
 * poster does not point at variants that cannot exist.
 */
export function variantWidthsFor(realWidth: number): number[] {
  const top = Math.min(Math.max(1, Math.floor(realWidth)), MAX_VARIANT_WIDTH);
  return [...VARIANT_WIDTHS.filter((w) => w < top), top];
}
