// The large-print program (docs/rules/shows.md#program-notes): the same pages as the
// program's, one column in 18 pt type.
import { ProgramPage } from '@/components/program/ProgramPage';
import { NotFoundPage, notFoundMetadata } from '@/components/pages/NotFoundPage';
import { getAllShows, getClub } from '@/lib/content';
import { distinctShowTitle } from '@/lib/concepts/seasons';
import { pageMetadata } from '@/lib/outputs/metadata';
import { routes } from '@/lib/site/routes';
import { loadProgram, programShowParams, type ProgramParams } from '../program-show';

interface Props {
  params: ProgramParams;
}

export const dynamicParams = false;

export const generateStaticParams = programShowParams;

export async function generateMetadata({ params }: Props) {
  const loaded = await loadProgram(params);
  if (!loaded) return notFoundMetadata;
  const { show } = loaded;
  return pageMetadata({
    title: `Large-print program: ${distinctShowTitle(show, getAllShows())}`,
    description: `The program of ${show.title}, ${show.dateFormatted}, in large print.`,
    path: routes.programLargePrint(show.name),
  });
}

export default async function Page({ params }: Props) {
  const loaded = await loadProgram(params);
  if (!loaded) return <NotFoundPage />;
  const { show, program } = loaded;
  return <ProgramPage show={show} program={program} club={getClub()} largePrint />;
}
