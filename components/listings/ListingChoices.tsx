'use client';

import { useEffect, type ChangeEvent } from 'react';
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
import { useVisitorDay } from '@/components/ui/useVisitorDay';
import { showListing, useListingAddress, useScripted } from './listing-address-store';
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
 * accessibility service. Shown once the page's script runs, since they change the list in place;
 * without it the links under the list lead to each question's own page.
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
      <p className={styles.summary} role="status">
        {summary}
      </p>
    </div>
  );
}

/**
 * Shows the rows a listing holds for `today` and `query`, in date order, in the page's two lists
 * (rendered by the server, outside the island's own element), hides the rest, and names the list
 * in its heading and the document's title.
 */
export function showRows(
  doc: Document,
  facts: readonly ListingFacts[],
  query: ListingQuery,
  today: string,
  titleSuffix: string,
) {
  const { upcoming, past } = listEntries(
    facts.map((entry) => ({ facts: entry })),
    query,
    today,
  );
  const rows = new Map<string, HTMLElement>();
  for (const row of doc.querySelectorAll<HTMLElement>(`[${LISTING_ATTRIBUTES.key}]`))
    rows.set(row.getAttribute(LISTING_ATTRIBUTES.key) ?? '', row);
  const upcomingList = doc.querySelector(`[${LISTING_ATTRIBUTES.list}="upcoming"]`);
  const pastList = doc.querySelector(`[${LISTING_ATTRIBUTES.list}="past"]`);
  if (!(upcomingList instanceof HTMLElement) || !(pastList instanceof HTMLElement)) return;
  const placed = new Set<string>();
  for (const [list, entries] of [
    [upcomingList, upcoming],
    [pastList, past],
  ] as const) {
    for (const { facts: entry } of entries) {
      const row = rows.get(entry.key);
      if (!row) continue;
      row.hidden = false;
      list.append(row);
      placed.add(entry.key);
    }
  }
  for (const [key, row] of rows) if (!placed.has(key)) row.hidden = true;
  upcomingList.hidden = upcoming.length === 0;
  doc
    .querySelector<HTMLElement>(`[${LISTING_ATTRIBUTES.empty}]`)
    ?.toggleAttribute('hidden', upcoming.length > 0);
  doc
    .querySelector<HTMLElement>(`[${LISTING_ATTRIBUTES.pastSection}]`)
    ?.toggleAttribute('hidden', past.length === 0);
  const title = doc.querySelector(`[${LISTING_ATTRIBUTES.title}]`);
  if (title) title.textContent = listingTitle(query);
  // After an in-place choice the tab and history show what the list now holds.
  doc.title = `${listingTitle(query)}${titleSuffix}`;
  return upcoming.length;
}

/**
 * The listing's island (docs/rules/listings.md#listings): the choices, once the page's script runs,
 * and the page's rows answered again for the visitor's day and the address's choices. A choice
 * changes the address in place (a history entry: Back returns to the previous choice) and the
 * rows follow, without loading anything.
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
  const scripted = useScripted();
  const [sitePath = path, search = ''] = address.split('?');
  const query = listingQueryOf(sitePath, search);
  const { upcoming } = listEntries(
    facts.map((entry) => ({ facts: entry })),
    query,
    today,
  );
  useEffect(() => {
    showRows(document, facts, query, today, titleSuffix);
  }, [facts, address, today, titleSuffix]); // eslint-disable-line react-hooks/exhaustive-deps -- query follows from address
  if (!scripted) return null;
  return (
    <ListingChoices
      query={query}
      options={options}
      summary={listingCount(countComingEntries(upcoming))}
      onChange={(next) => showListing(listingAddress(next, pageIds))}
    />
  );
}
