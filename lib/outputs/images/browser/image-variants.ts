// The naming rule for the responsive AVIF/WebP copies of our raster images. The post-build script
// that writes the files (scripts/postbuild/write-image-variants.ts) and the component that references them
// (components/ui/SiteImage.tsx) share one rule and can never disagree.

import type { EducationEvent, Show } from '../../../content/types';
import { isShareCardSize, SHARE_CARD, type Size } from '../../../site/share-card';

const VARIANT_WIDTHS: readonly number[] = [400, 800, 1200];
export const VARIANT_FORMATS = ['avif', 'webp'] as const;
export type VariantFormat = (typeof VARIANT_FORMATS)[number];

/** Posters, photos and education images get variants; logos (SVG) and sponsor .jpg do not. */
export function hasVariants(src: string): boolean {
  return /^\/(shows|education)\/[^?#]+\.(jpe?g|png)$/i.test(src) && !isShareVariant(src);
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

// ---------------------------------------------------------------------------------------------
// Landscape and square copies of posters for search and sharing
// (docs/rules/content.md#images). Posters are portrait; Google's event results want 16:9, 4:3
// and 1:1 images of at least 50,000 pixels (16:9 at least 1,200 px wide), and a link card on
// social media wants about 1.91:1. The post-build script (scripts/postbuild/write-image-variants.ts) writes them
// from each poster; pages and structured data name them by the rules below, so neither can drift.

/** A rectangle in pixels, from the top left corner. */
export interface Box {
  left: number;
  top: number;
  width: number;
  height: number;
}

export { isShareCardSize, SHARE_CARD, type Size };

export const SHARE_SHAPES = {
  '16x9': { width: 1200, height: 675 },
  '4x3': { width: 1200, height: 900 },
  '1x1': { width: 1200, height: 1200 },
  card: SHARE_CARD,
} as const satisfies Record<string, Size>;
export type ShareShape = keyof typeof SHARE_SHAPES;

/** The shapes an Event's structured data lists, widest first. */
export const EVENT_IMAGE_SHAPES = ['16x9', '4x3', '1x1'] as const satisfies readonly ShareShape[];

/** Whether a site path is one of the copies below (they get no AVIF/WebP widths of their own). */
function isShareVariant(src: string): boolean {
  return /\.share-[a-z0-9]+\.jpg$/i.test(src);
}

/** "/shows/x/poster.jpg", "16x9" → "/shows/x/poster.share-16x9.jpg" (always a JPEG: every
 * network and search engine reads JPEG, not all read AVIF or WebP). */
export function shareVariantPath(src: string, shape: ShareShape): string {
  return src.replace(/\.(jpe?g|png)$/i, `.share-${shape}.jpg`);
}

/** The margin around the poster, a share of the shorter side, so a network's crop (Twitter
 * trims 1.91:1 to 2:1) never cuts the poster. */
export const SHARE_MARGIN = 0.05;

/**
 * Where the poster goes on the canvas: scaled by one factor in both directions (never
 * distorted) to the largest size that fits inside the margin, and centred. The rest of the
 * canvas is the show's colour.
 */
export function posterPlacement(poster: Size, canvas: Size): Box {
  const margin = Math.round(Math.min(canvas.width, canvas.height) * SHARE_MARGIN);
  const scale = Math.min(
    (canvas.width - 2 * margin) / poster.width,
    (canvas.height - 2 * margin) / poster.height,
  );
  const width = Math.max(1, Math.round(poster.width * scale));
  const height = Math.max(1, Math.round(poster.height * scale));
  return {
    left: Math.floor((canvas.width - width) / 2),
    top: Math.floor((canvas.height - height) / 2),
    width,
    height,
  };
}

/** One image to make share copies of: a poster (or education picture) and its padding colour. */
export interface ShareSource {
  /** Site path of the original, "/shows/x/poster.jpg". */
  src: string;
  /** The copies a page or structured data names: the event shapes, and a film's card. */
  shapes: readonly ShareShape[];
  /** "#rrggbb" from content (the show's backgroundColor); absent: the picture's own main colour. */
  background?: string;
}

/**
 * Every picture that gets share copies: each show's poster in the show's colour, each film's
 * poster in its festival's colour (with the card its page shares), each education event's
 * picture, and the series' share image (`fallback`) when an education event has none, since
 * its structured data then shows that one in the event shapes. Show pages share their own
 * social.jpg, so a show poster gets no card.
 */
export function shareSources(
  shows: ReadonlyArray<Pick<Show, 'poster' | 'backgroundColor' | 'films'>>,
  education: { events: ReadonlyArray<Pick<EducationEvent, 'image'>> },
  fallback?: string,
): ShareSource[] {
  const colour = (background: string | undefined) => (background ? { background } : {});
  const filmShapes = [...EVENT_IMAGE_SHAPES, 'card'] as const;
  return [
    ...shows.flatMap((show) => [
      // A show of the record without a poster has no variants to write (its text card is HTML).
      ...(show.poster
        ? [{ src: show.poster.src, shapes: EVENT_IMAGE_SHAPES, ...colour(show.backgroundColor) }]
        : []),
      ...show.films.map((film) => ({
        src: film.poster.src,
        shapes: filmShapes,
        ...colour(show.backgroundColor),
      })),
    ]),
    ...education.events.flatMap((event) =>
      event.image ? [{ src: event.image.src, shapes: EVENT_IMAGE_SHAPES }] : [],
    ),
    ...(fallback && education.events.some((event) => !event.image)
      ? [{ src: fallback, shapes: EVENT_IMAGE_SHAPES }]
      : []),
  ];
}
