/**
 * A show's program (/shows/{name}/program/, docs/rules/shows.md#program-notes): the works
 * with their composers and lengths, the cast, the credits and the notes. Made to be read on a
 * phone in a dark hall: light text on a dark ground, large type, no images and no scripts.
 */
import Link from 'next/link';
import type { ReactNode } from 'react';
import { SafeHtml } from '@/components/ui/SafeHtml';
import { ClubMembers } from '@/components/giving/ClubMembers';
import { StatusBanner } from '@/components/show-info/StatusBanner';
import type { Club } from '@/lib/concepts/club/build';
import type { ProgramPersonLine, ProgramView } from '@/lib/concepts/archive/build';
import type { Show } from '@/lib/content/types';
import { formatLength } from '@/lib/time/format';
import { routes } from '@/lib/site/routes';
import styles from './ProgramPage.module.css';

type Props = {
  show: Pick<
    Show,
    | 'name'
    | 'title'
    | 'subtitle'
    | 'dateFormatted'
    | 'timeFormatted'
    | 'location'
    | 'status'
    | 'previousDateFormatted'
  >;
  /** The program, its people and works by name and address (getProgram in lib/content). */
  program: ProgramView;
  /** The Philharmonic Club: its members who opted in are named after the notes. */
  club?: Pick<Club, 'levels' | 'members'>;
  /**
   * The large-print version (/shows/{name}/program/large-print/): one column, black on white,
   * body text of 18 pt and more on screen and paper alike.
   */
  largePrint?: boolean;
  /** Search tags and the like, at the top of the page's root. */
  children?: ReactNode;
};

/** A name, linked to the person's page when the program picked them from People. */
function PersonName({ line }: { line: ProgramPersonLine }) {
  return line.url ? <Link href={line.url}>{line.name}</Link> : <>{line.name}</>;
}

export function ProgramPage({ show, program, club, largePrint = false, children }: Props) {
  return (
    <article className={`container page ${styles.program} ${largePrint ? styles.largePrint : ''}`}>
      {children}
      <header className={styles.header}>
        <p className={styles.eyebrow}>{largePrint ? 'Large-print program' : 'Program'}</p>
        <h1 className={styles.title}>{show.title}</h1>
        {/* A program travels to phones and paper: it says the show is off as its page does. */}
        <StatusBanner entry={show} />
        {show.subtitle ? <p className={styles.subtitle}>{show.subtitle}</p> : null}
        <p>
          {show.dateFormatted}, {show.timeFormatted}, {show.location}
        </p>
        {largePrint ? null : (
          <p>
            <Link href={routes.programLargePrint(show.name)}>
              Large-print program<span className="visually-hidden">: {show.title}</span>
            </Link>
          </p>
        )}
      </header>
      {program.works.length > 0 ? (
        <section aria-labelledby="works-heading">
          <h2 id="works-heading">The program</h2>
          <ol className={styles.works}>
            {program.works.map((work, index) => (
              <li key={`${work.title}-${index}`}>
                <span className={styles.workTitle}>
                  {work.url ? <Link href={work.url}>{work.title}</Link> : work.title}
                </span>
                {work.composer ? <span className={styles.composer}>{work.composer}</span> : null}
                {work.detail ? <span className={styles.detail}>{work.detail}</span> : null}
                {work.durationMinutes ? (
                  <span className={styles.detail}>About {formatLength(work.durationMinutes)}</span>
                ) : null}
              </li>
            ))}
          </ol>
        </section>
      ) : null}
      {program.cast.length > 0 ? (
        <section aria-labelledby="cast-heading">
          <h2 id="cast-heading">Performers</h2>
          <dl className={styles.people}>
            {program.cast.map((member, index) => (
              <div key={`${member.name}-${index}`}>
                <dt>
                  <PersonName line={member} />
                </dt>
                <dd>{member.role}</dd>
              </div>
            ))}
          </dl>
        </section>
      ) : null}
      {program.credits.length > 0 ? (
        <section aria-labelledby="credits-heading">
          <h2 id="credits-heading">Credits</h2>
          <dl className={styles.people}>
            {program.credits.map((credit, index) => (
              <div key={`${credit.role}-${index}`}>
                <dt>{credit.role}</dt>
                <dd>
                  <PersonName line={credit} />
                </dd>
              </div>
            ))}
          </dl>
        </section>
      ) : null}
      {program.notes ? (
        <section aria-labelledby="notes-heading">
          <h2 id="notes-heading">Program notes</h2>
          <SafeHtml html={program.notes} className={styles.notes} />
        </section>
      ) : null}
      <ClubMembers club={club} />
      <p className={styles.back}>
        {largePrint ? (
          <>
            <Link href={routes.program(show.name)}>
              <span aria-hidden="true">← </span>Back to the program
            </Link>
            <br />
          </>
        ) : null}
        {largePrint ? null : (
          <>
            <Link href={routes.programCard(show.name)}>
              Printable QR card<span className="visually-hidden"> for this program</span>
            </Link>
            <br />
          </>
        )}
        <Link href={routes.show(show.name)}>
          <span aria-hidden="true">← </span>Back to {show.title}
        </Link>
      </p>
    </article>
  );
}
