/**
 * A work's page (/works/{id}/, docs/archive.md): who made it, then the performances that took
 * place in its most recent seasons (as many as fit in one page's rows), newest first, with who
 * performed it, each other season linked with its count to a page of its own (WorkSeasonPage.tsx,
 * SeasonList.tsx; lib/concepts/archive/rules/season-pages.ts), then those coming up and any
 * cancelled or postponed (docs/rules/seasons.md#what-the-history-counts, on the build day).
 */
import Link from 'next/link';
import type { ReactNode } from 'react';
import { ExternalLink } from '@/components/ui/ExternalLink';
import type { PerformanceView, WorkRef } from '@/lib/concepts/archive/build';
import {
  authorityLinks,
  roleName,
  WORK_KIND_NAMES,
  pastBySeason,
  rowCredits,
  splitSeasons,
  historyPlace,
} from '@/lib/concepts/archive';
import { seasonTitle } from '@/lib/concepts/seasons';
import { routes } from '@/lib/site/routes';
import { countOf } from '@/lib/site/words';
import { CalledOff } from './CalledOff';
import { CreditLinks } from './CreditList';
import { SeasonList } from './SeasonList';
import styles from './archive.module.css';

interface Props {
  work: WorkRef;
  /** Oldest first. */
  performances: readonly PerformanceView[];
  children?: ReactNode;
}

/**
 * One show of the work: its name (and status), date, venue, how many performances, who performed
 * (the first ROW_CREDITS of them, then how many others, linked to the show's page that names all).
 */
export function PerformanceItem({ view, count }: { view: PerformanceView; count: number }) {
  const { show, people, tally } = view;
  const { named, more } = rowCredits(people);
  return (
    <li>
      <Link href={show.url} prefetch={false}>
        {show.title}
      </Link>
      <CalledOff status={tally.calledOffAs} />
      <span className={styles.detail}>
        {show.dateFormatted}, {show.location}
        {count > 1 ? `, ${countOf(count, 'performance')}` : null}
      </span>
      {named.length > 0 ? (
        <span className={styles.detail}>
          Performed by <CreditLinks credits={named} />
          {more > 0 ? (
            <>
              {' '}
              and{' '}
              <Link href={show.url} prefetch={false}>
                {countOf(more, 'other')}
              </Link>
            </>
          ) : null}
        </span>
      ) : null}
    </li>
  );
}

/** How many performances of these shows took place. */
export const performedIn = (views: readonly PerformanceView[]) =>
  views.reduce((sum, view) => sum + view.tally.tookPlace, 0);

export function WorkPage({ work, performances, children }: Props) {
  const links = authorityLinks({ wikidata: work.wikidata });
  const newestFirst = [...performances].reverse();
  const seasons = pastBySeason(newestFirst);
  const { recent, earlier } = splitSeasons(seasons);
  const held = recent.flatMap((share) => share.items);
  const performed = seasons.reduce((sum, share) => sum + performedIn(share.items), 0);
  // What is to come reads in date order, soonest first.
  const upcoming = performances.filter((view) => view.tally.upcoming > 0);
  const calledOff = newestFirst.filter((view) => historyPlace(view.tally) === 'calledOff');
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
          {countOf(performed, 'performance', { zero: 'No performances' })} in the series
          {performed === 0 ? ' yet' : ''}
        </h2>
        {held.length > 0 ? (
          <ul className={styles.list}>
            {held.map((view) => (
              <PerformanceItem key={view.show.name} view={view} count={view.tally.tookPlace} />
            ))}
          </ul>
        ) : null}
        <SeasonList
          id="earlier-seasons"
          level={3}
          heading={recent.length > 0 ? 'Earlier seasons' : 'By season'}
          entries={earlier.map(({ season, items }) => ({
            href: routes.workSeason(work.id, season),
            label: seasonTitle(season),
            holds: countOf(performedIn(items), 'performance'),
          }))}
        />
      </section>
      {upcoming.length > 0 ? (
        <section aria-labelledby="coming-up">
          <h2 id="coming-up">Coming up</h2>
          <ul className={styles.list}>
            {upcoming.map((view) => (
              <PerformanceItem key={view.show.name} view={view} count={view.tally.upcoming} />
            ))}
          </ul>
        </section>
      ) : null}
      {calledOff.length > 0 ? (
        <section aria-labelledby="called-off">
          <h2 id="called-off">Cancelled or postponed</h2>
          <ul className={styles.list}>
            {calledOff.map((view) => (
              <PerformanceItem key={view.show.name} view={view} count={0} />
            ))}
          </ul>
        </section>
      ) : null}
      <p className="no-print">
        <Link href={routes.history()}>The series’ history since its first season</Link>
      </p>
    </article>
  );
}
