/**
 * Who took part and what was performed, as links to their pages (docs/archive.md): one line, for
 * a show on a person's or a work's page and for the show's own page.
 */
import Link from 'next/link';
import type { CreditView, WorkRef } from '@/lib/concepts/archive/archive-views';
import { roleName } from '@/lib/concepts/archive/rules/people-words';

/** "Ines Varga (viola)" */
export function CreditLinks({ credits }: { credits: readonly CreditView[] }) {
  return (
    <>
      {credits.map((credit, index) => (
        <span key={`${credit.person.id}-${credit.role}`}>
          {index > 0 ? ', ' : null}
          <Link href={credit.person.url} prefetch={false}>
            {credit.person.name}
          </Link>
          {credit.part
            ? ` (${credit.part})`
            : credit.role === 'performer'
              ? null
              : ` (${roleName(credit.role).toLowerCase()})`}
        </span>
      ))}
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
