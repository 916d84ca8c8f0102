/* eslint-disable @next/next/no-img-element -- static export: images are pre-sized files we
   generate ourselves, with AVIF/WebP variants written after the build; next/image would need a
   custom loader and adds nothing here. */
import type { ImgHTMLAttributes } from 'react';
import type { Picture } from '@/lib/content/types';
import {
  hasVariants,
  VARIANT_FORMATS,
  variantPath,
  variantWidths,
} from '@/lib/outputs/images/browser/image-variants';
import { withBasePath } from '@/lib/site/paths';

type Props = Omit<ImgHTMLAttributes<HTMLImageElement>, 'src' | 'alt' | 'width' | 'height'> & {
  /**
   * The picture as the content facade gives it: its site-relative path ("/shows/x/poster.jpg"),
   * the file's intrinsic size (reserves the box, no layout shift, and picks the variants) and its
   * alt text.
   */
  image: Picture;
  /** Beside a text that already names it (a card's title): alt="" whatever the picture's alt. */
  decorative?: boolean;
  /** The page's largest above-the-fold image: load eagerly with high priority. */
  priority?: boolean;
  /** How wide the image is drawn, for choosing a variant (defaults to the full viewport). */
  sizes?: string;
};

/**
 * Every <img> of a file in public/ goes through here: it adds the base path (which plain <img>
 * does not get), always sets width and height so nothing shifts while images load, and offers
 * AVIF/WebP variants (scripts/postbuild/write-image-variants.ts) where the file has them.
 */
export function SiteImage({
  image: { src, alt, width, height },
  decorative = false,
  priority = false,
  sizes,
  ...rest
}: Props) {
  const img = (
    <img
      src={withBasePath(src)}
      alt={decorative ? '' : alt}
      width={width}
      height={height}
      loading={priority ? 'eager' : 'lazy'}
      decoding={priority ? 'sync' : 'async'}
      fetchPriority={priority ? 'high' : undefined}
      {...rest}
    />
  );
  if (!hasVariants(src)) return img;
  const widths = variantWidths(width);
  return (
    <picture style={{ display: 'contents' }}>
      {VARIANT_FORMATS.map((format) => (
        <source
          key={format}
          type={`image/${format}`}
          sizes={sizes ?? '100vw'}
          srcSet={widths
            .map((w) => `${withBasePath(variantPath(src, w, format))} ${w}w`)
            .join(', ')}
        />
      ))}
      {img}
    </picture>
  );
}
