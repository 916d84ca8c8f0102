// A program's printable QR card (docs/rules/shows.md#program-notes).
import { ProgramCard } from '@/components/program/ProgramCard';
import { getAllShows } from '@/lib/content';
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
  const { show } = await loadProgram(params);
  return pageMetadata({
    title: `Program card: ${distinctShowTitle(show, getAllShows())}`,
    description: `A printable card whose QR code leads to the program of ${show.title}.`,
    path: routes.programCard(show.name),
  });
}

export default async function Page({ params }: Props) {
  return <ProgramCard show={(await loadProgram(params)).show} />;
}
