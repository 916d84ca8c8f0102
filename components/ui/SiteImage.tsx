/* eslint-disable @next/next/no-img-element -- static export: images are pre-sized files we
   generate ourselves; next/image would need a loader and adds nothing here. */
import type { ImgHTMLAttributes } from 'react';
import { withBasePath } from '@/lib/paths';

type Props = Omit<ImgHTMLAttributes<HTMLImageElement>, 'src' | 'alt' | 'width' | 'height'> & {
  /** Site-relative path from the content facade, e.g. "/shows/x/poster.jpg". */
  src: string;
  alt: string;
  width: number;
  height: number;
  /** The page's largest above-the-fold image: load eagerly with high priority. */
  priority?: boolean;
};

/**
 * Every <img> of a file in public/ goes through here: it adds the base path (which plain <img>
 * does not get) and always sets width and height so nothing shifts while images load.
 */
export function SiteImage({ src, alt, width, height, priority = false, ...rest }: Props) {
  return (
    <img
      src={withBasePath(src)}
      alt={alt}
      width={width}
      height={height}
      loading={priority ? 'eager' : 'lazy'}
      decoding={priority ? 'sync' : 'async'}
      fetchPriority={priority ? 'high' : undefined}
      {...rest}
    />
  );
}
