import type { MetadataRoute } from 'next';
import { getAllFilms, getAllShows, getFestivals } from '@/lib/content';
import { pageUrl } from '@/lib/structured-data';

// Written once at build time into the export as sitemap.xml (under the base path). A site in a
// sub-folder cannot own the host's robots.txt: the host's robots.txt should carry
// "Sitemap: https://{host}/artistseries/sitemap.xml".
export const dynamic = 'force-static';

/** The pages that are not generated from content. Trailing slashes, as the export writes them. */
const FIXED_PAGES = [
  '/',
  '/shows/',
  '/speaker-series/',
  '/education-and-enrichment/',
  '/philharmonic/',
  '/students/',
  '/faq/',
  '/subscribe/',
  '/contact/',
  '/covid/',
] as const;

export default function sitemap(): MetadataRoute.Sitemap {
  const paths = [
    ...FIXED_PAGES,
    ...getAllShows().map((show) => `/shows/${show.name}/`),
    ...getAllFilms().map((film) => `/show/${film.name}/`),
    ...getFestivals().map((show) => `/festival/${show.name}/`),
  ];
  return [...new Set(paths)].map((path) => ({ url: pageUrl(path) }));
}
