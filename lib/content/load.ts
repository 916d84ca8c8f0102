/**
 * Reads a content folder, validates every file with the schemas, checks what spans files (venue
 * ids, unique names, festival schedules, the images in public/) and derives the domain types of
 * lib/content/types.ts. All problems are collected and thrown together as one ContentError, each naming
 * the file, the entry and the field, so whoever edits the JSON can fix a whole batch at once.
 */
import path from 'node:path';

import { DEFAULT_TIME_ZONE } from '../time/timezone';
import { analyticsIdOverrideIn } from '../site/deployment';
import type { Education, FaqItem, Show, Site, Venue } from './types';
import { ContentError } from './errors';
import { loadEducation } from './education';
import { createReader, displayName } from './read';
import { loadShows, type VenueLookup } from './shows';
import { loadFaq, loadSite, loadVenues } from './site';
import { relatedLinkProblems } from './related-links';

export { ContentError, formatProblem, type ContentProblem } from './errors';

export interface ContentBundle {
  site: Site;
  /** Keyed by venue id. */
  venues: ReadonlyMap<string, Venue>;
  /** Ascending by date. */
  shows: Show[];
  faq: FaqItem[];
  education: Education;
}

export interface LoadOptions {
  /** Overrides site.analyticsId when non-empty; defaults to ANALYTICS_ID (lib/site/deployment.ts). */
  analyticsId?: string;
  /**
   * Where the files content points to (posters, photos, downloads) live. Defaults to the folder
   * `public` beside the content folder, as in the project and in test/fixtures/.
   */
  publicDir?: string;
}

export function loadContent(contentDir: string, options: LoadOptions = {}): ContentBundle {
  const absoluteDir = path.resolve(contentDir);
  const reader = createReader(
    absoluteDir,
    options.publicDir ?? path.join(path.dirname(absoluteDir), 'public'),
  );

  const site = loadSite(reader, options.analyticsId ?? analyticsIdOverrideIn());
  const timeZone = site?.timeZone ?? DEFAULT_TIME_ZONE;
  const venues = loadVenues(reader);
  const venuesFile = displayName(reader, path.join(absoluteDir, 'venues.json'));
  // When venues.json itself is broken, every location check would only repeat that problem.
  const venueOf: VenueLookup = (id, report) => {
    const venue = venues?.get(id);
    if (!venue && venues) report(`is not a venue id in ${venuesFile}`);
    return venue;
  };

  const shows = loadShows(reader, venueOf, site?.sponsorLogoVersion ?? '1', timeZone);
  const faq = loadFaq(reader);
  const education = loadEducation(reader, venueOf, timeZone);
  reader.problems.push(
    ...relatedLinkProblems(
      shows,
      education,
      displayName(reader, path.join(absoluteDir, 'education.json')),
    ),
  );

  if (reader.problems.length > 0 || !site || !venues || !education) {
    throw new ContentError(reader.problems);
  }
  return { site, venues, shows, faq, education };
}
