/**
 * Ticket prices in words (docs/rules/tickets.md#prices): "$18–$42", "$25", "Free", "Pay what you
 * can, from $5", "Prices to be announced". The one place a price becomes text, for cards, show
 * pages, the festival, search, listings and the month view. Browser-safe (no zod): the content
 * schema is lib/concepts/prices/price-schema.ts, which guarantees what this module reads (min ≤ max, no
 * negative price, a floor for pay what you can, a min unless free).
 */

/** A price as content states it (lib/concepts/prices/price-schema.ts `priceSchema`). */
export interface PriceFields {
  /** Lowest price in dollars; the floor when pay what you can; absent only when free. */
  min?: number;
  /** Highest price in dollars; absent when there is one price. */
  max?: number;
  /** Free admission (also meant by min 0 without a higher max). */
  free?: boolean;
  /** Visitors choose what they pay, from `min`. */
  payWhatYouCan?: boolean;
}

export const PRICE_UNKNOWN = 'Prices to be announced';
export const PRICE_FREE = 'Free';

/** Education & Enrichment events are free and open to the public (docs/rules/tickets.md#prices). */
export const EDUCATION_PRICE: PriceFields = { free: true };

/** "$25", "$12.50", "$1,200": cents only when there are some. */
export function dollars(amount: number): string {
  const whole = Number.isInteger(amount);
  return new Intl.NumberFormat('en-US', {
    style: 'currency',
    currency: 'USD',
    minimumFractionDigits: whole ? 0 : 2,
    maximumFractionDigits: whole ? 0 : 2,
  }).format(amount);
}

/** True when the price means no charge at all: the free flag, or min 0 with no higher max. */
export function isFree(price: PriceFields | undefined): boolean {
  if (!price || price.payWhatYouCan) return false;
  if (price.free) return true;
  return price.min === 0 && (price.max === undefined || price.max === 0);
}

/** The lowest and highest amount of a known price (free is 0 to 0; pay what you can has no top). */
export function priceBounds(
  price: PriceFields | undefined,
): { low: number; high?: number } | undefined {
  if (!price) return undefined;
  if (isFree(price)) return { low: 0, high: 0 };
  if (price.min === undefined) return undefined;
  if (price.payWhatYouCan) return { low: price.min };
  return { low: price.min, high: price.max ?? price.min };
}

/** One price in words; `undefined` (no price in content) is "Prices to be announced". */
export function priceInWords(price: PriceFields | undefined): string {
  const bounds = priceBounds(price);
  if (!bounds) return PRICE_UNKNOWN;
  // Only pay what you can leaves the top open; free is 0 to 0, which reads "Free".
  if (bounds.high === undefined) {
    return bounds.low === 0 ? 'Pay what you can' : `Pay what you can, from ${dollars(bounds.low)}`;
  }
  return rangeInWords(bounds.low, bounds.high);
}

function rangeInWords(low: number, high: number): string {
  if (low === high) return low === 0 ? PRICE_FREE : dollars(low);
  return `${low === 0 ? PRICE_FREE : dollars(low)}–${dollars(high)}`;
}

/** True when the price says something: an amount, or free (an empty price object says nothing). */
export function isStated(price: PriceFields | undefined): price is PriceFields {
  return price !== undefined && (price.free === true || price.min !== undefined);
}

/**
 * A performance's own price, else its show's (a run's performances inherit the show's price);
 * `undefined` when neither states one.
 */
export function performancePrice(
  show: PriceFields | undefined,
  own: PriceFields | undefined,
): PriceFields | undefined {
  if (isStated(own)) return own;
  return isStated(show) ? show : undefined;
}

/** True when the performances of a run do not all cost the same (each then says its own). */
export function pricesDiffer(performances: ReadonlyArray<{ priceLabel: string }>): boolean {
  return new Set(performances.map((p) => p.priceLabel)).size > 1;
}

/**
 * The price of a whole run in words, from the show's price and each performance's own: the one
 * wording when every performance reads alike, else the range from the lowest to the highest known
 * amount ("Free–$42" for a run with a free preview); "From $5" when a pay-what-you-can night
 * leaves the top open. Performances without a known price do not widen the range; a run with no
 * known price at all is "Prices to be announced".
 */
export function runPriceInWords(
  show: PriceFields | undefined,
  // Stryker disable next-line ArrayDeclaration: a performance without a price of its own reads as the show's, as no performance does
  performances: ReadonlyArray<{ price?: PriceFields }> = [],
): string {
  const prices = performances.length
    ? performances.map((p) => performancePrice(show, p.price))
    : [show];
  const words = [...new Set(prices.map(priceInWords))];
  if (words.length === 1) return words[0] ?? PRICE_UNKNOWN;
  const bounds = prices.flatMap((p) => priceBounds(p) ?? []);
  // Stryker disable next-line ConditionalExpression: unreachable (two wordings, so one has an amount), kept so Math.min never sees nothing
  if (bounds.length === 0) return PRICE_UNKNOWN;
  const low = Math.min(...bounds.map((b) => b.low));
  if (bounds.some((b) => b.high === undefined)) {
    return low === 0 ? 'Free or pay what you can' : `From ${dollars(low)}`;
  }
  return rangeInWords(low, Math.max(...bounds.map((b) => b.high ?? b.low)));
}
