/**
 * A person's or group's appearances in one season (/people/{id}/{season}/,
 * docs/archive.md#pages): the seasons their own page (PersonPage.tsx) does not show in full, one
 * page each, so no page grows with a resident ensemble's record.
 */
import Link from 'next/link';
import type { ReactNode } from 'react';
import type { AppearanceView } from '@/lib/concepts/archive/archive-views';
import { PERSON_KIND_NAMES } from '@/lib/concepts/archive';
import { seasonTitle, type SeasonId } from '@/lib/concepts/seasons';
import type { Person } from '@/lib/content/types';
import { routes } from '@/lib/site/routes';
import { countOf } from '@/lib/site/words';
import { AppearanceItem } from './PersonPage';
import styles from './archive.module.css';

interface Props {
  person: Person;
  season: SeasonId;
  /** What took place in the season, oldest first. */
  appearances: readonly AppearanceView[];
  children?: ReactNode;
}

export function PersonSeasonPage({ person, season, appearances, children }: Props) {
  return (
    // Not a search result of its own: the person's page is (its summary counts these too).
    <article className="container page">
      {children}
      <header className="page-header">
        <p className="eyebrow">{PERSON_KIND_NAMES[person.kind]}</p>
        <h1>
          {person.name}: {seasonTitle(season)}
        </h1>
        <p className={styles.facts}>
          {countOf(appearances.length, 'appearance')} in the{' '}
          <Link href={routes.season(season)} prefetch={false}>
            {seasonTitle(season)}
          </Link>
          .
        </p>
      </header>
      <ul className={styles.list}>
        {appearances.map((a) => (
          <AppearanceItem key={a.show.name} appearance={a} />
        ))}
      </ul>
      <p className="no-print">
        <Link href={routes.person(person.id)}>
          Every season and what comes next for {person.name}
        </Link>
      </p>
    </article>
  );
}
