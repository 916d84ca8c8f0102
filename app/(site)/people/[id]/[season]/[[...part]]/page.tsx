import { NotFoundPage, notFoundMetadata } from '@/components/pages/NotFoundPage';
import { PersonSeasonPage, personSeasonPartUrl } from '@/components/archive/PersonSeasonPage';
import { getPersonSeasonParams, findPerson, getAppearances } from '@/lib/content';
import { pageMetadata } from '@/lib/outputs/metadata';
import { partIndex, pastBySeason, seasonParts } from '@/lib/concepts/archive';
import { seasonTitle } from '@/lib/concepts/seasons';
import { formatDateRange } from '@/lib/time/format';
import { orStandIn, STAND_IN } from '@/lib/site/static-params';

interface Props {
  params: Promise<{ id: string; season: string; part?: string[] }>;
}

// Each season in which a person had something take place has a page, and a long season one more
// per part (lib/concepts/archive/rules/season-pages.ts); any other address is the 404 page.
// Before anything has taken place (a first season not yet begun) the route writes only its
// stand-in, the not-found page (lib/site/static-params.ts).
export const dynamicParams = false;

export function generateStaticParams() {
  return orStandIn(getPersonSeasonParams(), { id: STAND_IN, season: STAND_IN, part: [] });
}

// Undefined only at the route's stand-in (lib/site/static-params.ts), which draws the not-found
// page itself: notFound() in a static export writes an empty error document.
async function loadSeason(params: Props['params']) {
  const { id, season, part } = await params;
  const person = findPerson(id);
  if (!person) return undefined;
  const share = pastBySeason(getAppearances(person.id)).find((s) => s.season === season);
  const parts = seasonParts(share?.items ?? []);
  const index = partIndex(part, parts.length);
  if (index === undefined) return undefined;
  return { person, season, parts, part: index };
}

export async function generateMetadata({ params }: Props) {
  const loaded = await loadSeason(params);
  if (!loaded) return notFoundMetadata;
  const { person, season, parts, part } = loaded;
  const days = (parts[part] ?? []).map((a) => a.show.day).sort();
  const dates =
    parts.length > 1 ? `, ${formatDateRange(days[0] ?? '', days[days.length - 1] ?? '')}` : '';
  return pageMetadata({
    title: `${person.name}: ${seasonTitle(season)}${dates}`,
    description: `${person.name} in the ${seasonTitle(season)}${dates}: every appearance.`,
    path: personSeasonPartUrl(person, season, part),
  });
}

export default async function Page({ params }: Props) {
  const loaded = await loadSeason(params);
  if (!loaded) return <NotFoundPage />;
  const { person, season, parts, part } = loaded;
  return <PersonSeasonPage person={person} season={season} parts={parts} part={part} />;
}
