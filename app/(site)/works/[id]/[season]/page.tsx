import { notFound } from 'next/navigation';
import { WorkSeasonPage } from '@/components/archive/WorkSeasonPage';
import { findWork, getWorkPerformances, getWorkRef, getWorkSeasonParams } from '@/lib/content';
import { pageMetadata } from '@/lib/outputs/metadata';
import { seasonsWithPages, pastBySeason } from '@/lib/concepts/archive';
import { seasonTitle } from '@/lib/concepts/seasons';
import { routes } from '@/lib/site/routes';

interface Props {
  params: Promise<{ id: string; season: string }>;
}

// Each season in which a work had something take place has a page
// (lib/concepts/archive/rules/season-pages.ts); any other address is the 404 page.
export const dynamicParams = false;

export function generateStaticParams() {
  return getWorkSeasonParams();
}

async function loadSeason(params: Props['params']) {
  const { id, season } = await params;
  const work = findWork(id);
  if (!work) notFound();
  const performances = [...getWorkPerformances(work.id)].reverse();
  if (!seasonsWithPages(performances).includes(season)) notFound();
  const share = pastBySeason(performances).find((s) => s.season === season);
  return { work: getWorkRef(work), season, performances: share?.items ?? [] };
}

export async function generateMetadata({ params }: Props) {
  const { work, season } = await loadSeason(params);
  return pageMetadata({
    title: `${work.title}: ${seasonTitle(season)}`,
    description: `${work.title} in the ${seasonTitle(season)}: every performance that season and who performed it.`,
    path: routes.workSeason(work.id, season),
  });
}

export default async function Page({ params }: Props) {
  const { work, season, performances } = await loadSeason(params);
  return <WorkSeasonPage work={work} season={season} performances={performances} />;
}
