import { FilmStructuredData } from '@/components/seo/StructuredData';
import { notFound } from 'next/navigation';
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

async function loadFilm(params: Props['params']) {
  const { name } = await params;
  const film = findFilm(name);
  if (!film) notFound();
  return film;
}

export async function generateMetadata({ params }: Props) {
  const film = await loadFilm(params);
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
