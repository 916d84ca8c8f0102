/**
 * Browser-safe rules of past venues (docs/rules/visiting.md#past-venues): a show's venue is either
 * one of content/venues.json, with a visit page and an address, or a hall known only to the
 * history, named with its town when known and never linked.
 */
/**
 * What the rules read of a venue (lib/content/types.ts ShowVenue, PastVenue), by shape: the
 * domain types import this room's front door, so naming them here would tie the two in a circle.
 */
interface Marked {
  historyOnly?: boolean;
}

/** Whether the venue has a visit page (and so an address and its visit details). */
export function hasVisitPage<V extends Marked>(
  venue: V,
): venue is Exclude<V, { historyOnly: true }> {
  return venue.historyOnly !== true;
}

/** "Ridgeline Armory, Ridgeline": a past venue's name with its town when known. */
export function pastVenueLabel(venue: { name: string; locality?: string }): string {
  return venue.locality ? `${venue.name}, ${venue.locality}` : venue.name;
}
