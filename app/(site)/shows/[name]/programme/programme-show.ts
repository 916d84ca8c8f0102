// What the programme's routes share (docs/rules/shows.md#programme-notes): the programme page, its
// large-print version, its QR card and the card's QR code are built for the same shows, and each
// reads its show the same way.
import { notFound } from 'next/navigation';
import { findShow, getAllShows, getProgramme } from '@/lib/content';
import type { ProgrammeView } from '@/lib/concepts/archive/archive-views';
import type { Show } from '@/lib/content/types';

/** A route's parameters: the show's name. */
export type ProgrammeParams = Promise<{ name: string }>;

/** The shows with a programme, each one page of every programme route. */
export function programmeShowParams(): Array<{ name: string }> {
  const names = getAllShows()
    .filter((show) => show.programme)
    .map((show) => ({ name: show.name }));
  // A static export refuses a dynamic route without pages: with no programme in the season, one
  // show's address is built as "not found" (its page is not linked and not in the sitemap).
  const first = getAllShows()[0];
  return names.length > 0 || !first ? names : [{ name: first.name }];
}

/** The show the address names and its programme, when it has one; otherwise the 404 page. */
export async function loadProgramme(
  params: ProgrammeParams,
): Promise<{ show: Show; programme: ProgrammeView }> {
  const { name } = await params;
  const show = findShow(name);
  const programme = show && getProgramme(show);
  if (!show || !programme) notFound();
  return { show, programme };
}
