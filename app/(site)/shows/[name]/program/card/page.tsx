// A program's printable QR card (docs/rules/shows.md#program-notes).
import { ProgramCard } from '@/components/program/ProgramCard';
import { NotFoundPage, notFoundMetadata } from '@/components/pages/NotFoundPage';
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
  const loaded = await loadProgram(params);
  if (!loaded) return notFoundMetadata;
  const { show } = loaded;
  return pageMetadata({
    title: `Program card: ${distinctShowTitle(show, getAllShows())}`,
    description: `A printable card whose QR code leads to the program of ${show.title}.`,
    path: routes.programCard(show.name),
  });
}

export default async function Page({ params }: Props) {
  const loaded = await loadProgram(params);
  return loaded ? <ProgramCard show={loaded.show} /> : <NotFoundPage />;
}
