import { notFound } from 'next/navigation';
import { SearchTags } from '@/components/search/SearchTags';
import { ProgrammePage } from '@/components/programme/ProgrammePage';
import { findShow, getAllShows, getClub, getProgrammeLines } from '@/lib/content';
import { programmeSearchTags } from '@/lib/outputs/search';
import { distinctShowTitle } from '@/lib/concepts/seasons/rules/seasons';
import { pageMetadata } from '@/lib/outputs/metadata';
import { routes } from '@/lib/site/routes';

interface Props {
  params: Promise<{ name: string }>;
}

// Only the shows with a programme have this page; any other name is the 404 page.
export const dynamicParams = false;

export function generateStaticParams() {
  const names = getAllShows()
    .filter((show) => show.programme)
    .map((show) => ({ name: show.name }));
  // A static export refuses a dynamic route without pages: with no programme in the season, one
  // show's address is built as "not found" (its page is not linked and not in the sitemap).
  const first = getAllShows()[0];
  return names.length > 0 || !first ? names : [{ name: first.name }];
}

async function loadShow(params: Props['params']) {
  const { name } = await params;
  const show = findShow(name);
  if (!show?.programme) notFound();
  return show;
}

export async function generateMetadata({ params }: Props) {
  const show = await loadShow(params);
  return pageMetadata({
    title: `Programme: ${distinctShowTitle(show, getAllShows())}`,
    description: `The programme of ${show.title}, ${show.dateFormatted}: works, performers, credits and notes.`,
    path: routes.programme(show.name),
  });
}

export default async function Page({ params }: Props) {
  const show = await loadShow(params);
  return (
    <ProgrammePage show={show} lines={getProgrammeLines(show)} club={getClub()}>
      <SearchTags tags={programmeSearchTags(show)} detail={`Programme, ${show.dateFormatted}`} />
    </ProgrammePage>
  );
}
