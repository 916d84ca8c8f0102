/**
 * The size of the large link card that social networks show for a shared page
 * (docs/rules/content.md#images): the content loader checks site.json's share image against it,
 * and the poster copies for sharing (lib/outputs/images/) are cut to it.
 */

export interface Size {
  width: number;
  height: number;
}

/** The Open Graph / Twitter large card: 1.91:1, the size networks show a large preview from. */
export const SHARE_CARD: Size = { width: 1200, height: 630 };

/** True when an image is big enough for a large social card (site.json shareImage). */
export function isShareCardSize(size: Size): boolean {
  return size.width >= SHARE_CARD.width && size.height >= SHARE_CARD.height;
}
