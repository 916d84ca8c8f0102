/**
 * What a performance offers to buy (docs/rules/shows.md#show-status): its price and its ticket
 * link while it takes place, nothing once it is cancelled or postponed. A called-off performance
 * stays listed and says its status instead; no price, ticket link or "buy" wording stands beside
 * it, on a page, in a list or in a calendar file. Browser-safe.
 */
import { pricesDiffer, runPriceInWords, type PriceFields } from '../../prices';
import { isCalledOff, type EventStatus } from './show-status';

/**
 * The price in words a performance, a single-performance show or a screening (its festival's
 * status) offers; none once called off, nor when it names none.
 */
export function priceOnOffer(entry: {
  status: EventStatus;
  priceLabel?: string;
}): string | undefined {
  return isCalledOff(entry.status) ? undefined : entry.priceLabel;
}

/** The ticket link a performance, show or festival offers; none once called off. */
export function ticketsOnOffer(entry: {
  status: EventStatus;
  tickets?: string;
}): string | undefined {
  return isCalledOff(entry.status) ? undefined : entry.tickets;
}

/**
 * Whether a show offers anything to buy: not once it is called off, nor when none of its
 * performances takes place (a run whose every night is cancelled). What its page says of buying
 * goes with it: its price, the staff's ticket information, a series package.
 */
export function showOnOffer(show: {
  status: EventStatus;
  performances: ReadonlyArray<{ status: EventStatus }>;
}): boolean {
  return (
    !isCalledOff(show.status) &&
    show.performances.some((performance) => !isCalledOff(performance.status))
  );
}

/** The price a show's page and card state for the whole show: none when it offers nothing. */
export function showPriceOnOffer(show: {
  status: EventStatus;
  priceLabel: string;
  performances: ReadonlyArray<{ status: EventStatus }>;
}): string | undefined {
  return showOnOffer(show) ? show.priceLabel : undefined;
}

/**
 * The price of a run in words from the performances that take place: a cancelled
 * pay-what-you-can preview no longer makes the run read "From $5".
 */
export function runPriceOnOffer(
  show: PriceFields | undefined,
  performances: ReadonlyArray<{ status: EventStatus; price?: PriceFields }>,
): string {
  return runPriceInWords(
    show,
    performances.filter((performance) => !isCalledOff(performance.status)),
  );
}

/**
 * Whether each performance of a run states its own price: when those that take place do not all
 * cost the same. Otherwise the show's price says it once.
 */
export function ownPricesOnOffer(
  performances: ReadonlyArray<{ status: EventStatus; priceLabel: string }>,
): boolean {
  return pricesDiffer(performances.filter((performance) => !isCalledOff(performance.status)));
}
