import type { Show } from '@/lib/content/types';
import { isFreeShow } from '@/lib/rules/listings';
import styles from './listings.module.css';

/**
 * The price slot of a listing row. The price in words ("$18–$42", "Pay what you can, from $5",
 * "Prices to be announced") belongs to the price rules, a module of its own; until a listing
 * shows it here, a row says only what the listings decide themselves: "Free" for a show whose
 * price is known to be nothing (docs/product-rules.md#listings).
 */
export function ListingPrice({ show }: { show: Pick<Show, 'price'> }) {
  return isFreeShow(show) ? <p className={styles.price}>Free</p> : null;
}
