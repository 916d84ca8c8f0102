/**
 * Browser-safe rules of past venues (docs/rules/visiting.md#past-venues): a show's venue is either
 * one of content/venues.json, with a visit page and an address, or a hall known only to the
 * history, named with its town when known and never linked.
 */
import type { PastVenue, ShowVenue } from '../../../content/types';

/** Whether the venue has a visit page (and so an address and its visit details). */
export function hasVisitPage(venue: ShowVenue): venue is Exclude<ShowVenue, PastVenue> {
  return venue.historyOnly !== true;
}

/** "Ridgeline Armory, Ridgeline": a past venue's name with its town when known. */
export function pastVenueLabel(venue: PastVenue): string {
  return venue.locality ? `${venue.name}, ${venue.locality}` : venue.name;
}
