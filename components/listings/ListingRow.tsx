import Link from 'next/link';
import { AccessibilityBadges } from '@/components/accessibility/AccessibilityBadges';
import type { ListingEntry } from '@/lib/content/listings';
import { statusLabel } from '@/lib/rules/show-status';
import styles from './listings.module.css';

/**
 * One entry of a listing (docs/product-rules.md#listings): a show (a run once, with its dates),
 * a festival once with its days, or an education event. Its title links to its page; its status
 * is in words. Light on purpose: a listing carries every entry of the season for the in-place
 * choices, so a row has no picture.
 */
export function ListingRow({ entry }: { entry: ListingEntry }) {
  const row =
    entry.type === 'show'
      ? {
          title: entry.show.title,
          url: entry.show.url,
          when: entry.show.dateFormatted,
          time: entry.show.timeFormatted,
          place: entry.show.location,
          status: statusLabel(entry.show),
          services: entry.show.accessibility,
          price: entry.show.priceLabel,
        }
      : {
          title: entry.event.name,
          url: entry.lines[0]?.url ?? '',
          when: entry.event.dateFormatted,
          time: entry.event.timeFormatted,
          place: entry.event.location,
          status: statusLabel(entry.event),
          services: entry.event.accessibility,
          price: entry.lines[0]?.price ?? '',
        };
  return (
    <article className={styles.row}>
      <h3 className={styles.rowTitle}>
        <Link href={row.url} prefetch={false}>
          {row.title}
        </Link>
      </h3>
      {row.status ? <p className={styles.status}>{row.status}</p> : null}
      <p className={styles.when}>
        {row.when}, {row.time}
      </p>
      <p className={styles.place}>{row.place}</p>
      {row.price ? <p className={styles.price}>{row.price}</p> : null}
      <AccessibilityBadges services={row.services} />
    </article>
  );
}
