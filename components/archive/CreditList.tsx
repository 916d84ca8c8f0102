/**
 * Who took part and what was performed, as links to their pages (docs/archive.md): one line, for
 * a show on a person's or a work's page and for the show's own page.
 */
import Link from 'next/link';
import type { CreditView, WorkRef } from '@/lib/concepts/archive/build';
import { onlyOn, roleName } from '@/lib/concepts/archive';

/** What follows a name: "viola", "conductor", "viola; Mar 7 only"; nothing for a plain performer. */
function creditDetail(credit: CreditView): string {
  const what =
    credit.part ?? (credit.role === 'performer' ? '' : roleName(credit.role).toLowerCase());
  return [what, credit.dates ? onlyOn(credit.dates) : ''].filter(Boolean).join('; ');
}

/** "Ines Varga (viola)", "Tomas Reyes (conductor; Mar 7 only)" */
export function CreditLinks({ credits }: { credits: readonly CreditView[] }) {
  return (
    <>
      {credits.map((credit, index) => {
        const detail = creditDetail(credit);
        return (
          <span key={`${credit.person.id}-${credit.role}-${credit.part ?? ''}`}>
            {index > 0 ? ', ' : null}
            <Link href={credit.person.url} prefetch={false}>
              {credit.person.name}
            </Link>
            {detail ? ` (${detail})` : null}
          </span>
        );
      })}
    </>
  );
}

/** "River Sketches (Delphine Arceneaux)" */
export function WorkLinks({ works }: { works: readonly WorkRef[] }) {
  return (
    <>
      {works.map((work, index) => {
        const by = work.creators.map((creator) => creator.person.name).join(', ');
        return (
          <span key={work.id}>
            {index > 0 ? '; ' : null}
            <Link href={work.url} prefetch={false}>
              <cite>{work.title}</cite>
            </Link>
            {by ? ` (${by})` : null}
          </span>
        );
      })}
    </>
  );
}
