/**
 * The open data of this build, from the content facade (one of the output modules that answer
 * from it at build time, as lib/outputs/calendar/current-feeds.ts does): the route handlers of
 * app/(site)/data/ write it.
 */
import { getAllShows, getArchiveMaps, getSite } from '../../content';
import { historyDocument } from './document';
import type { HistoryDocument } from './schema';

let cached: HistoryDocument | undefined;

export function currentHistoryDocument(): HistoryDocument {
  const site = getSite();
  cached ??= historyDocument({
    shows: getAllShows(),
    ...getArchiveMaps(),
    series: site.seriesName,
    timeZone: site.timeZone,
  });
  return cached;
}
