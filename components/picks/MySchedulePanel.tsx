'use client';

import Link from 'next/link';
import {
  parseScreeningId,
  shareHash,
  sharedIds,
  type MyScheduleScreening,
  screeningItem,
} from '@/lib/concepts/picks';
import { formatDayLabel, formatTime } from '@/lib/time/format';
import { routes } from '@/lib/site/routes';
import { PicksList } from './PicksList';
import { useHash } from './use-hash';
import { useMySchedule } from './use-picks';
import styles from './picks.module.css';

interface Props {
  /** The festival's name (slug) and title. */
  festival: string;
  festivalTitle: string;
  /** Where every screening is shown: the festival's venue. */
  venue: string;
  /** Every screening of the festival, from lib/outputs/calendar/my-schedule-data.ts. */
  screenings: MyScheduleScreening[];
  /** The festival's own calendar file, with the base path: the download is cut from it. */
  icsUrl: string;
}

/** A removed screening in words: the film's title when the festival still has the film. */
function removedLabel(id: string, screenings: readonly MyScheduleScreening[]): string {
  const parts = parseScreeningId(id);
  if (!parts) return id;
  const title = screenings.find((s) => s.film === parts.film)?.title ?? parts.film;
  return `${title}, ${formatDayLabel(parts.day)}, ${formatTime(parts.time)}`;
}

/**
 * The "My schedule" panel of a festival's page (docs/rules/picks.md#my-schedule): the festival's
 * screenings among the visitor's picks, in the list the picks page draws too (PicksList), the
 * download cut from the festival's own calendar file. Rendered only once the page's script runs.
 */
export function MySchedulePanel({ festival, festivalTitle, venue, screenings, icsUrl }: Props) {
  const { ids, save } = useMySchedule(festival);
  const hash = useHash();
  if (ids === null) return null;

  return (
    <section className={styles.panel} aria-labelledby="my-schedule-heading">
      <h2 id="my-schedule-heading" className={styles.heading}>
        My schedule
      </h2>
      <p className={styles.note}>
        Kept in this browser only; nothing is sent anywhere. Everything you save on the site is in{' '}
        <Link href={routes.myPicks()} prefetch={false}>
          My picks
        </Link>
        .
      </p>
      <PicksList
        ids={ids}
        save={save}
        items={screenings.map((screening) => screeningItem(screening, venue))}
        sharedIds={sharedIds(hash)}
        shareHash={shareHash}
        feeds={[icsUrl]}
        calendarName={`My schedule: ${festivalTitle}`}
        fileName={`my-schedule-${festival}.ics`}
        level={3}
        idPrefix="my-schedule"
        removedLabel={(id) => removedLabel(id, screenings)}
        words={{
          noun: 'my schedule',
          sharedHeading: 'A shared schedule',
          addShared: 'Add these to my schedule',
          allShared: 'All of these are in your schedule.',
          added: (count) => `${count} ${count === 1 ? 'screening' : 'screenings'} added.`,
          empty: 'Nothing chosen yet: press “Add to my schedule” beside a screening.',
          removedHeading: 'No longer in the schedule',
        }}
      />
    </section>
  );
}
