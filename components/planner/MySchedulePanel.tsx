'use client';

import Link from 'next/link';
import { useState } from 'react';
import { KeepActions } from './KeepActions';
import { selectEvents } from '@/lib/outputs/calendar/browser/ical-select';
import {
  byDay,
  conflicts,
  merged,
  parseScreeningId,
  planOf,
  shareHash,
  sharedIds,
  MY_SCHEDULE_ANCHOR,
  type PlannerScreening,
} from '@/lib/rules/my-schedule';
import { formatDayLabel, formatTime } from '@/lib/time/format';
import { routes } from '@/lib/site/routes';
import { saveCalendarFile } from './save-file';
import { clearHash, useHash, useMySchedule } from './store';
import styles from './planner.module.css';

interface Props {
  /** The festival's name (slug) and title. */
  festival: string;
  festivalTitle: string;
  /** Where every screening is shown: the festival's venue. */
  venue: string;
  /** Every screening of the festival, from lib/outputs/calendar/planner-data.ts. */
  screenings: PlannerScreening[];
  /** The festival's own calendar file, with the base path: the download is cut from it. */
  icsUrl: string;
}

/** A removed screening in words: the film's title when the festival still has the film. */
function removedLabel(id: string, screenings: readonly PlannerScreening[]): string {
  const parts = parseScreeningId(id);
  if (!parts) return id;
  const title = screenings.find((s) => s.film === parts.film)?.title ?? parts.film;
  return `${title}, ${formatDayLabel(parts.day)}, ${formatTime(parts.time)}`;
}

/**
 * The "My schedule" panel of a festival's page (docs/product-rules.md#my-schedule): the chosen
 * screenings by day and time, overlaps in words, screenings the schedule no longer has, the
 * download, the share link, and a shared schedule opened from such a link. Rendered only once the
 * page's script runs.
 */
export function MySchedulePanel({ festival, festivalTitle, venue, screenings, icsUrl }: Props) {
  const { ids, save } = useMySchedule(festival);
  const hash = useHash();
  const [status, setStatus] = useState('');
  if (ids === null) return null;

  const plan = planOf(ids, screenings);
  const overlapping = conflicts(plan.chosen);
  const shared = planOf(sharedIds(hash), screenings);
  const sharedNew = shared.chosen.filter((s) => !ids.includes(s.id));
  const remove = (id: string) => save(ids.filter((other) => other !== id));
  const shareUrl = `${window.location.origin}${window.location.pathname}${shareHash(plan.chosen.map((s) => s.id))}`;

  async function download() {
    try {
      const response = await fetch(icsUrl);
      if (!response.ok) throw new Error(`HTTP ${response.status}`);
      const text = selectEvents(
        await response.text(),
        plan.chosen.map((s) => s.uid),
        `My schedule: ${festivalTitle}`,
      );
      saveCalendarFile(text, `my-schedule-${festival}.ics`);
      setStatus('');
    } catch {
      setStatus('The calendar file could not be loaded. Check the connection and try again.');
    }
  }

  return (
    <section id={MY_SCHEDULE_ANCHOR} className={styles.panel} aria-labelledby="my-schedule-heading">
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

      {shared.chosen.length > 0 ? (
        <div className={styles.shared} role="group" aria-labelledby="shared-schedule-heading">
          <h3 id="shared-schedule-heading" className={styles.day}>
            A shared schedule
          </h3>
          <ul className={styles.list}>
            {shared.chosen.map((s) => (
              <li key={s.id}>
                {s.title}, {s.dayLabel}, {s.timeLabel}
              </li>
            ))}
          </ul>
          {sharedNew.length > 0 ? (
            <p className="button-row">
              <button
                type="button"
                className="button button--primary button--small"
                onClick={() => {
                  save(
                    merged(
                      ids,
                      sharedNew.map((s) => s.id),
                    ),
                  );
                  clearHash();
                  setStatus(
                    `${sharedNew.length} ${sharedNew.length === 1 ? 'screening' : 'screenings'} added.`,
                  );
                }}
              >
                Add these to my schedule
              </button>
              <button
                type="button"
                className="button button--secondary button--small"
                onClick={clearHash}
              >
                Dismiss
              </button>
            </p>
          ) : (
            <p>
              All of these are in your schedule.{' '}
              <button type="button" className={styles.textButton} onClick={clearHash}>
                Dismiss
              </button>
            </p>
          )}
        </div>
      ) : null}

      {plan.chosen.length === 0 && plan.removed.length === 0 ? (
        <p>Nothing chosen yet: press “Add to my schedule” beside a screening.</p>
      ) : null}

      {byDay(plan.chosen).map((day) => (
        <div key={day.day}>
          <h3 className={styles.day}>{day.dayLabel}</h3>
          <ul className={styles.list}>
            {day.items.map((s) => {
              const clashes = overlapping.get(s.id) ?? [];
              return (
                <li key={s.id} className={clashes.length > 0 ? styles.clash : undefined}>
                  <span className={styles.time}>{s.timeLabel}</span>{' '}
                  <Link href={s.url} prefetch={false}>
                    {s.title}
                  </Link>
                  <span className={styles.venue}>{venue}</span>
                  {clashes.length > 0 ? (
                    <span className={styles.conflict}>
                      <span aria-hidden="true">⚠ </span>
                      Overlaps with{' '}
                      {clashes.map((other) => `${other.title} (${other.timeLabel})`).join(' and ')}
                    </span>
                  ) : null}
                  <button type="button" className={styles.textButton} onClick={() => remove(s.id)}>
                    Remove
                    <span className="visually-hidden">
                      : {s.title}, {s.timeLabel}
                    </span>
                  </button>
                </li>
              );
            })}
          </ul>
        </div>
      ))}

      {plan.removed.length > 0 ? (
        <div>
          <h3 className={styles.day}>No longer in the schedule</h3>
          <ul className={styles.list}>
            {plan.removed.map((id) => (
              <li key={id}>
                {removedLabel(id, screenings)}{' '}
                <button type="button" className={styles.textButton} onClick={() => remove(id)}>
                  Remove
                  <span className="visually-hidden">: {removedLabel(id, screenings)}</span>
                </button>
              </li>
            ))}
          </ul>
        </div>
      ) : null}

      {plan.chosen.length > 0 ? (
        <KeepActions
          noun="my schedule"
          shareUrl={shareUrl}
          onDownload={download}
          onStatus={setStatus}
        />
      ) : null}
      <p role="status" className={styles.status}>
        {status}
      </p>
    </section>
  );
}
