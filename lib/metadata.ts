import type { Metadata } from 'next';
import { getSite } from './content';

interface PageMeta {
  /** The page's own name; the root layout's template appends " | {series}". */
  title: string;
  description: string;
  /** Site path of the page, e.g. "/faq/" (trailing slash, as exported). */
  path: string;
  /** Site-relative image for Open Graph/Twitter; the series' default when absent. */
  image?: { src: string; width: number; height: number; alt: string };
}

/** Metadata every page sets the same way: title, description, canonical and sharing tags. */
export function pageMetadata({ title, description, path, image }: PageMeta): Metadata {
  const site = getSite();
  const images = image
    ? [{ url: image.src, width: image.width, height: image.height, alt: image.alt }]
    : undefined;
  return {
    title,
    description,
    alternates: { canonical: path },
    openGraph: {
      type: 'website',
      siteName: site.seriesName,
      title: `${title} | ${site.seriesShortName}`,
      description,
      url: path,
      images,
    },
    twitter: {
      card: image ? 'summary_large_image' : 'summary',
      title: `${title} | ${site.seriesShortName}`,
      description,
      images: images?.map((i) => i.url),
    },
  };
}
