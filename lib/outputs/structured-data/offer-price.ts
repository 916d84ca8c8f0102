/**
 * The price part of a schema.org offer (docs/rules/tickets.md#prices), as Google's event
 * guidance reads it: one price is an `Offer` with `price`; a range an `AggregateOffer` with
 * `lowPrice` and `highPrice`; pay what you can an `AggregateOffer` from its floor with no top; a
 * free event an `Offer` at 0, and `isAccessibleForFree` on the event (./events.ts, from
 * lib/concepts/prices/rules/price.ts isFree). An unknown price adds
 * nothing: the offer keeps its link and availability and states no price, never a made-up one.
 */
import { isFree, isStated, type PriceFields } from '../../concepts/prices';

export const PRICE_CURRENCY = 'USD';

/** The offer's type and price properties for a price content states (or none). */
export type OfferPriceLd =
  | { '@type': 'Offer' }
  | { '@type': 'Offer'; price: number; priceCurrency: typeof PRICE_CURRENCY }
  | {
      '@type': 'AggregateOffer';
      lowPrice: number;
      highPrice?: number;
      priceCurrency: typeof PRICE_CURRENCY;
    };

export function offerPrice(price: PriceFields | undefined): OfferPriceLd {
  if (!isStated(price)) return { '@type': 'Offer' };
  if (isFree(price)) return { '@type': 'Offer', price: 0, priceCurrency: PRICE_CURRENCY };
  const low = price.min ?? 0;
  if (price.payWhatYouCan) {
    return { '@type': 'AggregateOffer', lowPrice: low, priceCurrency: PRICE_CURRENCY };
  }
  const high = price.max ?? low;
  if (high === low) return { '@type': 'Offer', price: low, priceCurrency: PRICE_CURRENCY };
  return {
    '@type': 'AggregateOffer',
    lowPrice: low,
    highPrice: high,
    priceCurrency: PRICE_CURRENCY,
  };
}
