import Link from 'next/link';
import type { ReactNode } from 'react';
import { stillOffering, type ServiceDays, countComing } from '@/lib/concepts/shows';
import {
  filteredListTitle,
  resultSummary,
  serviceInfo,
  type AccessibilityService,
  type AccessibilityServiceInfo,
} from '@/lib/concepts/venues';
import { routes } from '@/lib/site/routes';
import { sortByDate, splitSeason } from '@/lib/concepts/seasons';
import type { Show } from '@/lib/content/types';
import { AccessibilityFilter } from '@/components/accessibility/AccessibilityFilter';
import { PAST_SHOWS_ID } from './past-shows';
import cardStyles from '@/components/cards/cards.module.css';
import styles from './SeasonSplit.module.css';

/** What the split needs of one show, with the renderings it may be shown in. */
export interface SeasonEntry {
  timing: Pick<Show, 'name' | 'day' | 'endDate' | 'date' | 'accessibility'> & {
    /** A run: the last day each service is offered by one of its performances. */
    serviceDays?: ServiceDays;
    /** Its performances, each with its own status: what the list's count counts. */
    performances: ReadonlyArray<
      Pick<Show['performances'][number], 'day' | 'status' | 'accessibility'>
    >;
  };
  /** The full card, rendered on the server (for a show upcoming on the build day). */
  upcoming: ReactNode;
  /** The compact poster card, rendered on the server. */
  past: ReactNode;
}

interface Props {
  entries: SeasonEntry[];
  /** The day the site was built (YYYY-MM-DD); the HTML is split against it. */
  buildDay: string;
  /** Id of the upcoming section, for in-page links such as "/#upcoming". */
  upcomingId?: string;
  /**
   * The accessibility filter of the upcoming list (home and /accessibility/{service}/ only): the
   * services to offer and the one this page lists.
   */
  accessibilityFilter?: {
    choices: readonly AccessibilityServiceInfo[];
    current?: AccessibilityService;
  };
}

function timingAttributes(timing: SeasonEntry['timing'], service?: AccessibilityService) {
  const lastServiceDay = service ? timing.serviceDays?.[service] : undefined;
  return {
    'data-day': timing.day,
    'data-end-date': timing.endDate,
    'data-last-service-day': lastServiceDay,
  };
}

/**
 * The upcoming/past split (docs/rules/seasons.md#upcoming-and-past), decided for the build day.
 * Every show of the list has both its cards, the one not shown on the build day hidden, so that
 * the visitor's clock (lib/site/visitor-clock/apply.ts) can move a show that has ended since the
 * build to Past Shows before the first paint, without a rebuild (or back, for a clock behind the
 * build's).
 */
export function SeasonSplit({ entries, buildDay, upcomingId, accessibilityFilter }: Props) {
  const service = accessibilityFilter?.current;
  const split = splitSeason(
    entries.map((entry) => ({ ...entry.timing, entry })),
    buildDay,
  );
  const all = sortByDate([...split.upcoming, ...split.past]);
  // A run stays in a service's list only while a performance offering it is still to come.
  const upcoming = stillOffering(split.upcoming, service, buildDay);
  const upcomingNames = new Set(upcoming.map((show) => show.name));
  // Every show that offers the list's service has its card, hidden when not upcoming on the build
  // day: a visitor's day before the build's (a clock set wrong) lists it again.
  const upcomingCandidates = stillOffering(all, service, '0000-01-01');
  // A filtered list is about what can still be attended: past shows offer nothing to book.
  const pastCandidates = service === undefined ? all : [];
  const pastShown = service === undefined ? split.past.length : 0;

  return (
    <>
      <section className={styles.upcoming} id={upcomingId} aria-labelledby="upcoming-heading">
        <h2 id="upcoming-heading" className={styles.heading}>
          {service === undefined ? 'Upcoming Shows' : filteredListTitle(service)}
        </h2>
        {accessibilityFilter && accessibilityFilter.choices.length > 0 ? (
          <AccessibilityFilter
            choices={accessibilityFilter.choices}
            current={service}
            summary={resultSummary(
              countComing(
                upcoming.map((show) => show.entry.timing),
                buildDay,
                service,
              ),
              service,
            )}
          />
        ) : null}
        <ol className={styles.list} data-split-list="upcoming" hidden={upcoming.length === 0}>
          {upcomingCandidates.map(({ name, entry }) => (
            <li
              key={name}
              data-shown-while="upcoming"
              {...timingAttributes(entry.timing, service)}
              hidden={!upcomingNames.has(name)}
            >
              {entry.upcoming}
            </li>
          ))}
        </ol>
        <div className={styles.empty} data-split-empty="upcoming" hidden={upcoming.length > 0}>
          {service !== undefined ? (
            <>
              <p className={styles.emptyLead}>
                No upcoming {serviceInfo(service).plural} are announced yet.
              </p>
              <p>
                <Link href={routes.contact()}>Ask the box office</Link> about services for any
                performance.
              </p>
            </>
          ) : (
            <>
              <p className={styles.emptyLead}>The next season will be announced soon.</p>
              <p>
                <Link href={routes.subscribe()}>Join our mailing list</Link> to hear about new shows
                first.
              </p>
            </>
          )}
        </div>
      </section>
      {pastCandidates.length > 0 ? (
        <section
          className={styles.past}
          id={PAST_SHOWS_ID}
          aria-labelledby="past-heading"
          data-split-section="past"
          hidden={pastShown === 0}
        >
          <h2 id="past-heading" className={styles.heading}>
            Past Shows
          </h2>
          <ul className={cardStyles.grid} data-split-list="past">
            {pastCandidates.map(({ name, entry }) => (
              <li
                key={name}
                data-shown-while="past"
                {...timingAttributes(entry.timing)}
                hidden={!split.past.some((show) => show.name === name)}
              >
                {entry.past}
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </>
  );
}
