import type { MetadataRoute } from 'next';
import { servicesOffered } from '@/lib/rules/accessibility';
import { getAllFilms, getAllShows, getSeasons, getVenues } from '@/lib/content';
import { absoluteUrl } from '@/lib/site/paths';
import { fixedPages, routes } from '@/lib/site/routes';

// Written once at build time into the export as sitemap.xml (under the base path). A site in a
// sub-folder cannot own the host's robots.txt: the host's robots.txt should carry
// "Sitemap: https://{host}/artistseries/sitemap.xml".
export const dynamic = 'force-static';

export default function sitemap(): MetadataRoute.Sitemap {
  const paths = [
    ...fixedPages,
    ...getAllShows().map((show) => routes.show(show.name)),
    ...getAllShows()
      .filter((show) => show.programme)
      .map((show) => routes.programme(show.name)),
    ...getVenues().map((venue) => routes.venue(venue.id)),
    ...getAllFilms().map((film) => routes.film(film.name)),
    ...getSeasons().map((season) => routes.season(season.id)),
    // The filtered upcoming lists of the services the season offers (the others stay empty).
    ...servicesOffered(getAllShows()).map((service) => routes.accessibility(service.id)),
  ];
  // The /festival/ placeholders are not listed: they are noindex, and each festival's page is
  // /shows/{name}/ (docs/product-rules.md#pages).
  return [...new Set(paths)].map((path) => ({ url: absoluteUrl(path) }));
}
