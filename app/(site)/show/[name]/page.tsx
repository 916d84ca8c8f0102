import { FilmStructuredData } from '@/components/seo/StructuredData';
import { NotFoundPage, notFoundMetadata } from '@/components/pages/NotFoundPage';
import { FilmDetail } from '@/components/films/FilmDetail';
import { SearchTags } from '@/components/search/SearchTags';
import { ShowSeasonGrid } from '@/components/seasons/ShowSeasonGrid';
import { plainTextSummary } from '@/lib/outputs/plain-text';
import { findFilm, findSeason, findShow, getAllFilms } from '@/lib/content';
import { SHARE_CARD, shareVariantPath } from '@/lib/outputs/images/browser/image-variants';
import { pageMetadata } from '@/lib/outputs/metadata';
import { routes } from '@/lib/site/routes';
import { orStandIn, STAND_IN } from '@/lib/site/static-params';
import { filmSearchTags, filmSearchDetail } from '@/lib/outputs/search';

interface Props {
  params: Promise<{ name: string }>;
}

// Only the films of content/shows/ exist; any other name is the 404 page. A season without a
// festival has no film: the route writes only its stand-in, the not-found page
// (lib/site/static-params.ts).
export const dynamicParams = false;

export function generateStaticParams() {
  return orStandIn(
    getAllFilms().map((film) => ({ name: film.name })),
    { name: STAND_IN },
  );
}

// Undefined only at the route's stand-in (lib/site/static-params.ts), which draws the not-found
// page itself: notFound() in a static export writes an empty error document.
async function loadFilm(params: Props['params']) {
  return findFilm((await params).name);
}

export async function generateMetadata({ params }: Props) {
  const film = await loadFilm(params);
  if (!film) return notFoundMetadata;
  return pageMetadata({
    title: `${film.title} (${film.festivalTitle})`,
    description: plainTextSummary(film.description),
    path: routes.film(film.name),
    // A landscape card made from the portrait poster at build (lib/outputs/images/browser/image-variants.ts): a
    // portrait poster would be cropped to its middle by a large link card.
    image: { src: shareVariantPath(film.poster.src, 'card'), ...SHARE_CARD, alt: film.poster.alt },
  });
}

export default async function FilmPage({ params }: Props) {
  const film = await loadFilm(params);
  if (!film) return <NotFoundPage />;
  const festival = findShow(film.festivalName);
  const season = festival ? findSeason(festival.season) : undefined;
  return (
    <div className="container page" data-pagefind-body="">
      <SearchTags
        tags={filmSearchTags(festival)}
        detail={filmSearchDetail(film, festival?.status ?? 'scheduled')}
      />
      <FilmStructuredData film={film} />
      <FilmDetail film={film} festival={festival} />
      {season ? <ShowSeasonGrid season={season} currentName={film.festivalName} /> : null}
    </div>
  );
}
