'use client';

import Link from 'next/link';
import { useEffect, useState } from 'react';
import { KeepActions } from './KeepActions';
import { selectEvents } from '@/lib/outputs/calendar/browser/ical-select';
import {
  downloadUids,
  pickConflicts,
  picksShareHash,
  sharedPicks,
  type PickItem,
  type PicksData,
} from '@/lib/rules/picks';
import { byDay, planOf } from '@/lib/rules/my-schedule';
import { withBasePath } from '@/lib/site/paths';
import { routes } from '@/lib/site/routes';
import { saveCalendarFile } from './save-file';
import { clearHash, useHash, usePicks } from './store';
import styles from './planner.module.css';

/** The picks data the build writes, fetched once the page's script runs. */
function usePicksData(wanted: boolean): PicksData | 'failed' | null {
  const [data, setData] = useState<PicksData | 'failed' | null>(null);
  useEffect(() => {
    if (!wanted) return;
    let current = true;
    fetch(withBasePath(routes.picksData()))
      .then((response) => {
        if (!response.ok) throw new Error(`HTTP ${response.status}`);
        return response.json() as Promise<PicksData>;
      })
      .then(
        (value) => current && setData(value),
        () => current && setData('failed'),
      );
    return () => {
      current = false;
    };
  }, [wanted]);
  return data;
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
 * The "My picks" page's list (docs/product-rules.md#my-picks): the saved picks by date with venue
 * and status, overlaps in words, picks the site no longer lists, the download cut from the site's
 * own feeds, the share link, and a shared list opened from such a link. Until it runs, the page
 * shows what it says without JavaScript (app/(site)/my-picks/page.tsx).
 */
export function MyPicks() {
  const { ids, save } = usePicks();
  const hash = useHash();
  const data = usePicksData(ids !== null);
  const [status, setStatus] = useState('');
  if (ids === null) return null;
  if (data === null) return <p>Loading your picks…</p>;
  if (data === 'failed') {
    return (
      <p role="alert">
        The list of events could not be loaded. Check the connection and reload the page.
      </p>
    );
  }

  const plan = planOf(ids, data.items);
  const overlapping = pickConflicts(plan.chosen);
  const shared = planOf(sharedPicks(hash), data.items);
  const sharedNew = shared.chosen.filter((item) => !ids.includes(item.id));
  const remove = (id: string) => save(ids.filter((other) => other !== id));
  const shareUrl = `${window.location.origin}${window.location.pathname}${picksShareHash(plan.chosen.map((item) => item.id))}`;

  async function download() {
    try {
      const calendars = await Promise.all(
        data === null || data === 'failed'
          ? []
          : data.feeds.map(async (path) => {
              const response = await fetch(withBasePath(path));
              if (!response.ok) throw new Error(`HTTP ${response.status}`);
              return response.text();
            }),
      );
      saveCalendarFile(
        selectEvents(calendars, downloadUids(plan.chosen), 'My picks'),
        'my-picks.ics',
      );
      setStatus('');
    } catch {
      setStatus('The calendar files could not be loaded. Check the connection and try again.');
    }
  }

  return (
    <>
      {shared.chosen.length > 0 ? (
        <div className={styles.shared} role="group" aria-labelledby="shared-picks-heading">
          <h2 id="shared-picks-heading" className={styles.day}>
            Shared picks
          </h2>
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
                  save([...ids, ...sharedNew.map((item) => item.id)]);
                  clearHash();
                  setStatus(`${sharedNew.length} added to your picks.`);
                }}
              >
                Add these to my picks
              </button>
            ) : (
              <span>All of these are in your picks.</span>
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

      {plan.chosen.length === 0 && plan.removed.length === 0 ? (
        <p>
          Nothing saved yet: press “Save” beside a show, a performance, a talk or an event, or “Add
          to my schedule” beside a festival screening.
        </p>
      ) : null}

      {byDay(plan.chosen).map((day) => (
        <section key={day.day} aria-labelledby={`picks-${day.day}`}>
          <h2 id={`picks-${day.day}`} className={styles.day}>
            {day.dayLabel}
          </h2>
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
        <section aria-labelledby="picks-removed">
          <h2 id="picks-removed" className={styles.day}>
            No longer listed
          </h2>
          <p>These are past, or the site no longer lists them.</p>
          <ul className={styles.list}>
            {plan.removed.map((id) => (
              <li key={id}>
                {id}{' '}
                <button type="button" className={styles.textButton} onClick={() => remove(id)}>
                  Remove
                  <span className="visually-hidden">: {id}</span>
                </button>
              </li>
            ))}
          </ul>
        </section>
      ) : null}

      {plan.chosen.length > 0 ? (
        <KeepActions
          noun="my picks"
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
