// What the program's routes share (docs/rules/shows.md#program-notes): the program page, its
// large-print version, its QR card and the card's QR code are built for the same shows, and each
// reads its show the same way.
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

/**
 * The show the address names and its program. Undefined only at the stand-in, which draws the
 * not-found page itself: notFound() in a static export writes an empty error document.
 */
export async function loadProgram(
  params: ProgramParams,
): Promise<{ show: Show; program: ProgramView } | undefined> {
  const show = findShow((await params).name);
  const program = show && getProgram(show);
  return show && program ? { show, program } : undefined;
}
