/**
 * content/past-venues/*.json → PastVenue (docs/rules/visiting.md#past-venues): halls known only to the
 * history. The folder is optional. A past venue's id must not be one of content/venues.json's, so a
 * show's `location` names one hall. It gets no page: whatever names a show's venue links it only
 * when `hasVisitPage` (./rules/past-venue.ts).
 */
import fs from 'node:fs';
import path from 'node:path';

import { pastVenueSchema } from './past-venue-schema';
import { slug } from '../../content/schema-parts';
import type { PastVenue } from '../../content/types';
import { displayName, parseWith, readJson, type Reader } from '../../content/read';

export const PAST_VENUES_FOLDER = 'past-venues';

export function loadPastVenues(
  reader: Reader,
  venueIds: ReadonlySet<string>,
): Map<string, PastVenue> {
  const dir = path.join(reader.contentDir, PAST_VENUES_FOLDER);
  const venues = new Map<string, PastVenue>();
  if (!fs.existsSync(dir)) return venues;
  const names = fs
    .readdirSync(dir)
    .filter((f) => f.endsWith('.json'))
    .sort();
  for (const name of names) {
    const absolute = path.join(dir, name);
    const file = displayName(reader, absolute);
    const id = path.basename(name, '.json');
    const entry = `past venue "${id}"`;
    if (!slug.safeParse(id).success) {
      reader.problems.push({
        file,
        entry,
        message: `the file's name is the venue's id: use lowercase letters, digits, _ or - (for example "${id.toLowerCase().replace(/[^a-z0-9_-]+/g, '_')}.json")`,
      });
      continue;
    }
    if (venueIds.has(id)) {
      reader.problems.push({
        file,
        entry,
        message: `"${id}" is already a venue of venues.json: a past venue needs an id of its own`,
      });
      continue;
    }
    const json = readJson(reader, absolute);
    if (!json.ok) continue;
    const raw = parseWith(reader, file, pastVenueSchema, json.data, (p) => ({ entry, field: p }));
    if (raw) venues.set(id, { ...raw, id, historyOnly: true });
  }
  return venues;
}
