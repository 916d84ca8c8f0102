// The large-print programme (docs/rules/shows.md#programme-notes): the same pages as the
// programme's, one column in 18 pt type.
import { notFound } from 'next/navigation';
import { ProgrammePage } from '@/components/programme/ProgrammePage';
import { findShow, getAllShows, getClub, getProgrammeLines } from '@/lib/content';
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
    title: `Large-print programme: ${distinctShowTitle(show, getAllShows())}`,
    description: `The programme of ${show.title}, ${show.dateFormatted}, in large print.`,
    path: routes.programmeLargePrint(show.name),
  });
}

export default async function Page({ params }: Props) {
  const show = await loadShow(params);
  return <ProgrammePage show={show} lines={getProgrammeLines(show)} club={getClub()} largePrint />;
}
