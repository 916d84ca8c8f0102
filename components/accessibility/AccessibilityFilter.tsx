'use client';

import Link from 'next/link';
import type { MouseEvent } from 'react';
import type { AccessibilityService, AccessibilityServiceInfo } from '@/lib/rules/accessibility';
import { pushInPlaceAddress } from '@/lib/site/in-place-address';
import { routes } from '@/lib/site/routes';
import styles from './AccessibilityFilter.module.css';

interface Props {
  /** The services the season offers, in vocabulary order. */
  choices: readonly AccessibilityServiceInfo[];
  /** The service the list shows now; undefined for every upcoming performance. */
  current: AccessibilityService | undefined;
  /** "3 upcoming performances with ASL interpretation", announced when it changes. */
  summary: string;
  /** Told the site path of a plain click's choice first, so the list can show it at once. */
  onChoose?: (path: string) => void;
}

function isPlainClick(event: MouseEvent<HTMLAnchorElement>): boolean {
  return event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;
}

/**
 * "Show performances with: All / ASL / …" (docs/product-rules.md#accessibility-services). Each
 * choice is a link to its pre-rendered list, so it works without JavaScript and opens in a new
 * tab. With JavaScript a plain click only changes the address: the season list reads the service
 * from the address (SeasonSplit) and filters in place, the count below is announced, and Back
 * returns to the previous choice.
 */
export function AccessibilityFilter({ choices, current, summary, onChoose }: Props) {
  function choose(event: MouseEvent<HTMLAnchorElement>, path: string) {
    if (!isPlainClick(event)) return;
    event.preventDefault();
    onChoose?.(path);
    pushInPlaceAddress(path);
  }

  const options = [
    { path: routes.home(), label: 'All', selected: current === undefined },
    ...choices.map((choice) => ({
      path: routes.accessibility(choice.id),
      label: choice.shortLabel,
      selected: current === choice.id,
    })),
  ];

  return (
    <div className={styles.filter}>
      <nav aria-labelledby="accessibility-filter-label">
        <p id="accessibility-filter-label" className={styles.label}>
          Show performances with:
        </p>
        <ul className={styles.choices}>
          {options.map((option) => (
            <li key={option.path}>
              <Link
                href={option.path}
                prefetch={false}
                scroll={false}
                className={styles.choice}
                aria-current={option.selected ? 'page' : undefined}
                onClick={(event) => choose(event, option.path)}
              >
                {option.label}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <p className={styles.summary} role="status">
        {summary}
      </p>
    </div>
  );
}
