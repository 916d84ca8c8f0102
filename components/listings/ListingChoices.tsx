'use client';

import { useEffect, useRef, type ChangeEvent } from 'react';
import {
  listingAddress,
  listingCount,
  listingQueryOf,
  listingTitle,
  whenLabel,
  isListingTopic,
  isListingWindow,
  isMonthId,
  listingWindows,
  topicLabels,
  listEntries,
  countComingEntries,
  keepsPast,
  matchingDays,
  splitWindow,
  type ListingFacts,
  type ListingQuery,
  type ListingTopic,
  type MonthId,
} from '@/lib/concepts/listings';
import {
  isAccessibilityService,
  serviceInfo,
  type AccessibilityService,
} from '@/lib/concepts/venues';
import { applyListing } from '@/lib/site/visitor-clock/apply';
import { useVisitorDay } from '@/components/ui/useVisitorDay';
import { showListing, useListingAddress } from './listing-address-store';
import { LISTING_ATTRIBUTES } from './listing-attributes';
import styles from './listings.module.css';

/** The choices the season offers: its months, its topics, the services some event offers. */
export interface ChoiceOptions {
  months: readonly MonthId[];
  topics: readonly ListingTopic[];
  services: ReadonlyArray<{ id: AccessibilityService; label: string }>;
}

interface Props {
  query: ListingQuery;
  options: ChoiceOptions;
  /** "3 events to come", announced when it changes. */
  summary: string;
  onChange: (query: ListingQuery) => void;
}

const ANY = '';

/**
 * The listing's choices, combined (docs/rules/listings.md#listings): when, what, free only, and an
 * accessibility service. In the HTML, and shown only where the page's script runs (the visitor's
 * clock marks <html> before the first paint; listings.module.css), since they change the list in
 * place: they take their room at once and nothing moves when the island starts. Without script
 * the links under the list lead to each question's own page.
 */
export function ListingChoices({ query, options, summary, onChange }: Props) {
  const id = 'listing';
  function set(change: Partial<ListingQuery>) {
    const next: ListingQuery = { ...query, ...change };
    for (const key of Object.keys(next) as (keyof ListingQuery)[]) {
      if (next[key] === undefined || next[key] === false) delete next[key];
    }
    onChange(next);
  }
  const when = (event: ChangeEvent<HTMLSelectElement>) => {
    const value = event.target.value;
    set({ when: isListingWindow(value) || isMonthId(value) ? value : undefined });
  };
  const what = (event: ChangeEvent<HTMLSelectElement>) => {
    const value = event.target.value;
    set({ topic: isListingTopic(value) ? value : undefined });
  };
  const service = (event: ChangeEvent<HTMLSelectElement>) => {
    const value = event.target.value;
    set({ service: isAccessibilityService(value) ? value : undefined });
  };
  // A choice the address holds stays offered even when the season has nothing for it.
  const months = [
    ...new Set([...options.months, ...(query.when && isMonthId(query.when) ? [query.when] : [])]),
  ].sort();
  const topics = [
    ...new Set([...options.topics, ...(query.topic ? [query.topic] : [])]),
  ] as ListingTopic[];
  const services =
    query.service && !options.services.some((item) => item.id === query.service)
      ? [...options.services, serviceInfo(query.service)]
      : options.services;

  return (
    // A group, not a form: each choice applies at once and there is nothing to submit, and a
    // form without a submit button fails HTML_CodeSniffer (H32.2) on every listing page.
    <div role="group" className={styles.choices} aria-labelledby="listing-choices-label">
      <p id="listing-choices-label" className={styles.choicesLabel}>
        Choose what to show
      </p>
      <div className={styles.choiceRow}>
        <div className={styles.choice}>
          <label htmlFor={`${id}-when`}>When</label>
          <select id={`${id}-when`} value={query.when ?? ANY} onChange={when}>
            <option value={ANY}>Any time</option>
            {listingWindows.map((id) => (
              <option key={id} value={id}>
                {whenLabel(id)}
              </option>
            ))}
            {months.map((month) => (
              <option key={month} value={month}>
                {whenLabel(month)}
              </option>
            ))}
          </select>
        </div>
        <div className={styles.choice}>
          <label htmlFor={`${id}-what`}>What</label>
          <select id={`${id}-what`} value={query.topic ?? ANY} onChange={what}>
            <option value={ANY}>Everything</option>
            {topics.map((topic) => (
              <option key={topic} value={topic}>
                {topicLabels[topic]}
              </option>
            ))}
          </select>
        </div>
        <div className={styles.choice}>
          <label htmlFor={`${id}-service`}>Accessibility</label>
          <select id={`${id}-service`} value={query.service ?? ANY} onChange={service}>
            <option value={ANY}>Any performance</option>
            {services.map((item) => (
              <option key={item.id} value={item.id}>
                {item.label}
              </option>
            ))}
          </select>
        </div>
        <label className={styles.check}>
          <input
            type="checkbox"
            checked={query.free === true}
            onChange={(event) => set({ free: event.target.checked })}
          />
          <span>Free only</span>
        </label>
      </div>
      {/* The visitor's clock counts for the visitor's day before the first paint; hydration
          keeps its words, and the island's first render gives the same. */}
      <p
        className={styles.summary}
        role="status"
        {...{ [LISTING_ATTRIBUTES.count]: '' }}
        suppressHydrationWarning
      >
        {summary}
      </p>
    </div>
  );
}

/**
 * Shows the rows a listing holds for `query` on `today`: marks each row with the days it answers
 * the query on and the upcoming list with the query's window, as the server marks them for the
 * page's own question (ListingView.tsx), and lets the visitor's clock's rule place them
 * (applyListing), so the clock's later passes keep the choice. Names the list in its heading and
 * the document's title.
 */
export function showRows(
  doc: Document,
  facts: readonly ListingFacts[],
  query: ListingQuery,
  today: string,
  titleSuffix: string,
) {
  const { fixed, window } = splitWindow(query);
  const byKey = new Map(facts.map((entry) => [entry.key, entry]));
  for (const row of doc.querySelectorAll<HTMLElement>(`[${LISTING_ATTRIBUTES.key}]`)) {
    const entry = byKey.get(row.getAttribute(LISTING_ATTRIBUTES.key) ?? '');
    row.setAttribute(
      LISTING_ATTRIBUTES.days,
      entry ? matchingDays(entry, fixed, today).join(' ') : '',
    );
  }
  const upcomingList = doc.querySelector(`[${LISTING_ATTRIBUTES.list}="upcoming"]`);
  if (window) upcomingList?.setAttribute(LISTING_ATTRIBUTES.window, window);
  else upcomingList?.removeAttribute(LISTING_ATTRIBUTES.window);
  upcomingList?.toggleAttribute(LISTING_ATTRIBUTES.noPast, !keepsPast(query));
  applyListing(doc, today);
  const title = doc.querySelector(`[${LISTING_ATTRIBUTES.title}]`);
  if (title) title.textContent = listingTitle(query);
  // After an in-place choice the tab and history show what the list now holds.
  doc.title = `${listingTitle(query)}${titleSuffix}`;
}

/**
 * The listing's island (docs/rules/listings.md#listings): the choices, and the rows answered again
 * when the address asks another question than the page's (a choice, Back, a shared address with
 * choices). At start it changes nothing: the visitor's clock has already placed the rows for the
 * visitor's day before the first paint, and the island renders the choices the HTML holds. A
 * choice changes the address in place (a history entry: Back returns to the previous choice) and
 * the rows follow, without loading anything.
 */
export function ListingChoicesIsland({
  facts,
  path,
  pageIds,
  options,
  buildDay,
  titleSuffix,
}: {
  facts: ListingFacts[];
  path: string;
  pageIds: readonly string[];
  options: ChoiceOptions;
  /** The day the rows were built for; the visitor's comes from the page's clock (useVisitorDay). */
  buildDay: string;
  titleSuffix: string;
}) {
  const today = useVisitorDay(buildDay);
  const address = useListingAddress(path);
  const [sitePath = path, search = ''] = address.split('?');
  const query = listingQueryOf(sitePath, search);
  const { upcoming } = listEntries(
    facts.map((entry) => ({ facts: entry })),
    query,
    today,
  );
  // The question the rows are marked for: the page's own, as built, until the address asks another.
  const shownFor = useRef(listingAddress(listingQueryOf(path, ''), pageIds));
  useEffect(() => {
    const asked = listingAddress(query, pageIds);
    if (asked === shownFor.current) return;
    shownFor.current = asked;
    showRows(document, facts, query, today, titleSuffix);
  }, [address]); // eslint-disable-line react-hooks/exhaustive-deps -- the rows follow the address; the clock follows the day
  return (
    <ListingChoices
      query={query}
      options={options}
      summary={listingCount(countComingEntries(upcoming))}
      onChange={(next) => showListing(listingAddress(next, pageIds))}
    />
  );
}
