/**
 * The line a search result shows under its title (docs/rules/listings.md#search), with what the
 * thing costs in words (docs/rules/tickets.md#prices), so a visitor sees the price before opening
 * the page: "Saturday, March 7, 2026 · $18–$42".
 */
import type { Film, Show } from '../../content/types';
import { priceOnOffer, statusLabel, type EventStatus } from '../../concepts/shows';

const SEPARATOR = ' · ';

type DetailShow = Pick<
  Show,
  'dateFormatted' | 'priceLabel' | 'festival' | 'status' | 'previousDateFormatted'
>;

/**
 * A show page's result: its date, its status when it has one, then its price in words (a
 * festival's is its pass); a cancelled or postponed show has no price
 * (docs/rules/shows.md#show-status).
 */
export function showSearchDetail(show: DetailShow) {
  const offered = priceOnOffer(show);
  const price = offered && show.festival ? `Festival pass ${offered}` : offered;
  return [show.dateFormatted, statusLabel(show), price].filter(Boolean).join(SEPARATOR);
}

/**
 * A film page's result: its festival, then its single-ticket price when it has one and the
 * festival (whose status its screenings share) takes place.
 */
export function filmSearchDetail(
  film: Pick<Film, 'festivalTitle' | 'priceLabel'>,
  festivalStatus: EventStatus,
) {
  const price = priceOnOffer({ status: festivalStatus, priceLabel: film.priceLabel });
  return [film.festivalTitle, price && `Single ticket ${price}`].filter(Boolean).join(SEPARATOR);
}
