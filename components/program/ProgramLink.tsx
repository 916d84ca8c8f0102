import Link from 'next/link';
import type { Show } from '@/lib/content/types';
import { routes } from '@/lib/site/routes';

/** The link from a show page to its program page, when the show has one. */
export function ProgramLink({ show }: { show: Pick<Show, 'name' | 'title' | 'digitalProgram'> }) {
  if (!show.digitalProgram) return null;
  return (
    <p>
      <Link href={routes.program(show.name)} className="button button--secondary">
        Read the program<span className="visually-hidden">: {show.title}</span>
      </Link>
    </p>
  );
}
