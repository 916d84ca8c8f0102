/**
 * The entries of each embed (docs/rules/listings.md#embeds), reshaped once from the listings so the
 * embed pages and the public JSON list the same entries: the upcoming ones of the embed's question
 * on the build day, in date order. Invariant: no rule of its own decides membership; that is
 * listEntries' (lib/concepts/listings/rules/listings.ts) over getListingEntries (lib/concepts/listings/listings.ts).
 */
import { embedQuery, type EmbedId } from './rules/embeds';
import { listEntries } from './rules/listings';
import { getBuildDay } from '../../content';
import { getListingEntries, type ListingEntry } from './listings';

export function getEmbedEntries(id: EmbedId, today: string = getBuildDay()): ListingEntry[] {
  return listEntries(getListingEntries(today), embedQuery(id), today).upcoming;
}
