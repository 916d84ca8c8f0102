/**
 * What a show costs, in words (docs/rules/tickets.md#prices): the price line of a card, and on a
 * show page the line with each affordability note and its conditions, near the ticket actions.
 * The words come from the loader (Show.priceLabel, lib/concepts/prices/rules/price.ts); a show without a price
 * says "Prices to be announced", never nothing; a called-off one states none (showPriceOnOffer).
 */
import type { Show } from '@/lib/content/types';
import { showPriceOnOffer } from '@/lib/concepts/shows';
import { AffordabilityNotes } from './AffordabilityNotes';
import styles from './prices.module.css';

/** "Tickets: $18–$42"; `heading` names what the price buys ("Festival pass", "Single ticket"). */
export function PriceLine({
  label,
  heading = 'Tickets',
  className,
}: {
  label: string;
  heading?: string;
  className?: string;
}) {
  return (
    <p className={`${styles.line} ${className ?? ''}`} data-price="">
      <span className={styles.heading}>{heading}:</span> {label}
    </p>
  );
}

/**
 * A show's price and its ways to pay less: labels only on a card (`detail` false), labels with
 * their conditions on the show page. A festival's price is its pass. Nothing at all for a
 * cancelled or postponed show, or a run none of whose performances takes place: its status says
 * so, and nothing is sold.
 */
export function ShowPrice({
  show,
  detail = false,
  className,
}: {
  show: Pick<Show, 'priceLabel' | 'affordability' | 'festival' | 'status' | 'performances'>;
  detail?: boolean;
  className?: string;
}) {
  const price = showPriceOnOffer(show);
  if (price === undefined) return null;
  return (
    <div className={`${styles.price} ${detail ? '' : styles.compact} ${className ?? ''}`}>
      <PriceLine label={price} heading={show.festival ? 'Festival pass' : 'Tickets'} />
      <AffordabilityNotes notes={show.affordability} detail={detail} />
    </div>
  );
}
