'use client';

import Link from 'next/link';
import { usePathname } from 'next/navigation';
import { useDeferredValue, useEffect, useState, type ReactNode } from 'react';
import { stillOffering, type ServiceDays } from '@/lib/rules/performances';
import {
  filteredListTitle,
  resultSummary,
  serviceFromPath,
  serviceInfo,
  type AccessibilityService,
  type AccessibilityServiceInfo,
} from '@/lib/rules/accessibility';
import { routes } from '@/lib/site/routes';
import { splitSeason } from '@/lib/rules/upcoming';
import type { Show } from '@/lib/content/types';
import { AccessibilityFilter } from '@/components/accessibility/AccessibilityFilter';
import { useVisitorDay } from '@/components/ui/useVisitorDay';
import { PAST_SHOWS_ID } from './past-shows';
import cardStyles from '@/components/cards/cards.module.css';
import styles from './SeasonSplit.module.css';

/** What the browser needs to decide upcoming vs past for one show, with both renderings ready. */
export interface SeasonEntry {
  timing: Pick<Show, 'name' | 'day' | 'endDate' | 'date' | 'accessibility'> & {
    /** A run: the last day each service is offered by one of its performances. */
    serviceDays?: ServiceDays;
  };
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
  /**
   * The accessibility filter of the upcoming list (home and /accessibility/{service}/ only): the
   * services to offer and each page's document title, so the title follows the address.
   */
  accessibilityFilter?: {
    choices: readonly AccessibilityServiceInfo[];
    titles: { all: string } & Partial<Record<AccessibilityService, string>>;
  };
}

/**
 * The upcoming/past split (docs/product-rules.md#upcoming-and-past). The server renders it for the build day; in the
 * browser it is decided again for the visitor's day, so a show that ended since the last build
 * moves to Past Shows without a rebuild.
 */
export function SeasonSplit({
  entries,
  buildDay,
  timeZone,
  upcomingId,
  accessibilityFilter,
}: Props) {
  const today = useVisitorDay(timeZone, buildDay);
  const pathname = usePathname();
  // A choice shows in the frame right after the tap: the address the filter pushes reaches
  // usePathname only through the router's transition, several frames later on a slow phone. The
  // choice stands while the address it was made on is the current one.
  const [choice, setChoice] = useState<{ path: string; madeOn: string | null } | null>(null);
  // Once the address has moved on (the choice arrived, Back, Forward) the choice is spent.
  if (choice !== null && choice.madeOn !== pathname) setChoice(null);
  const shownPath = choice !== null && choice.madeOn === pathname ? choice.path : pathname;
  // The filter lives in the address (docs/product-rules.md#accessibility-services): the page
  // built for it, or the home page after a click the filter turned into a history entry.
  const service = accessibilityFilter ? serviceFromPath(shownPath) : undefined;
  const split = splitSeason(
    entries.map((entry) => ({ ...entry.timing, entry })),
    today,
  );
  // The filter's mark and count answer the tap in its own frame; the list, whose many cards cost
  // a slow phone far more to render, follows in the frames after (React renders it in the
  // background and drops that work if another choice comes first).
  const listService = useDeferredValue(service);
  // Filtered after the day's split, so a show that ended since the build leaves the list too.
  // A run stays in a service's list only while a performance offering it is still to come.
  const upcoming = stillOffering(split.upcoming, listService, today);
  const count =
    listService === service
      ? upcoming.length
      : stillOffering(split.upcoming, service, today).length;
  // A filtered list is about what can still be attended: past shows offer nothing to book.
  const past = listService === undefined ? split.past : [];

  const title = accessibilityFilter
    ? service === undefined
      ? accessibilityFilter.titles.all
      : accessibilityFilter.titles[service]
    : undefined;
  useEffect(() => {
    // After an in-place choice the tab and history show the title of the page now addressed.
    if (title !== undefined) document.title = title;
  }, [title]);

  return (
    <>
      <section className={styles.upcoming} id={upcomingId} aria-labelledby="upcoming-heading">
        <h2 id="upcoming-heading" className={styles.heading}>
          {listService === undefined ? 'Upcoming Shows' : filteredListTitle(listService)}
        </h2>
        {accessibilityFilter && accessibilityFilter.choices.length > 0 ? (
          <AccessibilityFilter
            choices={accessibilityFilter.choices}
            current={service}
            summary={resultSummary(count, service)}
            onChoose={(path) => setChoice({ path, madeOn: pathname })}
          />
        ) : null}
        {upcoming.length > 0 ? (
          <ol className={styles.list}>
            {upcoming.map(({ name, entry }) => (
              <li key={name}>{entry.upcoming}</li>
            ))}
          </ol>
        ) : listService !== undefined ? (
          <div className={styles.empty}>
            <p className={styles.emptyLead}>
              No upcoming {serviceInfo(listService).plural} are announced yet.
            </p>
            <p>
              <Link href={routes.contact()}>Ask the box office</Link> about services for any
              performance.
            </p>
          </div>
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
