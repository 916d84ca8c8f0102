import Link from 'next/link';
import { AccessibilityBadges } from '@/components/accessibility/AccessibilityBadges';
import { entrySummary, type ListingEntry } from '@/lib/concepts/listings/node';
import { isEntryCalledOff } from '@/lib/concepts/listings';
import { showPriceOnOffer } from '@/lib/concepts/shows';
import styles from './listings.module.css';

/**
 * One entry of a listing (docs/rules/listings.md#listings): a show (a run once, with its dates),
 * a festival once with its days, or an education event. Its title links to its page; its status
 * is in words, and a cancelled or postponed one has no price and no access badges: a service at
 * a performance that will not happen is not offered (docs/rules/shows.md#show-status). A show's
 * price is the one its page states (showPriceOnOffer): none for a run whose every performance is
 * called off, though the show itself is still scheduled.
 * Light on purpose: a listing carries every entry of the season for the in-place
 * choices, so a row has no picture. In an embed (docs/rules/listings.md#embeds) the heading level
 * follows the embed's own, and the link opens in the top window, not inside the partner's frame.
 */
export function ListingRow({
  entry,
  headingLevel = 3,
  linkTarget,
}: {
  entry: ListingEntry;
  headingLevel?: 2 | 3;
  linkTarget?: '_top';
}) {
  const row = entrySummary(entry);
  const price = entry.type === 'show' ? showPriceOnOffer(entry.show) : row.price;
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <article className={styles.row}>
      <Heading className={styles.rowTitle}>
        <Link href={row.url} prefetch={false} target={linkTarget}>
          {row.title}
        </Link>
      </Heading>
      {row.status ? <p className={styles.status}>{row.status}</p> : null}
      <p className={styles.when}>
        {row.when}, {row.time}
      </p>
      <p className={styles.place}>{row.place}</p>
      {isEntryCalledOff(entry.facts) ? null : (
        <>
          {price ? <p className={styles.price}>{price}</p> : null}
          <AccessibilityBadges services={row.services} />
        </>
      )}
    </article>
  );
}
