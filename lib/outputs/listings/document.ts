/**
 * One embeddable list as public JSON (docs/listings-json.md): the same entries as its embed page
 * (lib/concepts/listings/embeds.ts), in the words of the listing rows (entrySummary), with absolute links.
 * Invariant: every document is checked against listingsDocumentSchema before it is written, so a
 * file that would break the published schema stops the build.
 */
import { getBuildDay, getSite } from '../../content';
import { getEmbedEntries, entrySummary, type ListingEntry } from '../../concepts/listings/node';
import { embedSitePage, embedTitle, type EmbedId } from '../../concepts/listings';
import { absoluteUrl } from '../../site/paths';
import { routes } from '../../site/routes';
import {
  LISTINGS_JSON_VERSION,
  listingsDocumentSchema,
  type ListingsDocument,
  type ListingsEntry,
} from './schema';

function jsonEntry(entry: ListingEntry): ListingsEntry {
  const summary = entrySummary(entry);
  return {
    id: entry.facts.key,
    type: entry.type,
    title: summary.title,
    url: absoluteUrl(summary.url),
    start: entry.facts.date,
    days: entry.facts.days,
    dateText: summary.when,
    timeText: summary.time,
    venue: summary.place,
    status: entry.facts.status,
    statusText: summary.status ?? null,
    price: summary.price,
    free: entry.facts.free,
    accessibility: [...summary.services],
    topics: entry.facts.topics,
  };
}

export function listingsDocument(id: EmbedId, today: string = getBuildDay()): ListingsDocument {
  const site = getSite();
  return listingsDocumentSchema.parse({
    version: LISTINGS_JSON_VERSION,
    id,
    title: embedTitle(id),
    series: site.seriesName,
    generated: today,
    timeZone: site.timeZone,
    page: absoluteUrl(embedSitePage(id)),
    embed: absoluteUrl(routes.embed(id)),
    entries: getEmbedEntries(id, today).map(jsonEntry),
  });
}
