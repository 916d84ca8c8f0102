import Link from 'next/link';
import type { ReactNode } from 'react';
import {
  isEntryCalledOff,
  keepsPast,
  listingQueryOf,
  listingTitle,
  listEntries,
  matchingDays,
  splitWindow,
  type ListingFacts,
} from '@/lib/concepts/listings';
import { routes } from '@/lib/site/routes';
import { Island } from '@/components/islands/Island';
import { ListingChoicesIsland } from './ListingChoices';
import { LISTING_ATTRIBUTES } from './listing-attributes';
import type { ChoiceOptions } from './ListingChoices';
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
  /** " | Ridgeline Artists Series": what the layout adds to a page's title. */
  titleSuffix: string;
}

/**
 * A listing (docs/rules/listings.md#listings): the page's question answered for the build day in
 * the HTML. Every entry of the season has its row in the page, those that do not answer the
 * question hidden, each marked with the days it answers the question on: the visitor's clock
 * (lib/site/visitor-clock/apply.ts) places the rows for the visitor's day before the first paint
 * (this week and this weekend move with it, and what is over moves to "Already taken place"), and
 * the listing-choices island (ListingChoices.tsx) marks them again for the choices the visitor
 * combines in place, without loading anything.
 */
export function ListingView({ entries, path, pageIds, options, buildDay, titleSuffix }: Props) {
  const query = listingQueryOf(path, '');
  const { upcoming, past } = listEntries(entries, query, buildDay);
  const shown = new Set([...upcoming, ...past].map((entry) => entry.facts.key));
  const rest = entries.filter((entry) => !shown.has(entry.facts.key));
  // What the visitor's clock needs to place each row on another day: the days it answers the
  // question on, but for a window ("this week"), which the clock applies with the day.
  const { fixed, window } = splitWindow(query);
  const row = (entry: ListingViewEntry, hidden = false) => (
    <li
      key={entry.facts.key}
      {...{
        [LISTING_ATTRIBUTES.key]: entry.facts.key,
        [LISTING_ATTRIBUTES.days]: matchingDays(entry.facts, fixed, buildDay).join(' '),
        [LISTING_ATTRIBUTES.at]: entry.facts.date,
        ...(isEntryCalledOff(entry.facts) ? { [LISTING_ATTRIBUTES.calledOff]: '' } : {}),
      }}
      hidden={hidden}
    >
      {entry.row}
    </li>
  );

  return (
    <>
      <header className={styles.intro}>
        <p className="eyebrow">What’s on</p>
        <h1 className={styles.title} {...{ [LISTING_ATTRIBUTES.title]: '' }}>
          {listingTitle(query)}
        </h1>
      </header>
      <Island
        name="listing-choices"
        component={ListingChoicesIsland}
        props={{
          facts: entries.map((entry) => entry.facts),
          path,
          pageIds,
          options,
          buildDay,
          titleSuffix,
        }}
      />
      <section aria-labelledby="listing-upcoming-heading">
        <h2 id="listing-upcoming-heading" className={styles.heading}>
          Coming up
        </h2>
        <ol
          className={styles.list}
          {...{
            [LISTING_ATTRIBUTES.list]: 'upcoming',
            ...(window ? { [LISTING_ATTRIBUTES.window]: window } : {}),
            ...(keepsPast(query) ? {} : { [LISTING_ATTRIBUTES.noPast]: '' }),
          }}
          hidden={upcoming.length === 0}
        >
          {upcoming.map((entry) => row(entry))}
          {/* The rest of the season, for the island to show when a choice or the day asks. */}
          {rest.map((entry) => row(entry, true))}
        </ol>
        <div
          className={styles.empty}
          {...{ [LISTING_ATTRIBUTES.empty]: '' }}
          hidden={upcoming.length > 0}
        >
          <p className={styles.emptyLead}>Nothing is listed here yet.</p>
          <p>
            See <Link href={routes.whatsOn()}>everything that’s on</Link>, or{' '}
            <Link href={routes.subscribe()}>join our mailing list</Link> to hear about new events
            first.
          </p>
        </div>
      </section>
      <section
        aria-labelledby="listing-past-heading"
        {...{ [LISTING_ATTRIBUTES.pastSection]: '' }}
        hidden={past.length === 0}
      >
        <h2 id="listing-past-heading" className={styles.heading}>
          Already taken place
        </h2>
        <ol className={styles.list} {...{ [LISTING_ATTRIBUTES.list]: 'past' }}>
          {past.map((entry) => row(entry))}
        </ol>
      </section>
    </>
  );
}
