'use client';

import { useEffect, useState } from 'react';
import { picksShareHash, sharedPicks, type PicksData } from '@/lib/concepts/picks';
import { withBasePath } from '@/lib/site/paths';
import { routes } from '@/lib/site/routes';
import { PicksList } from './PicksList';
import { useHash } from './use-hash';
import { usePicks } from './use-picks';

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

/**
 * The "My picks" page's list (docs/rules/picks.md#my-picks): every saved pick, read against
 * the picks data the build writes, in the list a festival's panel draws too (PicksList), the
 * download cut from the season, festival and education feeds. Until it runs, the page shows what
 * it says without JavaScript (app/(site)/my-picks/page.tsx).
 */
export function MyPicks() {
  const { ids, save } = usePicks();
  const hash = useHash();
  const data = usePicksData(ids !== null);
  if (ids === null) return null;
  if (data === null) return <p>Loading your picks…</p>;
  if (data === 'failed') {
    return (
      <p role="alert">
        The list of events could not be loaded. Check the connection and reload the page.
      </p>
    );
  }

  return (
    <PicksList
      ids={ids}
      save={save}
      items={data.items}
      sharedIds={sharedPicks(hash)}
      shareHash={picksShareHash}
      feeds={data.feeds.map((path) => withBasePath(path))}
      calendarName="My picks"
      fileName="my-picks.ics"
      level={2}
      idPrefix="picks"
      words={{
        noun: 'my picks',
        sharedHeading: 'Shared picks',
        addShared: 'Add these to my picks',
        allShared: 'All of these are in your picks.',
        added: (count) => `${count} added to your picks.`,
        empty:
          'Nothing saved yet: press “Save” beside a show, a performance, a talk or an event, or “Add to my schedule” beside a festival screening.',
        removedHeading: 'No longer listed',
        removedNote: 'These are past, or the site no longer lists them.',
      }}
    />
  );
}
