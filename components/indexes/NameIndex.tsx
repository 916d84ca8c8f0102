/**
 * An A–Z index of names (/people/, /works/, docs/rules/site.md#index-pages): a row of initials, then each
 * initial's names, one short line each, so the page stays light however long the archive grows
 * (a name, a link and a few words: about 150 bytes of HTML each). The grouping rule is
 * lib/concepts/archive/rules/name-index.ts.
 */
import Link from 'next/link';
import type { InitialGroup } from '@/lib/concepts/archive';
import styles from './indexes.module.css';

export interface IndexEntry {
  /** The name as printed, and the link's text. */
  name: string;
  url: string;
  /** A few words after the name: "Composer", "by Ines Varga". */
  detail?: string;
}

/** The id of an initial's heading: "initial-A", "initial-other" for "#". */
function initialId(initial: string): string {
  return /^[A-Z]$/.test(initial) ? `initial-${initial}` : 'initial-other';
}

export function NameIndex({
  groups,
  label,
}: {
  groups: InitialGroup<IndexEntry>[];
  label: string;
}) {
  return (
    <>
      <nav aria-label={`${label} by initial`} className={styles.initials}>
        <ul>
          {groups.map((group) => (
            <li key={group.initial}>
              <a href={`#${initialId(group.initial)}`}>
                {/* "#" alone reads as "number sign": say what the group holds. */}
                {group.initial === '#' ? (
                  <>
                    <span aria-hidden="true">#</span>
                    <span className="visually-hidden">Names starting with a number or sign</span>
                  </>
                ) : (
                  group.initial
                )}
              </a>
            </li>
          ))}
        </ul>
      </nav>
      {groups.map((group) => (
        <section
          key={group.initial}
          aria-labelledby={initialId(group.initial)}
          className={styles.group}
        >
          <h2 id={initialId(group.initial)} className={styles.initial}>
            {group.initial}
          </h2>
          <ul className={styles.names}>
            {group.items.map((entry) => (
              <li key={entry.url}>
                <Link href={entry.url} prefetch={false}>
                  {entry.name}
                </Link>
                {entry.detail ? <span className={styles.detail}> {entry.detail}</span> : null}
              </li>
            ))}
          </ul>
        </section>
      ))}
    </>
  );
}
