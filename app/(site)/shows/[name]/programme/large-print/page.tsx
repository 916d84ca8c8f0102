// The large-print programme (docs/rules/shows.md#programme-notes): the same pages as the
// programme's, one column in 18 pt type.
import { ProgrammePage } from '@/components/programme/ProgrammePage';
import { getAllShows, getClub } from '@/lib/content';
import { distinctShowTitle } from '@/lib/concepts/seasons/rules/seasons';
import { pageMetadata } from '@/lib/outputs/metadata';
import { routes } from '@/lib/site/routes';
import { loadProgramme, programmeShowParams, type ProgrammeParams } from '../programme-show';

interface Props {
  params: ProgrammeParams;
}

export const dynamicParams = false;

export const generateStaticParams = programmeShowParams;

export async function generateMetadata({ params }: Props) {
  const { show } = await loadProgramme(params);
  return pageMetadata({
    title: `Large-print programme: ${distinctShowTitle(show, getAllShows())}`,
    description: `The programme of ${show.title}, ${show.dateFormatted}, in large print.`,
    path: routes.programmeLargePrint(show.name),
  });
}

export default async function Page({ params }: Props) {
  const { show, programme } = await loadProgramme(params);
  return <ProgrammePage show={show} programme={programme} club={getClub()} largePrint />;
}
