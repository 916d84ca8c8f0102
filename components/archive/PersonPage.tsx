/**
 * A person's or group's page (/people/{id}/, docs/archive.md): who they are, what comes next, then
 * the appearances that took place in their most recent seasons (as many as fit in one page's rows)
 * with role, date, venue and the works performed, each other season linked with its count to a
 * page of its own (PersonSeasonPage.tsx, SeasonList.tsx; lib/concepts/archive/rules/season-pages.ts),
 * then any cancelled or postponed. The page stays light at any number of appearances. Pre-rendered: what took place and what is to come are decided
 * on the build day (docs/rules/seasons.md#what-the-history-counts), which the nightly build moves
 * on; the summary counts the same appearances the list shows.
 */
import Link from 'next/link';
import type { ReactNode } from 'react';
import { ExternalLink } from '@/components/ui/ExternalLink';
import { SiteImage } from '@/components/ui/SiteImage';
import type { AppearanceView } from '@/lib/concepts/archive/build';
import type { Person } from '@/lib/content/types';
import {
  authorityLinks,
  onlyOn,
  PERSON_KIND_NAMES,
  roleName,
  pastBySeason,
  splitSeasons,
  historyPlace,
} from '@/lib/concepts/archive';
import { seasonTitle } from '@/lib/concepts/seasons';
import { routes } from '@/lib/site/routes';
import { countOf } from '@/lib/site/words';
import { CalledOff } from './CalledOff';
import { WorkLinks } from './CreditList';
import { SeasonList } from './SeasonList';
import styles from './archive.module.css';

interface Props {
  person: Person;
  /** Oldest first. */
  appearances: readonly AppearanceView[];
  children?: ReactNode;
}

function Roles({ roles }: { roles: AppearanceView['roles'] }) {
  return (
    <>
      {roles
        .map((r) =>
          [roleName(r.role), r.part, r.dates ? onlyOn(r.dates) : undefined]
            .filter(Boolean)
            .join(', '),
        )
        .join('; ')}
    </>
  );
}

export function AppearanceItem({ appearance }: { appearance: AppearanceView }) {
  const { show, roles, works, tally } = appearance;
  return (
    <li>
      <Link href={show.url} prefetch={false}>
        {show.title}
      </Link>
      <CalledOff status={tally.calledOffAs} />
      <span className={styles.detail}>
        {show.dateFormatted}, {show.location}
      </span>
      <span className={styles.detail}>
        <Roles roles={roles} />
      </span>
      {works.length > 0 ? (
        <span className={styles.detail}>
          Works: <WorkLinks works={works} />
        </span>
      ) : null}
    </li>
  );
}

/**
 * "3 appearances in the series.", "No appearances in the series yet; 1 coming up.": the same
 * appearances the page lists under "Every appearance" and "Coming up".
 */
export function appearanceSummary(past: number, upcoming: number): string {
  const record = `${countOf(past, 'appearance', { zero: 'No appearances' })} in the series${past === 0 ? ' yet' : ''}`;
  return upcoming > 0 ? `${record}; ${upcoming.toLocaleString('en-US')} coming up.` : `${record}.`;
}

export function PersonPage({ person, appearances, children }: Props) {
  const seasons = pastBySeason(appearances);
  const { recent, earlier } = splitSeasons(seasons);
  const pastCount = seasons.reduce((sum, share) => sum + share.items.length, 0);
  const upcoming = appearances.filter((a) => a.tally.upcoming > 0);
  const calledOff = appearances.filter((a) => historyPlace(a.tally) === 'calledOff');
  const links = authorityLinks(person);
  return (
    <article className="container page" data-pagefind-body="">
      {children}
      <header className="page-header">
        <p className="eyebrow">{PERSON_KIND_NAMES[person.kind]}</p>
        <h1>{person.name}</h1>
        <p className={styles.facts}>{appearanceSummary(pastCount, upcoming.length)}</p>
      </header>
      {person.portrait ? (
        <SiteImage
          className={styles.portrait}
          image={person.portrait}
          sizes="(min-width: 48rem) 20rem, 40vw"
        />
      ) : null}
      {person.bio ? <p className="lead">{person.bio}</p> : null}
      {links.length > 0 ? (
        <p className="no-print">
          Also in:{' '}
          {links.map((link, index) => (
            <span key={link.name}>
              {index > 0 ? ', ' : null}
              <ExternalLink href={link.url}>{link.name}</ExternalLink>
            </span>
          ))}
        </p>
      ) : null}

      <section aria-labelledby="coming-up">
        <h2 id="coming-up">Coming up</h2>
        {upcoming.length > 0 ? (
          <ul className={styles.list}>
            {upcoming.map((a) => (
              <AppearanceItem key={a.show.name} appearance={a} />
            ))}
          </ul>
        ) : (
          <p>Nothing announced at the moment.</p>
        )}
      </section>

      <section aria-labelledby="every-appearance">
        <h2 id="every-appearance">Every appearance</h2>
        {pastCount === 0 ? <p>None yet.</p> : null}
        {recent.map(({ season, items }) => (
          <section key={season} className={styles.season} aria-labelledby={`season-${season}`}>
            <h3 id={`season-${season}`}>
              <Link href={routes.season(season)} prefetch={false}>
                {seasonTitle(season)}
              </Link>
            </h3>
            <ul className={styles.list}>
              {items.map((a) => (
                <AppearanceItem key={a.show.name} appearance={a} />
              ))}
            </ul>
          </section>
        ))}
        <SeasonList
          id="earlier-seasons"
          level={3}
          heading={recent.length > 0 ? 'Earlier seasons' : 'By season'}
          entries={earlier.map(({ season, items }) => ({
            href: routes.personSeason(person.id, season),
            label: seasonTitle(season),
            holds: countOf(items.length, 'appearance'),
          }))}
        />
      </section>

      {calledOff.length > 0 ? (
        <section aria-labelledby="called-off">
          <h2 id="called-off">Cancelled or postponed</h2>
          <ul className={styles.list}>
            {calledOff.map((a) => (
              <AppearanceItem key={a.show.name} appearance={a} />
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
