import { ProgramPage } from '@/components/program/ProgramPage';
import { NotFoundPage, notFoundMetadata } from '@/components/pages/NotFoundPage';
import { getAllShows, getClub } from '@/lib/content';
import { distinctShowTitle } from '@/lib/concepts/seasons';
import { pageMetadata } from '@/lib/outputs/metadata';
import { routes } from '@/lib/site/routes';
import { loadProgram, programShowParams, type ProgramParams } from './program-show';

interface Props {
  params: ProgramParams;
}

// Only the shows with a program have this page; any other name is the 404 page.
export const dynamicParams = false;

export const generateStaticParams = programShowParams;

export async function generateMetadata({ params }: Props) {
  const loaded = await loadProgram(params);
  if (!loaded) return notFoundMetadata;
  const { show } = loaded;
  return pageMetadata({
    title: `Program: ${distinctShowTitle(show, getAllShows())}`,
    description: `The program of ${show.title}, ${show.dateFormatted}: works, performers, credits and notes.`,
    path: routes.program(show.name),
  });
}

export default async function Page({ params }: Props) {
  const loaded = await loadProgram(params);
  if (!loaded) return <NotFoundPage />;
  const { show, program } = loaded;
  return (
    // Not a search result of its own: the show's page is the show's one result
    // (docs/rules/listings.md#search).
    <ProgramPage show={show} program={program} club={getClub()} />
  );
}
