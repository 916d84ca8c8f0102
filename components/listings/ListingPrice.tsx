import type { Show } from '@/lib/content/types';
import { isFreeShow } from '@/lib/rules/listings';
import styles from './listings.module.css';

/**
 * The price slot of a listing row. Issue 37's price wording ("$18–$42", "Pay what you can, from
 * $5", "Prices to be announced") arrives as its own rule module; until it does, a listing says
 * only what it decides itself: "Free" for a show whose price is known to be nothing.
 */
export function ListingPrice({ show }: { show: Pick<Show, 'price'> }) {
  return isFreeShow(show) ? <p className={styles.price}>Free</p> : null;
}
