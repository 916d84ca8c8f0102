/**
 * A work's performances in one season (/works/{id}/{season}/, docs/archive.md#pages): the
 * earlier seasons its own page (WorkPage.tsx) links instead of showing, one page each; a season of
 * more shows than a page lists is split into parts by date (/works/{id}/{season}/2/ …,
 * lib/concepts/archive/rules/season-pages.ts), each page linking the others with their dates.
 */
import Link from 'next/link';
import type { PerformanceView, WorkRef } from '@/lib/concepts/archive/build';
import { WORK_KIND_NAMES, partSegments } from '@/lib/concepts/archive';
import { seasonTitle, type SeasonId } from '@/lib/concepts/seasons';
import { routes } from '@/lib/site/routes';
import { countOf } from '@/lib/site/words';
import { PerformanceItem, performedIn } from './WorkPage';
import { partEntries, SeasonList } from './SeasonList';
import styles from './archive.module.css';

interface Props {
  work: WorkRef;
  season: SeasonId;
  /** What took place in the season, newest first, in its parts (one for most seasons). */
  parts: ReadonlyArray<readonly PerformanceView[]>;
  /** The part this page lists, by index. */
  part: number;
}

/** The address of a season's part, by index: the first is the season's own. */
export function workSeasonPartUrl(work: WorkRef, season: SeasonId, index: number): string {
  const segment = partSegments(index + 1)[index - 1];
  return segment
    ? routes.workSeasonPart(work.id, season, segment)
    : routes.workSeason(work.id, season);
}

export function WorkSeasonPage({ work, season, parts, part }: Props) {
  const performances = parts[part] ?? [];
  const performed = performedIn(performances);
  const total = parts.reduce((sum, items) => sum + performedIn(items), 0);
  const title = seasonTitle(season);
  const seasonLink = (
    <Link href={routes.season(season)} prefetch={false}>
      {title}
    </Link>
  );
  return (
    // Not a search result of its own: the work's page is (its heading counts these too).
    <article className="container page">
      <header className="page-header">
        <p className="eyebrow">{WORK_KIND_NAMES[work.kind]}</p>
        <h1>
          {work.title}: {title}
        </h1>
        <p className={styles.facts}>
          {parts.length > 1 ? (
            <>
              {countOf(performed, 'performance')} of the {total.toLocaleString('en-US')} in the{' '}
              {seasonLink}, by date.
            </>
          ) : (
            <>
              {countOf(performed, 'performance')} in the {seasonLink}.
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
            (index) => workSeasonPartUrl(work, season, index),
            (items) => countOf(performedIn(items), 'performance'),
          )}
        />
      ) : null}
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
