/**
 * Reads a content folder, validates every file with the schemas, checks what spans files (venue
 * ids, unique names, festival schedules, the images in public/) and derives the domain types of
 * lib/content/types.ts. All problems are collected and thrown together as one ContentError, each naming
 * the file, the entry and the field, so whoever edits the JSON can fix a whole batch at once.
 */
import { venueDay } from '../time/venue-clock';
import fs from 'node:fs';
import path from 'node:path';

import { DEFAULT_TIME_ZONE } from '../time/timezone';
import { analyticsIdOverrideIn } from '../site/deployment';
import type {
  Education,
  FaqItem,
  PastVenue,
  Person,
  Show,
  ShowVenue,
  Site,
  Venue,
  Work,
} from './types';
import { ContentError } from './errors';
import { loadEducation } from '../concepts/education/node';
import { HistoryUnavailable, readLastChanged, readVersions, loadNews } from '../concepts/news/node';
import { createReader, displayName, type Reader } from './read';
import { loadShows, type VenueLookup } from '../concepts/shows/node';
import { loadFaq, loadSite, loadVenues } from './site';
import { relatedLinkProblems } from '../concepts/shows/build';
import { loadPastVenues, PAST_VENUES_FOLDER } from '../concepts/venues/node';
import { loadClub } from '../concepts/club/node';
import { checkShowLinks, loadPeople, loadWorks } from '../concepts/archive/node';
import type { Club } from '../concepts/club/build';
import type { RawNewsNote } from '../concepts/news/build';

export { ContentError, formatProblem, type ContentProblem } from './errors';

export interface ContentBundle {
  site: Site;
  /** Keyed by venue id. */
  venues: ReadonlyMap<string, Venue>;
  /** Halls known only to the history (content/past-venues/; none when the folder is absent), by id. */
  pastVenues: ReadonlyMap<string, PastVenue>;
  /** Ascending by date. */
  shows: Show[];
  faq: FaqItem[];
  education: Education;
  /**
   * When each content file last changed (commit date, ISO 8601), keyed by its name as errors
   * give it ("content/shows/x.json"); empty when the history is not read. For the sitemap.
   */
  lastChanged: ReadonlyMap<string, string>;
  /** Staff's announcements for what's new (content/news.json; none when absent). */
  news: RawNewsNote[];
  /** The Philharmonic Club's levels, benefits and members (content/members.json; optional). */
  club?: Club;
  /** People and groups by id (content/people/; none when the folder is absent). */
  people: ReadonlyMap<string, Person>;
  /** Works by id (content/works/; none when the folder is absent). */
  works: ReadonlyMap<string, Work>;
}

export interface LoadOptions {
  /**
   * The venue's day the content is read on ("2026-12-02"), today at the venue by default: a show
   * that ended before it may lack its poster and share card (docs/rules/content.md#images).
   */
  buildDay?: string;
  /** Overrides site.analyticsId when non-empty; defaults to ANALYTICS_ID (lib/site/deployment.ts). */
  analyticsId?: string;
  /**
   * Where the files content points to (posters, photos, downloads) live. Defaults to the folder
   * `public` beside the content folder, as in the project and in test/fixtures/.
   */
  publicDir?: string;
  /**
   * Where calendar revisions come from (docs/rules/calendars.md#calendar-revisions): 'git' counts
   * them from the repository history, which must be whole; 'files' (the default here, for tests
   * that build content in temporary folders) takes the revisions the files write. The build's
   * entry points pass contentHistoryIn() (lib/site/deployment.ts), 'git' unless told otherwise.
   */
  history?: 'git' | 'files';
}

/** The dated files' versions from the history; a problem naming the content folder when unreadable. */
function readHistory(reader: Reader): Reader['versions'] {
  const showsDir = path.join(reader.contentDir, 'shows');
  const showFiles = fs.existsSync(showsDir)
    ? fs
        .readdirSync(showsDir)
        .filter((f) => f.endsWith('.json'))
        .map((f) => path.join(showsDir, f))
    : [];
  const education = path.join(reader.contentDir, 'education.json');
  const files = [...showFiles, ...(fs.existsSync(education) ? [education] : [])];
  try {
    return readVersions(reader.contentDir, files);
  } catch (error) {
    if (!(error instanceof HistoryUnavailable)) throw error;
    reader.problems.push({ file: displayName(reader, reader.contentDir), message: error.message });
    return undefined;
  }
}

export function loadContent(contentDir: string, options: LoadOptions = {}): ContentBundle {
  const absoluteDir = path.resolve(contentDir);
  const reader = createReader(
    absoluteDir,
    options.publicDir ?? path.join(path.dirname(absoluteDir), 'public'),
  );
  if (options.history === 'git') reader.versions = readHistory(reader);

  const site = loadSite(reader, options.analyticsId ?? analyticsIdOverrideIn());
  const timeZone = site?.timeZone ?? DEFAULT_TIME_ZONE;
  const venueFile = loadVenues(reader);
  const venues = venueFile?.venues;
  const venuesFile = displayName(reader, path.join(absoluteDir, 'venues.json'));
  // When venues.json, or the venue itself, is broken, that problem is reported there: a location
  // check would only repeat it as "not a venue id", sending the reader to the show instead.
  const venueOf: VenueLookup = (id, report) => {
    const venue = venues?.get(id);
    if (!venue && venueFile && !venueFile.ids.has(id)) report(`is not a venue id in ${venuesFile}`);
    return venue;
  };

  const pastVenues = loadPastVenues(reader, venueFile?.ids ?? new Set());
  // A show may be at a past venue; an education event, always to come, only at a venue of venues.json.
  const showVenueOf: VenueLookup<ShowVenue> = (id, report) => {
    const past = pastVenues.get(id);
    return (
      past ??
      venueOf(id, (message) =>
        report(`${message} or ${displayName(reader, path.join(absoluteDir, PAST_VENUES_FOLDER))}/`),
      )
    );
  };
  const shows = loadShows(
    reader,
    showVenueOf,
    site?.sponsorLogoVersion ?? '1',
    timeZone,
    options.buildDay ?? venueDay(timeZone),
  );
  const people = loadPeople(reader);
  const works = loadWorks(reader, people);
  checkShowLinks(reader, shows, people, works);
  const faq = loadFaq(reader);
  const news = loadNews(reader);
  const club = loadClub(reader);
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
  return {
    site,
    venues,
    pastVenues,
    shows,
    faq,
    education,
    news,
    people,
    works,
    ...(club ? { club } : {}),
    lastChanged: lastChangedOf(reader, options),
  };
}

/** The files' last-change dates when the history is read (its problems are reported above). */
function lastChangedOf(reader: Reader, options: LoadOptions): ReadonlyMap<string, string> {
  if (options.history !== 'git') return new Map();
  try {
    const dates = readLastChanged(reader.contentDir);
    return new Map([...dates].map(([file, date]) => [displayName(reader, file), date]));
  } catch (error) {
    if (error instanceof HistoryUnavailable) return new Map();
    throw error;
  }
}
