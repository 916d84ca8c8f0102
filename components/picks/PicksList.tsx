'use client';

import Link from 'next/link';
import { useState } from 'react';
import { KeepActions } from './KeepActions';
import {
  byDay,
  merged,
  planOf,
  downloadUids,
  pickConflicts,
  type PickItem,
} from '@/lib/concepts/picks';
import { saveCalendarFile } from './save-file';
import { clearHash } from './use-hash';
import styles from './picks.module.css';

/** What the list says: the only difference between the picks page and a festival's panel. */
export interface PicksListWords {
  /** What is kept, in the actions' words: "my schedule", "my picks". */
  noun: string;
  /** The heading of a list opened from a share link: "Shared picks". */
  sharedHeading: string;
  /** Its button: "Add these to my picks". */
  addShared: string;
  /** When every shared entry is kept already: "All of these are in your picks." */
  allShared: string;
  /** What the status region says once shared entries are added. */
  added: (count: number) => string;
  /** When nothing is kept yet. */
  empty: string;
  /** The heading over kept ids the site no longer lists, and what it adds in words, if anything. */
  removedHeading: string;
  removedNote?: string;
}

interface Props {
  /** The kept ids and how to keep others (from the store). */
  ids: readonly string[];
  save: (ids: string[]) => void;
  /** Everything that can be kept here. */
  items: readonly PickItem[];
  /** The ids the address's fragment shares. */
  sharedIds: readonly string[];
  /** The fragment of a share link for a list of ids. */
  shareHash: (ids: readonly string[]) => string;
  /** The calendar files (with the base path) the download is cut from, its name and file name. */
  feeds: readonly string[];
  calendarName: string;
  fileName: string;
  /** The level of the list's headings: 2 on a page of its own, 3 inside a panel. */
  level: 2 | 3;
  /** Makes the headings' ids unique on the page: "picks", "my-schedule". */
  idPrefix: string;
  /** A kept id the site no longer lists, in words. */
  removedLabel?: (id: string) => string;
  words: PicksListWords;
}

function PickLine({
  item,
  clashes,
  onRemove,
}: {
  item: PickItem;
  clashes: readonly PickItem[];
  onRemove: () => void;
}) {
  return (
    <li className={clashes.length > 0 ? styles.clash : undefined}>
      <span className={styles.time}>{item.whenLabel}</span>{' '}
      <Link href={item.url} prefetch={false}>
        {item.title}
      </Link>
      <span className={styles.venue}>{item.venue}</span>
      {item.status ? <span className={styles.conflict}>{item.status}</span> : null}
      {clashes.length > 0 ? (
        <span className={styles.conflict}>
          <span aria-hidden="true">⚠ </span>
          Overlaps with{' '}
          {clashes.map((other) => `${other.title} (${other.whenLabel})`).join(' and ')}
        </span>
      ) : null}
      <button type="button" className={styles.textButton} onClick={onRemove}>
        Remove
        <span className="visually-hidden">
          : {item.title}, {item.dayLabel}, {item.whenLabel}
        </span>
      </button>
    </li>
  );
}

/**
 * The list a visitor keeps (docs/rules/picks.md#my-picks, #my-schedule): a shared list opened
 * from a link, what is kept by day with venue, status and overlaps in words, what the site no
 * longer lists, the download cut from the site's own feeds, the share link and the status region.
 * The picks page (MyPicks) and a festival's panel (MySchedulePanel) draw it with their own words.
 */
export function PicksList({
  ids,
  save,
  items,
  sharedIds,
  shareHash,
  feeds,
  calendarName,
  fileName,
  level,
  idPrefix,
  removedLabel = (id) => id,
  words,
}: Props) {
  const [status, setStatus] = useState('');
  const Heading = level === 2 ? 'h2' : 'h3';
  const plan = planOf(ids, items);
  const overlapping = pickConflicts(plan.chosen);
  const shared = planOf(sharedIds, items);
  const sharedNew = shared.chosen.filter((item) => !ids.includes(item.id));
  const remove = (id: string) => save(ids.filter((other) => other !== id));
  const shareUrl = `${window.location.origin}${window.location.pathname}${shareHash(plan.chosen.map((item) => item.id))}`;

  async function download() {
    try {
      // ical.js (about 23 KB gzip) loads on the first download, not with the page.
      const [{ selectEvents }, calendars] = await Promise.all([
        import('@/lib/outputs/calendar/browser/ical-select'),
        Promise.all(
          feeds.map(async (url) => {
            const response = await fetch(url);
            if (!response.ok) throw new Error(`HTTP ${response.status}`);
            return response.text();
          }),
        ),
      ]);
      saveCalendarFile(selectEvents(calendars, downloadUids(plan.chosen), calendarName), fileName);
      setStatus('');
    } catch {
      setStatus(
        feeds.length === 1
          ? 'The calendar file could not be loaded. Check the connection and try again.'
          : 'The calendar files could not be loaded. Check the connection and try again.',
      );
    }
  }

  return (
    <>
      {shared.chosen.length > 0 ? (
        <div className={styles.shared} role="group" aria-labelledby={`shared-${idPrefix}-heading`}>
          <Heading id={`shared-${idPrefix}-heading`} className={styles.day}>
            {words.sharedHeading}
          </Heading>
          <ul className={styles.list}>
            {shared.chosen.map((item) => (
              <li key={item.id}>
                {item.title}, {item.dayLabel}, {item.whenLabel}
              </li>
            ))}
          </ul>
          <p className="button-row">
            {sharedNew.length > 0 ? (
              <button
                type="button"
                className="button button--primary button--small"
                onClick={() => {
                  save(
                    merged(
                      ids,
                      sharedNew.map((item) => item.id),
                    ),
                  );
                  clearHash();
                  setStatus(words.added(sharedNew.length));
                }}
              >
                {words.addShared}
              </button>
            ) : (
              <span>{words.allShared}</span>
            )}
            <button
              type="button"
              className="button button--secondary button--small"
              onClick={clearHash}
            >
              Dismiss
            </button>
          </p>
        </div>
      ) : null}

      {plan.chosen.length === 0 && plan.removed.length === 0 ? <p>{words.empty}</p> : null}

      {byDay(plan.chosen).map((day) => (
        <section key={day.day} aria-labelledby={`${idPrefix}-${day.day}`}>
          <Heading id={`${idPrefix}-${day.day}`} className={styles.day}>
            {day.dayLabel}
          </Heading>
          <ul className={styles.list}>
            {day.items.map((item) => (
              <PickLine
                key={item.id}
                item={item}
                clashes={overlapping.get(item.id) ?? []}
                onRemove={() => remove(item.id)}
              />
            ))}
          </ul>
        </section>
      ))}

      {plan.removed.length > 0 ? (
        <section aria-labelledby={`${idPrefix}-removed`}>
          <Heading id={`${idPrefix}-removed`} className={styles.day}>
            {words.removedHeading}
          </Heading>
          {words.removedNote ? <p>{words.removedNote}</p> : null}
          <ul className={styles.list}>
            {plan.removed.map((id) => (
              <li key={id}>
                {removedLabel(id)}{' '}
                <button type="button" className={styles.textButton} onClick={() => remove(id)}>
                  Remove
                  <span className="visually-hidden">: {removedLabel(id)}</span>
                </button>
              </li>
            ))}
          </ul>
        </section>
      ) : null}

      {plan.chosen.length > 0 ? (
        <KeepActions
          noun={words.noun}
          shareUrl={shareUrl}
          onDownload={download}
          onStatus={setStatus}
        />
      ) : null}
      <p role="status" className={styles.status}>
        {status}
      </p>
    </>
  );
}
