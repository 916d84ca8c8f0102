'use client';

import Link from 'next/link';
import { useEffect, type ReactNode } from 'react';
import {
  listingAddress,
  listingCount,
  listingQueryOf,
  listingTitle,
} from '@/lib/rules/listing-address';
import { listEntries, type ListingFacts } from '@/lib/rules/listings';
import { routes } from '@/lib/site/routes';
import { useVisitorDay } from '@/components/ui/useVisitorDay';
import { ListingChoices, type ChoiceOptions } from './ListingChoices';
import { showListing, useListingAddress, useScripted } from './listing-address-store';
import styles from './listings.module.css';

export interface ListingViewEntry {
  facts: ListingFacts;
  /** The row, rendered on the server. */
  row: ReactNode;
}

interface Props {
  /** Every entry of the season, so that any choice can be shown in place. */
  entries: ListingViewEntry[];
  /** The site path of this page, whose question the built HTML answers. */
  path: string;
  /** The ids of the listings that have a page of their own. */
  pageIds: readonly string[];
  options: ChoiceOptions;
  buildDay: string;
  timeZone: string;
  /** " | Ridgeline Artists Series": what the layout adds to a page's title. */
  titleSuffix: string;
}

/**
 * A listing (docs/product-rules.md#listings): the page's question answered for the build day in
 * the HTML, then, in the browser, for the visitor's day (this week and this weekend move with it,
 * and what is over moves to "Already taken place"), and for the choices the address holds, which
 * the visitor can combine in place.
 */
export function ListingView({
  entries,
  path,
  pageIds,
  options,
  buildDay,
  timeZone,
  titleSuffix,
}: Props) {
  const today = useVisitorDay(timeZone, buildDay);
  const address = useListingAddress(path);
  const scripted = useScripted();
  const [sitePath = path, search = ''] = address.split('?');
  const query = listingQueryOf(sitePath, search);
  const { upcoming, past } = listEntries(entries, query, today);
  const title = listingTitle(query);

  useEffect(() => {
    // After an in-place choice the tab and history show what the list now holds.
    document.title = `${title}${titleSuffix}`;
  }, [title, titleSuffix]);

  return (
    <>
      <header className={styles.intro}>
        <p className="eyebrow">What’s on</p>
        <h1 className={styles.title}>{title}</h1>
      </header>
      {scripted ? (
        <ListingChoices
          query={query}
          options={options}
          summary={listingCount(upcoming.length)}
          onChange={(next) => showListing(listingAddress(next, pageIds))}
        />
      ) : null}
      <section aria-labelledby="listing-upcoming-heading">
        <h2 id="listing-upcoming-heading" className={styles.heading}>
          Coming up
        </h2>
        {upcoming.length > 0 ? (
          <ol className={styles.list}>
            {upcoming.map((entry) => (
              <li key={entry.facts.key}>{entry.row}</li>
            ))}
          </ol>
        ) : (
          <div className={styles.empty}>
            <p className={styles.emptyLead}>Nothing is listed here yet.</p>
            <p>
              See <Link href={routes.whatsOn()}>everything that’s on</Link>, or{' '}
              <Link href={routes.subscribe()}>join our mailing list</Link> to hear about new events
              first.
            </p>
          </div>
        )}
      </section>
      {past.length > 0 ? (
        <section aria-labelledby="listing-past-heading">
          <h2 id="listing-past-heading" className={styles.heading}>
            Already taken place
          </h2>
          <ol className={styles.list}>
            {past.map((entry) => (
              <li key={entry.facts.key}>{entry.row}</li>
            ))}
          </ol>
        </section>
      ) : null}
    </>
  );
}
