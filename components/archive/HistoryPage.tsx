/**
 * The series' history (/history/, docs/archive.md#pages): performances per decade as a chart with
 * its table, what is coming up, the most performed works and composers, the people seen most
 * often, and every season by decade, linked to its season page with its counts. The seasons'
 * shows are listed on their season pages, not here, so the page stays light however long the
 * archive. Every count is of what took place by the build day
 * (docs/rules/seasons.md#what-the-history-counts).
 */
import Link from 'next/link';
import type { ReactNode } from 'react';
import type { HistoryView } from '@/lib/concepts/archive/build';
import { type HistoryEntry, decadeLabel } from '@/lib/concepts/archive';
import { statusNames } from '@/lib/concepts/shows';
import { seasonTitle, seasonYears } from '@/lib/concepts/seasons';
import type { Show } from '@/lib/content/types';
import { routes } from '@/lib/site/routes';
import { countOf } from '@/lib/site/words';
import { DecadeChart, DecadeTable } from './DecadeChart';
import styles from './archive.module.css';

interface Props {
  history: HistoryView;
  seriesName: string;
  children?: ReactNode;
}

function Ranked({
  id,
  heading,
  noun,
  rows,
}: {
  id: string;
  heading: string;
  noun: string;
  rows: ReadonlyArray<{ key: string; href: string; name: ReactNode; count: number }>;
}) {
  if (rows.length === 0) return null;
  return (
    <section aria-labelledby={id}>
      <h2 id={id}>{heading}</h2>
      <ol>
        {rows.map((row) => (
          <li key={row.key}>
            <Link href={row.href} prefetch={false}>
              {row.name}
            </Link>
            : {countOf(row.count, noun)}
          </li>
        ))}
      </ol>
    </section>
  );
}

/** "3 shows", "3 shows, 1 cancelled", "no shows, 1 postponed": what the season's list holds. */
export function seasonSummary(entries: ReadonlyArray<HistoryEntry<Show>>): string {
  const held = entries.filter((e) => e.tally.tookPlace > 0).length;
  const parts = [countOf(held, 'show', { zero: 'no shows' })];
  for (const status of ['cancelled', 'postponed'] as const) {
    const n = entries.filter((e) => e.tally.calledOffAs === status).length;
    if (n > 0) parts.push(`${n.toLocaleString('en-US')} ${statusNames[status].toLowerCase()}`);
  }
  return parts.join(', ');
}

export function HistoryPage({ history, seriesName, children }: Props) {
  const { decades, comingUp, topWorks, topComposers, topPeople, firstSeason } = history;
  const perDecade = decades
    .filter((d) => d.performanceCount > 0)
    .map((d) => ({ label: decadeLabel(d.decade), value: d.performanceCount }));
  return (
    <article className="container page" data-pagefind-body="">
      {children}
      <header className="page-header">
        <p className="eyebrow">{seriesName}</p>
        <h1>History</h1>
        <p className="lead">
          {firstSeason
            ? `Every season since ${seasonYears(firstSeason)}, the works performed most often and the artists who came back, counting the performances that took place.`
            : 'No performance has taken place yet: the record starts with the first.'}{' '}
          The whole record is also <Link href={routes.openData()}>open data</Link>.
        </p>
      </header>
      <DecadeChart rows={perDecade} />
      <DecadeTable rows={perDecade} />
      {comingUp.length > 0 ? (
        <section aria-labelledby="coming-up">
          <h2 id="coming-up">Coming up</h2>
          <p>Counted here once they have taken place.</p>
          <ul>
            {comingUp.map((show) => (
              <li key={show.name}>
                <Link href={show.url} prefetch={false}>
                  {show.title}
                </Link>
                , {show.dateFormatted}
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      <Ranked
        id="top-works"
        heading="Most performed works"
        noun="performance"
        rows={topWorks.map(({ work, count }) => ({
          key: work.id,
          href: work.url,
          name: <cite>{work.title}</cite>,
          count,
        }))}
      />
      <Ranked
        id="top-composers"
        heading="Most performed composers"
        noun="performance"
        rows={topComposers.map(({ person, count }) => ({
          key: person.id,
          href: person.url,
          name: person.name,
          count,
        }))}
      />
      <Ranked
        id="top-people"
        heading="Most appearances"
        noun="show"
        rows={topPeople.map(({ person, count }) => ({
          key: person.id,
          href: person.url,
          name: person.name,
          count,
        }))}
      />
      {decades.length > 0 ? (
        <section aria-labelledby="by-decade">
          <h2 id="by-decade">Every season</h2>
          {decades.map((decade) => (
            <section key={decade.decade} aria-labelledby={`decade-${decade.decade}`}>
              <h3 id={`decade-${decade.decade}`}>{decadeLabel(decade.decade)}</h3>
              <ul className={styles.seasons}>
                {decade.seasons.map((season) => (
                  <li key={season.id}>
                    <Link href={routes.season(season.id)} prefetch={false}>
                      {seasonTitle(season.id)}
                    </Link>{' '}
                    ({seasonSummary(season.shows)})
                  </li>
                ))}
              </ul>
            </section>
          ))}
        </section>
      ) : null}
    </article>
  );
}
