import Link from 'next/link';
import type { Show } from '@/lib/content/types';
import { routes } from '@/lib/site/routes';

/** The link from a show page to its programme page, when the show has one. */
export function ProgrammeLink({ show }: { show: Pick<Show, 'name' | 'title' | 'programme'> }) {
  if (!show.programme) return null;
  return (
    <p>
      <Link href={routes.programme(show.name)} className="button button--secondary">
        Read the programme<span className="visually-hidden">: {show.title}</span>
      </Link>
    </p>
  );
}
