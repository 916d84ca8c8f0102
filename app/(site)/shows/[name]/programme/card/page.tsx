// A programme's printable QR card (docs/rules/shows.md#programme-notes).
import { ProgrammeCard } from '@/components/programme/ProgrammeCard';
import { getAllShows } from '@/lib/content';
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
    title: `Programme card: ${distinctShowTitle(show, getAllShows())}`,
    description: `A printable card whose QR code leads to the programme of ${show.title}.`,
    path: routes.programmeCard(show.name),
  });
}

export default async function Page({ params }: Props) {
  return <ProgrammeCard show={(await loadProgramme(params)).show} />;
}
