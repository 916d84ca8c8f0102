import Link from 'next/link';
import type { AccessibilityService, AccessibilityServiceInfo } from '@/lib/concepts/venues';
import { routes } from '@/lib/site/routes';
import styles from './AccessibilityFilter.module.css';

interface Props {
  /** The services the season offers, in vocabulary order. */
  choices: readonly AccessibilityServiceInfo[];
  /** The service the list shows now; undefined for every upcoming performance. */
  current: AccessibilityService | undefined;
  /** "3 upcoming performances with ASL interpretation", announced when it changes. */
  summary: string;
}

/**
 * "Show performances with: All / ASL / …" (docs/rules/visiting.md#accessibility-services). Each
 * choice is a link to its pre-rendered list, so it works without JavaScript and opens in a new
 * tab: a plain page load, which the Speculation Rules make quick.
 */
export function AccessibilityFilter({ choices, current, summary }: Props) {
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
                className={styles.choice}
                aria-current={option.selected ? 'page' : undefined}
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
