// What the program's routes share (docs/rules/shows.md#program-notes): the program page, its
// large-print version, its QR card and the card's QR code are built for the same shows, and each
// reads its show the same way.
import { notFound } from 'next/navigation';
import { findShow, getAllShows, getProgram } from '@/lib/content';
import type { ProgramView } from '@/lib/concepts/archive/build';
import type { Show } from '@/lib/content/types';
import { orStandIn, STAND_IN } from '@/lib/site/static-params';

/** A route's parameters: the show's name. */
export type ProgramParams = Promise<{ name: string }>;

/** The shows with a program, each one page of every program route. */
export function programShowParams(): Array<{ name: string }> {
  // With no program in the season, only the stand-in, the not-found page (lib/site/static-params.ts).
  return orStandIn(
    getAllShows()
      .filter((show) => show.digitalProgram)
      .map((show) => ({ name: show.name })),
    { name: STAND_IN },
  );
}

/** The show the address names and its program, when it has one; otherwise the 404 page. */
export async function loadProgram(
  params: ProgramParams,
): Promise<{ show: Show; program: ProgramView }> {
  const { name } = await params;
  const show = findShow(name);
  const program = show && getProgram(show);
  if (!show || !program) notFound();
  return { show, program };
}
