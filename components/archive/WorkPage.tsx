/**
 * A work's page (/works/{id}/, docs/archive.md): who made it, then every performance in the
 * series, newest first, with who performed it.
 */
import Link from 'next/link';
import type { ReactNode } from 'react';
import { ExternalLink } from '@/components/ui/ExternalLink';
import type { PerformanceView, WorkRef } from '@/lib/concepts/archive/archive-views';
import { authorityLinks } from '@/lib/concepts/archive/rules/authorities';
import { roleName, WORK_KIND_NAMES } from '@/lib/concepts/archive/rules/people-words';
import { routes } from '@/lib/site/routes';
import { CreditLinks } from './CreditList';
import styles from './archive.module.css';

interface Props {
  work: WorkRef;
  /** Oldest first. */
  performances: readonly PerformanceView[];
  children?: ReactNode;
}

export function WorkPage({ work, performances, children }: Props) {
  const links = authorityLinks({ wikidata: work.wikidata });
  const newestFirst = [...performances].reverse();
  return (
    <article className="container page" data-pagefind-body="">
      {children}
      <header className="page-header">
        <p className="eyebrow">{WORK_KIND_NAMES[work.kind]}</p>
        <h1>{work.title}</h1>
        {work.creators.length > 0 || work.year !== undefined ? (
          <p className="lead">
            {work.creators.map((creator, index) => (
              <span key={`${creator.person.id}-${creator.role}`}>
                {index > 0 ? '; ' : null}
                {roleName(creator.role)}:{' '}
                <Link href={creator.person.url} prefetch={false}>
                  {creator.person.name}
                </Link>
              </span>
            ))}
            {work.year !== undefined ? `${work.creators.length > 0 ? '. ' : ''}${work.year}` : null}
          </p>
        ) : null}
        {links.length > 0 ? (
          <p className="no-print">
            Also in: <ExternalLink href={links[0]?.url ?? ''}>Wikidata</ExternalLink>
          </p>
        ) : null}
      </header>
      <section aria-labelledby="performances">
        <h2 id="performances">
          {performances.length === 1
            ? 'One performance in the series'
            : `${performances.length} performances in the series`}
        </h2>
        <ul className={styles.list}>
          {newestFirst.map(({ show, people }) => (
            <li key={show.name}>
              <Link href={show.url} prefetch={false}>
                {show.title}
              </Link>
              <span className={styles.detail}>
                {show.dateFormatted}, {show.location}
              </span>
              {people.length > 0 ? (
                <span className={styles.detail}>
                  Performed by <CreditLinks credits={people} />
                </span>
              ) : null}
            </li>
          ))}
        </ul>
      </section>
      <p className="no-print">
        <Link href={routes.history()}>The series’ history since its first season</Link>
      </p>
    </article>
  );
}
