import { SearchTags } from '@/components/search/SearchTags';
import { ProgrammePage } from '@/components/programme/ProgrammePage';
import { getAllShows, getClub } from '@/lib/content';
import { programmeSearchTags } from '@/lib/outputs/search';
import { distinctShowTitle } from '@/lib/concepts/seasons/rules/seasons';
import { pageMetadata } from '@/lib/outputs/metadata';
import { routes } from '@/lib/site/routes';
import { loadProgramme, programmeShowParams, type ProgrammeParams } from './programme-show';

interface Props {
  params: ProgrammeParams;
}

// Only the shows with a programme have this page; any other name is the 404 page.
export const dynamicParams = false;

export const generateStaticParams = programmeShowParams;

export async function generateMetadata({ params }: Props) {
  const { show } = await loadProgramme(params);
  return pageMetadata({
    title: `Programme: ${distinctShowTitle(show, getAllShows())}`,
    description: `The programme of ${show.title}, ${show.dateFormatted}: works, performers, credits and notes.`,
    path: routes.programme(show.name),
  });
}

export default async function Page({ params }: Props) {
  const { show, programme } = await loadProgramme(params);
  return (
    <ProgrammePage show={show} programme={programme} club={getClub()}>
      <SearchTags tags={programmeSearchTags(show)} detail={`Programme, ${show.dateFormatted}`} />
    </ProgrammePage>
  );
}
