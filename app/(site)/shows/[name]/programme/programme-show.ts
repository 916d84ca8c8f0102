// What the programme's routes share (docs/rules/shows.md#programme-notes): the programme page, its
// large-print version, its QR card and the card's QR code are built for the same shows, and each
// reads its show the same way.
import { notFound } from 'next/navigation';
import { findShow, getAllShows } from '@/lib/content';
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

/** The show the address names, when it has a programme; otherwise the 404 page. */
export async function loadProgrammeShow(params: ProgrammeParams): Promise<Show> {
  const { name } = await params;
  const show = findShow(name);
  if (!show?.programme) notFound();
  return show;
}
