/**
 * A work's performances in one season (/works/{id}/{season}/, docs/archive.md#pages): the
 * earlier seasons its own page (WorkPage.tsx) links instead of showing, one page each.
 */
import Link from 'next/link';
import type { PerformanceView, WorkRef } from '@/lib/concepts/archive/archive-views';
import { WORK_KIND_NAMES } from '@/lib/concepts/archive';
import { seasonTitle, type SeasonId } from '@/lib/concepts/seasons';
import { routes } from '@/lib/site/routes';
import { countOf } from '@/lib/site/words';
import { PerformanceItem } from './WorkPage';
import styles from './archive.module.css';

interface Props {
  work: WorkRef;
  season: SeasonId;
  /** What took place in the season, newest first. */
  performances: readonly PerformanceView[];
}

export function WorkSeasonPage({ work, season, performances }: Props) {
  const performed = performances.reduce((sum, view) => sum + view.tally.tookPlace, 0);
  return (
    // Not a search result of its own: the work's page is (its heading counts these too).
    <article className="container page">
      <header className="page-header">
        <p className="eyebrow">{WORK_KIND_NAMES[work.kind]}</p>
        <h1>
          {work.title}: {seasonTitle(season)}
        </h1>
        <p className={styles.facts}>
          {countOf(performed, 'performance')} in the{' '}
          <Link href={routes.season(season)} prefetch={false}>
            {seasonTitle(season)}
          </Link>
          .
        </p>
      </header>
      <ul className={styles.list}>
        {performances.map((view) => (
          <PerformanceItem key={view.show.name} view={view} count={view.tally.tookPlace} />
        ))}
      </ul>
      <p className="no-print">
        <Link href={routes.work(work.id)}>Every season and what comes next for {work.title}</Link>
      </p>
    </article>
  );
}
