'use client';

import { useId, type ChangeEvent } from 'react';
import { whenLabel } from '@/lib/rules/listing-address';
import {
  isListingTopic,
  isListingWindow,
  isMonthId,
  listingWindows,
  topicLabels,
  type ListingQuery,
  type ListingTopic,
  type MonthId,
} from '@/lib/rules/listings';
import {
  isAccessibilityService,
  serviceInfo,
  type AccessibilityService,
} from '@/lib/rules/accessibility';
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
 * The listing's choices, combined (docs/product-rules.md#listings): when, what, free only, and an
 * accessibility service. Shown once the page's script runs, since they change the list in place;
 * without it the links under the list lead to each question's own page.
 */
export function ListingChoices({ query, options, summary, onChange }: Props) {
  const id = useId();
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
    <form
      className={styles.choices}
      aria-labelledby="listing-choices-label"
      onSubmit={(event) => event.preventDefault()}
    >
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
    </form>
  );
}
