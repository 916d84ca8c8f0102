/**
 * The one content facade. Pages and components read content/ ONLY through these functions.
 * Content is loaded, validated and derived once per process (the build), from the folder named by
 * the CONTENT_DIR environment variable, by default content/ under the working directory (the
 * project root for `next build`, `next dev` and Jest). Files it points to are always checked in
 * the project's public/, the folder the site is served from.
 */
import fs from 'node:fs';
import path from 'node:path';

import { contentHistoryIn } from '../site/deployment';
import { seriesInfo, type SeriesInfo } from '../site/series';
import { loadContent, type ContentBundle, type LoadOptions } from './load';
import { venueDay } from '../time/venue-clock';
import { currentShows, groupBySeason, type SeasonGroup } from '../concepts/seasons';
import type { Education, FaqItem, Film, Person, SeasonId, Show, Site, Venue, Work } from './types';
import {
  appearancesByPerson,
  firstSeason,
  performancesByWork,
  type Appearance,
  seasonPageParams,
} from '../concepts/archive';
import {
  appearanceViews,
  performanceViews,
  type AppearanceView,
  type PerformanceView,
  historyView,
  programView,
  showCredits,
  workRef,
  type HistoryView,
  type ProgramView,
  type ShowCredits,
  type WorkRef,
} from '../concepts/archive/build';
import type { Announcement } from '../concepts/news/build';
import type { Club } from '../concepts/club/build';
import { announcementsOf } from '../concepts/news/node';

/** The content folder this process builds from: CONTENT_DIR, else ./content. */
export function contentDir(
  env: Readonly<Record<string, string | undefined>> = process.env,
): string {
  const configured = env.CONTENT_DIR?.trim();
  return path.resolve(process.cwd(), configured || 'content');
}

/**
 * What the build reads: the content folder, the project's public/ its files point to, and where
 * calendar revisions come from. The check before the build (scripts/validate-content.ts) reads the
 * same, so it finds exactly the problems the build would.
 */
export function buildSource(): { dir: string; options: LoadOptions } {
  return {
    dir: contentDir(),
    options: { publicDir: path.join(process.cwd(), 'public'), history: contentHistoryIn() },
  };
}

/**
 * Every file under the content folder with its last change, as one string: it differs once a
 * file is saved, added or removed.
 */
export function contentStamp(dir: string): string {
  const files = fs.readdirSync(dir, { recursive: true, withFileTypes: true });
  return files
    .filter((entry) => entry.isFile())
    .map((entry) => {
      const file = path.join(entry.parentPath, entry.name);
      return `${file}@${fs.statSync(file).mtimeMs}`;
    })
    .sort()
    .join('\n');
}

let cached: { stamp: string; bundle: ContentBundle } | undefined;

function bundle(): ContentBundle {
  const { dir, options } = buildSource();
  // A build reads the content once. `next dev` outlives edits to it: there the content is read
  // again once a file changed, so a saved edit shows on the next reload of the page.
  const stamp = process.env.NODE_ENV === 'development' ? contentStamp(dir) : '';
  if (!cached || cached.stamp !== stamp) cached = { stamp, bundle: loadContent(dir, options) };
  return cached.bundle;
}

/** Site configuration from content/site.json (analytics id may be overridden by ANALYTICS_ID). */
export function getSite(): Site {
  return bundle().site;
}

/** The series as every output names it (JSON-LD's organizer, calendar files and feeds). */
export function getSeries(): SeriesInfo {
  return seriesInfo(getSite());
}

/** Every show of the season, ascending by date. */
export function getAllShows(): Show[] {
  return bundle().shows;
}

/** Every season with its shows, the newest season first (docs/rules/seasons.md#seasons). */
export function getSeasons(): SeasonGroup<Show>[] {
  return groupBySeason(bundle().shows);
}

export function findSeason(id: SeasonId): SeasonGroup<Show> | undefined {
  return getSeasons().find((season) => season.id === id);
}

/**
 * What the home page lists on `today`: the upcoming shows and the current season's past ones,
 * ascending by date. Earlier seasons are in the archive (/seasons/).
 */
export function getCurrentShows(today: string = getBuildDay()): Show[] {
  return currentShows(bundle().shows, today);
}

export function getShowNames(): string[] {
  return bundle().shows.map((show) => show.name);
}

export function findShow(name: string): Show | undefined {
  return bundle().shows.find((show) => show.name === name);
}

/** Shows flagged speakerSeries, ascending by date. */
export function getSpeakerSeriesShows(): Show[] {
  return bundle().shows.filter((show) => show.speakerSeries);
}

/** Shows with festival: true. */
export function getFestivals(): Show[] {
  return bundle().shows.filter((show) => show.festival);
}

/** Every film of every festival/tour, with its festival's name and title. */
export function getAllFilms(): Film[] {
  return bundle().shows.flatMap((show) => show.films);
}

export function findFilm(name: string): Film | undefined {
  return getAllFilms().find((film) => film.name === name);
}

/** Every venue of content/venues.json, in the file's order. */
export function getVenues(): Venue[] {
  return [...bundle().venues.values()];
}

export function findVenue(id: string): Venue | undefined {
  return bundle().venues.get(id);
}

/** The shows held at a venue, ascending by date (its page keeps the upcoming ones). */
export function getShowsAt(venueId: string): Show[] {
  return bundle().shows.filter((show) => show.venue.id === venueId);
}

/**
 * When the newest of these content files last changed (commit date, ISO 8601), named as
 * `Show.sourceFile` names them ("content/shows/x.json", or contentFile("venues.json")); undefined
 * when none is dated (the history is not read, or none of them is committed).
 */
export function getLastChanged(files: readonly string[]): string | undefined {
  const dates = files
    .map((file) => bundle().lastChanged.get(file))
    .filter((date): date is string => date !== undefined);
  return dates.length > 0
    ? dates.reduce((newest, date) => (Date.parse(date) > Date.parse(newest) ? date : newest))
    : undefined;
}

/** A content file's name as getLastChanged takes it: "venues.json" → "content/venues.json". */
export function contentFile(name: string): string {
  // Named from the content folder's parent, as the loader names files (./read.ts displayName).
  return `${path.basename(contentDir())}/${name}`;
}

/** The Philharmonic Club (content/members.json), or undefined when the file is absent. */
export function getClub(): Club | undefined {
  return bundle().club;
}

/** Every person and group of content/people/, by id. */
export function getPeople(): Person[] {
  return [...bundle().people.values()];
}

/** People and works by id, for outputs that join them (the open data). */
export function getArchiveMaps(): {
  people: ReadonlyMap<string, Person>;
  works: ReadonlyMap<string, Work>;
} {
  const { people, works } = bundle();
  return { people, works };
}

export function findPerson(id: string): Person | undefined {
  return bundle().people.get(id);
}

/** Every work of content/works/, by id. */
export function getWorks(): Work[] {
  return [...bundle().works.values()];
}

export function findWork(id: string): Work | undefined {
  return bundle().works.get(id);
}

let archive:
  | { of: ContentBundle; people: Map<string, Array<Appearance<Show>>>; works: Map<string, Show[]> }
  | undefined;

/** The archive's indexes, made once per content load (docs/archive.md). */
function archiveIndex(): NonNullable<typeof archive> {
  const content = bundle();
  if (archive?.of !== content) {
    archive = {
      of: content,
      people: appearancesByPerson(content.shows, content.works),
      works: performancesByWork(content.shows),
    };
  }
  return archive;
}

/** Every show a person took part in, or whose work it performed, oldest first. */
export function getAppearances(personId: string, today: string = getBuildDay()): AppearanceView[] {
  const content = bundle();
  const appearances = archiveIndex().people.get(personId) ?? [];
  return appearanceViews(appearances, content.people, content.works, today);
}

/** Every person × season of theirs with a page of its own, and each later part (rules/season-pages.ts). */
export function getPersonSeasonParams(): Array<{ id: string; season: string; part: string[] }> {
  return getPeople().flatMap((person) =>
    seasonPageParams(getAppearances(person.id)).map((page) => ({ id: person.id, ...page })),
  );
}

/** Every work × season of it with a page of its own, and each later part (rules/season-pages.ts). */
export function getWorkSeasonParams(): Array<{ id: string; season: string; part: string[] }> {
  return getWorks().flatMap((work) =>
    seasonPageParams(getWorkPerformances(work.id)).map((page) => ({ id: work.id, ...page })),
  );
}

/** Every show that performed a work, oldest first, with who performed it. */
export function getWorkPerformances(
  workId: string,
  today: string = getBuildDay(),
): PerformanceView[] {
  const content = bundle();
  const shows = archiveIndex().works.get(workId) ?? [];
  return performanceViews(shows, content.people, content.works, today);
}

/** A show's linked people and works, by name and address. */
export function getShowCredits(show: Show): ShowCredits {
  const content = bundle();
  return showCredits(show, content.people, content.works);
}

/** A show's program with the names and pages of the people and works it picks; none without. */
export function getProgram(show: Show): ProgramView | undefined {
  const content = bundle();
  return programView(show, content.people, content.works);
}

/** A work by name and address, with its creators. */
export function getWorkRef(work: Work): WorkRef {
  return workRef(work, bundle().people);
}

/** How many of the most performed and most seen the history page lists. */
export const HISTORY_TOP = 10;

/**
 * The history page on `today`: every season by decade, what is coming up, and the most performed
 * works, composers and people, counting what took place (docs/rules/seasons.md#what-the-history-counts).
 */
export function getHistory(today: string = getBuildDay()): HistoryView {
  const content = bundle();
  return historyView(content.shows, content.people, content.works, HISTORY_TOP, today);
}

let first: { of: ContentBundle; today: string; season: SeasonId | undefined } | undefined;

/**
 * The first season of which a performance took place by `today`: where the record starts. Every
 * page's masthead reads it, so it is worked out once per content load and day, not per page.
 */
export function getFirstSeason(today: string = getBuildDay()): SeasonId | undefined {
  const content = bundle();
  if (first?.of !== content || first.today !== today) {
    first = { of: content, today, season: firstSeason(content.shows, today) };
  }
  return first.season;
}

export function getFaq(): FaqItem[] {
  return bundle().faq;
}

let announcements: Announcement[] | undefined;

/**
 * What's new, newest first and bounded (docs/rules/calendars.md#whats-new): read from the show
 * files' history once per process. `undatedAt` dates what no commit dates (the calendar stamp).
 */
export function getAnnouncements(undatedAt: Date, now: Date = new Date()): Announcement[] {
  announcements ??= announcementsOf(bundle(), contentDir(), contentHistoryIn(), { now, undatedAt });
  return announcements;
}

export function getEducation(): Education {
  return bundle().education;
}

/**
 * Today in the venue's time zone at build time: the static HTML is split into upcoming and past
 * with it, and the browser re-splits with its own today so a stale build still reads right.
 */
export function getBuildDay(now: Date = new Date()): string {
  return venueDay(getSite().timeZone, now);
}
