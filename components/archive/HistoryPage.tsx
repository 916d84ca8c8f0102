/**
 * The series' history (/history/, docs/archive.md#history): shows per decade as a chart with its
 * table, the most performed works and composers, the people seen most often, and every season by
 * decade with its shows linked.
 */
import Link from 'next/link';
import type { ReactNode } from 'react';
import type { HistoryView } from '@/lib/concepts/archive/archive-views';
import { decadeLabel } from '@/lib/concepts/archive/rules/archive';
import { seasonTitle } from '@/lib/concepts/seasons/rules/seasons';
import { routes } from '@/lib/site/routes';
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
  unit,
  rows,
}: {
  id: string;
  heading: string;
  unit: string;
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
            : {row.count} {unit}
          </li>
        ))}
      </ol>
    </section>
  );
}

export function HistoryPage({ history, seriesName, children }: Props) {
  const { decades, topWorks, topComposers, topPeople } = history;
  const perDecade = decades.map((d) => ({ label: decadeLabel(d.decade), value: d.showCount }));
  return (
    <article className="container page" data-pagefind-body="">
      {children}
      <header className="page-header">
        <p className="eyebrow">{seriesName}</p>
        <h1>History</h1>
        <p className="lead">
          Every season of the series, the works performed most often and the artists who came back.
          The whole record is also <Link href={routes.openData()}>open data</Link>.
        </p>
      </header>
      <DecadeChart rows={perDecade} />
      <DecadeTable rows={perDecade} />
      <Ranked
        id="top-works"
        heading="Most performed works"
        unit="performances"
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
        unit="performances"
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
        unit="shows"
        rows={topPeople.map(({ person, count }) => ({
          key: person.id,
          href: person.url,
          name: person.name,
          count,
        }))}
      />
      <section aria-labelledby="by-decade">
        <h2 id="by-decade">Every season</h2>
        {decades.map((decade) => (
          <section key={decade.decade} aria-labelledby={`decade-${decade.decade}`}>
            <h3 id={`decade-${decade.decade}`}>{decadeLabel(decade.decade)}</h3>
            {decade.seasons.map((season) => (
              <details key={season.id} className={styles.season}>
                <summary>
                  {seasonTitle(season.id)} ({season.shows.length}{' '}
                  {season.shows.length === 1 ? 'show' : 'shows'})
                </summary>
                <ul>
                  {season.shows.map((show) => (
                    <li key={show.name}>
                      <Link href={show.url} prefetch={false}>
                        {show.title}
                      </Link>
                      , {show.dateFormattedShort}
                    </li>
                  ))}
                </ul>
                <p>
                  <Link href={routes.season(season.id)} prefetch={false}>
                    The {seasonTitle(season.id)}
                  </Link>
                </p>
              </details>
            ))}
          </section>
        ))}
      </section>
    </article>
  );
}
