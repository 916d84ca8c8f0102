/**
 * A person's or group's appearances in one season (/people/{id}/{season}/,
 * docs/archive.md#pages): the seasons their own page (PersonPage.tsx) does not show in full, one
 * page each, so no page grows with a resident ensemble's record. A season of more shows than a
 * page lists is split into parts by date (/people/{id}/{season}/2/ …,
 * lib/concepts/archive/rules/season-pages.ts), each page linking the others with their dates.
 */
import Link from 'next/link';
import type { ReactNode } from 'react';
import type { AppearanceView } from '@/lib/concepts/archive/build';
import { PERSON_KIND_NAMES, partSegments } from '@/lib/concepts/archive';
import { seasonTitle, type SeasonId } from '@/lib/concepts/seasons';
import type { Person } from '@/lib/content/types';
import { routes } from '@/lib/site/routes';
import { countOf } from '@/lib/site/words';
import { AppearanceItem } from './PersonPage';
import { partEntries, SeasonList } from './SeasonList';
import styles from './archive.module.css';

interface Props {
  person: Person;
  season: SeasonId;
  /** What took place in the season, oldest first, in its parts (one for most seasons). */
  parts: ReadonlyArray<readonly AppearanceView[]>;
  /** The part this page lists, by index. */
  part: number;
  children?: ReactNode;
}

/** The address of a season's part, by index: the first is the season's own. */
export function personSeasonPartUrl(person: Person, season: SeasonId, index: number): string {
  const segment = partSegments(index + 1)[index - 1];
  return segment
    ? routes.personSeasonPart(person.id, season, segment)
    : routes.personSeason(person.id, season);
}

export function PersonSeasonPage({ person, season, parts, part, children }: Props) {
  const appearances = parts[part] ?? [];
  const total = parts.reduce((sum, items) => sum + items.length, 0);
  const title = seasonTitle(season);
  const seasonLink = (
    <Link href={routes.season(season)} prefetch={false}>
      {title}
    </Link>
  );
  return (
    // Not a search result of its own: the person's page is (its summary counts these too).
    <article className="container page">
      {children}
      <header className="page-header">
        <p className="eyebrow">{PERSON_KIND_NAMES[person.kind]}</p>
        <h1>
          {person.name}: {title}
        </h1>
        <p className={styles.facts}>
          {parts.length > 1 ? (
            <>
              {countOf(appearances.length, 'appearance')} of the {total.toLocaleString('en-US')} in
              the {seasonLink}, by date.
            </>
          ) : (
            <>
              {countOf(appearances.length, 'appearance')} in the {seasonLink}.
            </>
          )}
        </p>
      </header>
      {parts.length > 1 ? (
        <SeasonList
          id="season-parts"
          level={2}
          heading={`The ${title} by date`}
          entries={partEntries(
            parts,
            part,
            (index) => personSeasonPartUrl(person, season, index),
            (items) => countOf(items.length, 'appearance'),
          )}
        />
      ) : null}
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
