import { notFound } from 'next/navigation';
import { SeasonShows } from '@/components/seasons/SeasonShows';
import { showCount } from '@/components/seasons/PastSeasons';
import { PageIntro } from '@/components/ui/PageIntro';
import { ListingLinks } from '@/components/listings/ListingLinks';
import { getBuildDay, getSeasons, getSite } from '@/lib/content';
import { pageMetadata } from '@/lib/outputs/metadata';
import { routes } from '@/lib/site/routes';
import { seasonOfDay, seasonTitle, seasonYears } from '@/lib/concepts/seasons';
import type { Show } from '@/lib/content/types';

interface Props {
  params: Promise<{ season: string }>;
}

// Only seasons with shows have a page; any other address is the 404 page.
export const dynamicParams = false;

export function generateStaticParams() {
  return getSeasons().map((season) => ({ season: season.id }));
}

/** The season of the address with its neighbours among the past seasons (newest first). */
async function loadSeason(params: Props['params']) {
  const { season: id } = await params;
  const seasons = getSeasons();
  const index = seasons.findIndex((season) => season.id === id);
  const season = seasons[index];
  if (!season) notFound();
  return { season, newer: seasons[index - 1]?.id, older: seasons[index + 1]?.id };
}

export async function generateMetadata({ params }: Props) {
  const { season } = await loadSeason(params);
  const site = getSite();
  return pageMetadata({
    title: seasonTitle(season.id),
    description: `The ${showCount(season.shows.length)} of the ${site.seriesName} ${seasonYears(season.id)} season, with their dates and venues.`,
    path: routes.season(season.id),
  });
}

/** "9 shows, from Thursday, September 24, 2026 to Saturday, April 17, 2027." */
function seasonSpan(shows: readonly Show[]): string {
  const [first, last] = [shows[0], shows.at(-1)];
  if (!first || !last) return '';
  if (first === last) return `${showCount(1)}, on ${first.dateFormatted}.`;
  return `${showCount(shows.length)}, from ${first.dateFormatted} to ${last.dateFormatted}.`;
}

export default async function SeasonPage({ params }: Props) {
  const { season, newer, older } = await loadSeason(params);
  const site = getSite();
  return (
    <div className="container page">
      <PageIntro eyebrow={site.seriesName} title={seasonTitle(season.id)}>
        <p>{seasonSpan(season.shows)}</p>
      </PageIntro>
      <SeasonShows season={season} newer={newer} older={older} />
      {/* The listings answer questions about the current season only. */}
      {season.id === seasonOfDay(getBuildDay()) ? <ListingLinks /> : null}
    </div>
  );
}
