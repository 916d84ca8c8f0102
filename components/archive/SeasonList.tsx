/**
 * The list of pages a person's or work's record continues on (docs/archive.md#pages): on their own
 * page the seasons it does not show in full, on a season's page the parts of a long season. Each
 * entry is a link that says what it holds ("2019–20 Season: 12 appearances", "January 15 –
 * May 31, 2025: 200 appearances"), never a bare number; the page being read is named, not linked.
 */
import Link from 'next/link';
import { formatDateRange } from '@/lib/time/format';
import styles from './archive.module.css';

export interface SeasonListEntry {
  href: string;
  /** What the page covers: a season's title, or a part's dates. */
  label: string;
  /** What it holds, counted: "12 appearances". */
  holds: string;
  /** The page being read. */
  current?: boolean;
}

interface Props {
  /** The heading's id, for the section's name. */
  id: string;
  heading: string;
  /** The heading's level where the list stands: 3 inside a page's "Every appearance". */
  level: 2 | 3;
  entries: readonly SeasonListEntry[];
}

export function SeasonList({ id, heading, level, entries }: Props) {
  if (entries.length === 0) return null;
  const Heading = level === 2 ? 'h2' : 'h3';
  return (
    <section className={styles.season} aria-labelledby={id}>
      <Heading id={id}>{heading}</Heading>
      <ul>
        {entries.map((entry) => (
          <li key={entry.href}>
            {entry.current ? (
              <strong aria-current="page">{entry.label}</strong>
            ) : (
              <Link href={entry.href} prefetch={false}>
                {entry.label}
              </Link>
            )}
            : {entry.holds}
          </li>
        ))}
      </ul>
    </section>
  );
}

/**
 * The entries of a season's parts, each named by the dates of its first and last show and what it
 * holds; the part being read is `current`.
 */
export function partEntries<T extends { show: { day: string } }>(
  parts: ReadonlyArray<readonly T[]>,
  current: number,
  hrefOf: (index: number) => string,
  holdsOf: (items: readonly T[]) => string,
): SeasonListEntry[] {
  return parts.map((items, index) => {
    const days = items.map((item) => item.show.day).sort();
    return {
      href: hrefOf(index),
      label: formatDateRange(days[0] ?? '', days[days.length - 1] ?? ''),
      holds: holdsOf(items),
      current: index === current,
    };
  });
}
