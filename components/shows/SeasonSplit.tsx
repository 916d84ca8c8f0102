'use client';

import Link from 'next/link';
import type { ReactNode } from 'react';
import { routes } from '@/lib/routes';
import { splitSeason } from '@/lib/season';
import type { Show } from '@/lib/types';
import { useVisitorDay } from './useVisitorDay';
import { PAST_SHOWS_ID } from './past-shows';
import cardStyles from './cards.module.css';
import styles from './SeasonSplit.module.css';

/** What the browser needs to decide upcoming vs past for one show, with both renderings ready. */
export interface SeasonEntry {
  timing: Pick<Show, 'name' | 'day' | 'endDate' | 'date'>;
  /** The full card, rendered on the server. */
  upcoming: ReactNode;
  /** The compact poster card, rendered on the server. */
  past: ReactNode;
}

interface Props {
  entries: SeasonEntry[];
  /** The day the site was built (YYYY-MM-DD); the HTML was split against it. */
  buildDay: string;
  timeZone: string;
  /** Id of the upcoming section, for in-page links such as "/#upcoming". */
  upcomingId?: string;
}

/**
 * The upcoming/past split (docs/product-rules.md#upcoming-and-past). The server renders it for the build day; in the
 * browser it is decided again for the visitor's day, so a show that ended since the last build
 * moves to Past Shows without a rebuild.
 */
export function SeasonSplit({ entries, buildDay, timeZone, upcomingId }: Props) {
  const today = useVisitorDay(timeZone, buildDay);
  const { upcoming, past } = splitSeason(
    entries.map((entry) => ({ ...entry.timing, entry })),
    today,
  );

  return (
    <>
      <section className={styles.upcoming} id={upcomingId} aria-labelledby="upcoming-heading">
        <h2 id="upcoming-heading" className={styles.heading}>
          Upcoming Shows
        </h2>
        {upcoming.length > 0 ? (
          <ol className={styles.list}>
            {upcoming.map(({ name, entry }) => (
              <li key={name}>{entry.upcoming}</li>
            ))}
          </ol>
        ) : (
          <div className={styles.empty}>
            <p className={styles.emptyLead}>The next season will be announced soon.</p>
            <p>
              <Link href={routes.subscribe()}>Join our mailing list</Link> to hear about new shows
              first.
            </p>
          </div>
        )}
      </section>
      {past.length > 0 ? (
        <section className={styles.past} id={PAST_SHOWS_ID} aria-labelledby="past-heading">
          <h2 id="past-heading" className={styles.heading}>
            Past Shows
          </h2>
          <ul className={cardStyles.grid}>
            {past.map(({ name, entry }) => (
              <li key={name}>{entry.past}</li>
            ))}
          </ul>
        </section>
      ) : null}
    </>
  );
}
