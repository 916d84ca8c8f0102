// A programme's printable QR card (docs/rules/shows.md#programme-notes).
import { notFound } from 'next/navigation';
import { ProgrammeCard } from '@/components/programme/ProgrammeCard';
import { findShow, getAllShows } from '@/lib/content';
import { distinctShowTitle } from '@/lib/concepts/seasons/rules/seasons';
import { pageMetadata } from '@/lib/outputs/metadata';
import { routes } from '@/lib/site/routes';
import { generateStaticParams as programmeParams } from '../page';

interface Props {
  params: Promise<{ name: string }>;
}

export const dynamicParams = false;

export const generateStaticParams = programmeParams;

async function loadShow(params: Props['params']) {
  const { name } = await params;
  const show = findShow(name);
  if (!show?.programme) notFound();
  return show;
}

export async function generateMetadata({ params }: Props) {
  const show = await loadShow(params);
  return pageMetadata({
    title: `Programme card: ${distinctShowTitle(show, getAllShows())}`,
    description: `A printable card whose QR code leads to the programme of ${show.title}.`,
    path: routes.programmeCard(show.name),
  });
}

export default async function Page({ params }: Props) {
  return <ProgrammeCard show={await loadShow(params)} />;
}
