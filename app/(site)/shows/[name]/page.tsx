import { ShowStructuredData } from '@/components/seo/StructuredData';
import { notFound } from 'next/navigation';
import { ShowSeasonGrid } from '@/components/seasons/ShowSeasonGrid';
import { SearchTags } from '@/components/search/SearchTags';
import { ShowLayout } from '@/components/show-page/ShowLayout';
import { RelatedEvents } from '@/components/show-page/RelatedEvents';
import { MoreInMonth } from '@/components/listings/MoreInMonth';
import { feedFor } from '@/lib/outputs/calendar';
import { plainTextSummary } from '@/lib/outputs/plain-text';
import {
  findSeason,
  findShow,
  getAllShows,
  getShowCredits,
  getShowNames,
  getSite,
} from '@/lib/content';
import { ShowCredits } from '@/components/archive/ShowCredits';
import { pageMetadata } from '@/lib/outputs/metadata';
import { routes } from '@/lib/site/routes';
import { showSearchTags, showSearchDetail } from '@/lib/outputs/search';
import { distinctShowTitle } from '@/lib/concepts/seasons';

interface Props {
  params: Promise<{ name: string }>;
}

// Only the shows in content/ exist; any other name is the 404 page.
export const dynamicParams = false;

export function generateStaticParams() {
  return getShowNames().map((name) => ({ name }));
}

async function loadShow(params: Props['params']) {
  const { name } = await params;
  const show = findShow(name);
  if (!show) notFound();
  return show;
}

export async function generateMetadata({ params }: Props) {
  const show = await loadShow(params);
  return pageMetadata({
    title: distinctShowTitle(show, getAllShows()),
    description: plainTextSummary(show.description),
    path: routes.show(show.name),
    // A festival's page lists its screenings: it announces the festival feed.
    feeds: show.festival ? [feedFor({ kind: 'festival' })] : [],
    image: show.socialImage,
  });
}

export default async function ShowPage({ params }: Props) {
  const show = await loadShow(params);
  const site = getSite();
  const season = findSeason(show.season);
  const credits = getShowCredits(show);
  return (
    <div className="container page" data-pagefind-body="">
      <SearchTags tags={showSearchTags(show)} detail={showSearchDetail(show)} />
      <ShowStructuredData show={show} credits={credits} />
      <ShowLayout
        show={show}
        seriesName={site.seriesName}
        mastersSeriesName={site.mastersSeriesName}
      />
      <ShowCredits credits={credits} />
      <RelatedEvents show={show} />
      <MoreInMonth day={show.day} />
      {season ? <ShowSeasonGrid season={season} currentName={show.name} /> : null}
    </div>
  );
}
