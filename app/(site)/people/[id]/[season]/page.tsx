import { notFound } from 'next/navigation';
import { PersonSeasonPage } from '@/components/archive/PersonSeasonPage';
import { getPersonSeasonParams, findPerson, getAppearances } from '@/lib/content';
import { pageMetadata } from '@/lib/outputs/metadata';
import { seasonsWithPages, pastBySeason } from '@/lib/concepts/archive';
import { seasonTitle } from '@/lib/concepts/seasons';
import { routes } from '@/lib/site/routes';

interface Props {
  params: Promise<{ id: string; season: string }>;
}

// Each season in which a person had something take place has a page
// (lib/concepts/archive/rules/season-pages.ts); any other address is the 404 page.
export const dynamicParams = false;

export function generateStaticParams() {
  return getPersonSeasonParams();
}

async function loadSeason(params: Props['params']) {
  const { id, season } = await params;
  const person = findPerson(id);
  if (!person) notFound();
  const appearances = getAppearances(person.id);
  if (!seasonsWithPages(appearances).includes(season)) notFound();
  const share = pastBySeason(appearances).find((s) => s.season === season);
  return { person, season, appearances: share?.items ?? [] };
}

export async function generateMetadata({ params }: Props) {
  const { person, season } = await loadSeason(params);
  return pageMetadata({
    title: `${person.name}: ${seasonTitle(season)}`,
    description: `${person.name} in the ${seasonTitle(season)}: every appearance that season.`,
    path: routes.personSeason(person.id, season),
  });
}

export default async function Page({ params }: Props) {
  const { person, season, appearances } = await loadSeason(params);
  return <PersonSeasonPage person={person} season={season} appearances={appearances} />;
}
