/**
 * Reads content/, validates every file with the schemas, checks what spans files (venue ids,
 * unique names, festival schedules) and derives the domain types of lib/types.ts. All problems
 * are collected and thrown together as one ContentError, each naming the file, the entry and the
 * field, so whoever edits the JSON can fix a whole batch from a single failed build.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { z } from 'zod';

import {
  formatDateLong,
  formatDateRange,
  formatDateRangeShort,
  formatDateShort,
  formatLength,
  formatTime,
} from './format';
import { sanitizeHtml } from './sanitize';
import { filmScreenings, findScheduledFilm, scheduleDays, scheduleLine } from './schedule';
import {
  educationSchema,
  faqSchema,
  showSchema,
  siteSchema,
  slug,
  venueSchema,
  type RawFilm,
  type RawShow,
} from './schemas';
import { sortByDate } from './season';
import { DEFAULT_DOORS_OPEN, downloadLabel } from './show-rules';
import { slugify } from './slug';
import { groupSponsorsByLevel, toSponsor } from './sponsors';
import type { Education, EducationEvent, FaqItem, Film, Show, Site, Venue } from './types';
import { youtubeVideoId } from './youtube';

// ---------------------------------------------------------------------------------------------
// Problems

export interface ContentProblem {
  /** Relative to the project, e.g. "content/shows/holiday_pops.json". */
  file: string;
  /** The entry inside the file: 'show "holiday_pops"', 'FAQ item 3', 'venue "jcepac"'… */
  entry?: string;
  /** Path inside the entry, e.g. "sponsors[1].level" or "schedule.2027-03-19.19:00". */
  field?: string;
  message: string;
  /** The offending value; printed when it is short enough to help. */
  value?: unknown;
}

const MAX_SHOWN_VALUE = 80;

function shownValue(value: unknown): string | undefined {
  if (value === undefined) return undefined;
  if (value !== null && typeof value === 'object') return undefined;
  const text = JSON.stringify(value);
  return text.length <= MAX_SHOWN_VALUE ? text : undefined;
}

/** `content/shows/x.json › show "x" › date: is not a real calendar date (got "2026-02-30")` */
export function formatProblem(problem: ContentProblem): string {
  const where = [problem.file, problem.entry, problem.field].filter(Boolean).join(' › ');
  const got = shownValue(problem.value);
  return `${where}: ${problem.message}${got === undefined ? '' : ` (got ${got})`}`;
}

export class ContentError extends Error {
  readonly problems: readonly ContentProblem[];

  constructor(problems: readonly ContentProblem[]) {
    const count = problems.length === 1 ? '1 problem' : `${problems.length} problems`;
    super(
      `The content in content/ has ${count}:\n${problems.map((p) => `  - ${formatProblem(p)}`).join('\n')}`,
    );
    this.name = 'ContentError';
    this.problems = problems;
  }
}

type Path = ReadonlyArray<PropertyKey>;

function fieldPath(segments: Path): string {
  let out = '';
  for (const segment of segments) {
    if (typeof segment === 'number') out += `[${segment}]`;
    else out += out === '' ? String(segment) : `.${String(segment)}`;
  }
  return out;
}

function valueAt(data: unknown, segments: Path): unknown {
  let current = data;
  for (const segment of segments) {
    if (current === null || typeof current !== 'object') return undefined;
    current = (current as Record<PropertyKey, unknown>)[segment];
  }
  return current;
}

/** Zod's issue messages rewritten for people editing JSON by hand. */
function issueMessage(issue: z.core.$ZodIssue, value: unknown): string {
  switch (issue.code) {
    case 'invalid_type':
      return value === undefined ? 'is required' : `must be ${article(issue.expected)}`;
    case 'invalid_value':
      return `must be one of ${issue.values.map((v) => JSON.stringify(v)).join(', ')}`;
    case 'invalid_key':
      return `key ${issue.issues[0]?.message ?? 'is not allowed'}`;
    case 'invalid_union': {
      // The branch that got furthest explains it best: prefer a refinement's own message.
      const nested = issue.errors.flat();
      const telling = nested.find((n) => n.code !== 'invalid_value' && n.code !== 'invalid_type');
      return telling?.message ?? 'is not valid';
    }
    default:
      return issue.message;
  }
}

function article(expected: string): string {
  return /^[aeiou]/.test(expected) ? `an ${expected}` : `a ${expected}`;
}

// ---------------------------------------------------------------------------------------------
// Reading files

interface Reader {
  problems: ContentProblem[];
  /** contentDir's parent, so files are named "content/…" as the project sees them. */
  projectDir: string;
  contentDir: string;
}

function displayName(reader: Reader, absolute: string): string {
  return path.relative(reader.projectDir, absolute).split(path.sep).join('/');
}

function readJson(reader: Reader, absolute: string): { ok: true; data: unknown } | { ok: false } {
  const file = displayName(reader, absolute);
  let text: string;
  try {
    text = fs.readFileSync(absolute, 'utf8');
  } catch {
    reader.problems.push({ file, message: 'file is missing' });
    return { ok: false };
  }
  try {
    return { ok: true, data: JSON.parse(text) };
  } catch (error) {
    const detail = error instanceof Error ? error.message : String(error);
    reader.problems.push({ file, message: `is not valid JSON: ${detail}` });
    return { ok: false };
  }
}

/**
 * Parses one entry and records every issue. `entryOf` names the entry and trims the path for
 * issues inside lists (FAQ items, education events); the default names the whole file's entry.
 */
function parseWith<S extends z.ZodType>(
  reader: Reader,
  file: string,
  schema: S,
  data: unknown,
  entryOf: (segments: Path) => { entry: string; field: Path },
): z.infer<S> | undefined {
  const result = schema.safeParse(data);
  if (result.success) return result.data;
  for (const issue of result.error.issues) {
    const { entry, field } = entryOf(issue.path);
    const value =
      issue.code === 'invalid_key' ? issue.path[issue.path.length - 1] : valueAt(data, issue.path);
    reader.problems.push({
      file,
      entry,
      field: fieldPath(field),
      message: issueMessage(issue, value),
      value,
    });
  }
  return undefined;
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return value !== null && typeof value === 'object' && !Array.isArray(value);
}

// ---------------------------------------------------------------------------------------------
// Site, venues, FAQ

function loadSite(reader: Reader, analyticsOverride: string): Site | undefined {
  const absolute = path.join(reader.contentDir, 'site.json');
  const json = readJson(reader, absolute);
  if (!json.ok) return undefined;
  const site = parseWith(reader, displayName(reader, absolute), siteSchema, json.data, (p) => ({
    entry: 'site',
    field: p,
  }));
  if (!site) return undefined;
  const override = analyticsOverride.trim();
  return override === '' ? site : { ...site, analyticsId: override };
}

function loadVenues(reader: Reader): Map<string, Venue> | undefined {
  const absolute = path.join(reader.contentDir, 'venues.json');
  const file = displayName(reader, absolute);
  const json = readJson(reader, absolute);
  if (!json.ok) return undefined;
  if (!isPlainObject(json.data)) {
    reader.problems.push({ file, message: 'must be an object of venues keyed by venue id' });
    return undefined;
  }
  // Venue by venue, so one bad venue does not hide which ids exist from the show checks.
  const venues = new Map<string, Venue>();
  for (const [id, raw] of Object.entries(json.data)) {
    const entry = `venue "${id}"`;
    if (!slug.safeParse(id).success) {
      reader.problems.push({
        file,
        entry,
        message: 'the venue id must be lowercase letters, digits, _ or -',
      });
    }
    const venue = parseWith(reader, file, venueSchema, raw, (p) => ({ entry, field: p }));
    if (venue) venues.set(id, { id, ...venue });
  }
  return venues;
}

function loadFaq(reader: Reader): FaqItem[] {
  const absolute = path.join(reader.contentDir, 'faq.json');
  const json = readJson(reader, absolute);
  if (!json.ok) return [];
  const items = parseWith(reader, displayName(reader, absolute), faqSchema, json.data, (p) =>
    typeof p[0] === 'number'
      ? { entry: `FAQ item ${p[0] + 1}`, field: p.slice(1) }
      : { entry: 'FAQ', field: p },
  );
  return (items ?? []).map((item) => ({
    question: item.question,
    answer: sanitizeHtml(item.answer),
  }));
}

// ---------------------------------------------------------------------------------------------
// Education

function loadEducation(
  reader: Reader,
  venueOf: (id: string, report: (message: string) => void) => Venue | undefined,
): Education | undefined {
  const absolute = path.join(reader.contentDir, 'education.json');
  const file = displayName(reader, absolute);
  const json = readJson(reader, absolute);
  if (!json.ok) return undefined;
  const rawEvents = valueAt(json.data, ['events']);
  const eventLabel = (index: number) => {
    const name = valueAt(rawEvents, [index, 'name']);
    return typeof name === 'string' && name.trim() !== ''
      ? `education event "${name}"`
      : `education event ${index + 1}`;
  };
  const education = parseWith(reader, file, educationSchema, json.data, (p) =>
    p[0] === 'events' && typeof p[1] === 'number'
      ? { entry: eventLabel(p[1]), field: p.slice(2) }
      : { entry: 'education', field: p },
  );
  if (!education) return undefined;

  const events: EducationEvent[] = [];
  education.events.forEach((event, index) => {
    const venue = venueOf(event.location, (message) =>
      reader.problems.push({
        file,
        entry: eventLabel(index),
        field: 'location',
        message,
        value: event.location,
      }),
    );
    if (!venue) return;
    const { image, ...rest } = event;
    events.push({
      ...rest,
      description: sanitizeHtml(event.description),
      venue,
      location: venue.name,
      dateFormatted: formatDateLong(event.date),
      timeFormatted: event.endTime
        ? `${formatTime(event.time)} – ${formatTime(event.endTime)}`
        : formatTime(event.time),
      imageUrl: image ? `/education/${image}` : undefined,
      imageAlt: event.imageAlt ?? event.name,
    });
  });

  return {
    ...education,
    intro: sanitizeHtml(education.intro),
    professor: { ...education.professor, bio: sanitizeHtml(education.professor.bio) },
    events,
  };
}

// ---------------------------------------------------------------------------------------------
// Shows

interface ParsedShow {
  raw: RawShow;
  name: string;
  file: string;
  entry: string;
}

function fileBaseName(file: string): string {
  return path.basename(file, '.json');
}

/** The entry label before parsing succeeded: given name, else slug of the title, else file name. */
function provisionalShowLabel(data: unknown, file: string): string {
  const name = valueAt(data, ['name']);
  if (typeof name === 'string' && name !== '') return `show "${name}"`;
  const title = valueAt(data, ['title']);
  if (typeof title === 'string' && title.trim() !== '') return `show "${slugify(title)}"`;
  return `show "${fileBaseName(file)}"`;
}

function nameProblem(title: string, derived: string): string {
  return `title "${title}" gives the name "${derived}", which is not a valid URL slug: add a "name" field`;
}

function parseShowFile(reader: Reader, absolute: string): ParsedShow | undefined {
  const file = displayName(reader, absolute);
  const json = readJson(reader, absolute);
  if (!json.ok) return undefined;
  const entry = provisionalShowLabel(json.data, file);
  const raw = parseWith(reader, file, showSchema, json.data, (p) => ({ entry, field: p }));
  if (!raw) return undefined;

  const name = raw.name ?? slugify(raw.title);
  if (!slug.safeParse(name).success) {
    reader.problems.push({ file, entry, field: 'name', message: nameProblem(raw.title, name) });
    return undefined;
  }
  return { raw, name, file, entry: `show "${name}"` };
}

function filmName(film: RawFilm): string {
  return film.name ?? slugify(film.title);
}

function buildFilms(reader: Reader, show: ParsedShow): Film[] {
  const { raw, name: festivalName, file, entry } = show;
  const films = raw.shows.map((film, index) => ({ film, index, name: filmName(film) }));

  const seen = new Map<string, number>();
  for (const { film, index, name } of films) {
    if (!slug.safeParse(name).success) {
      reader.problems.push({
        file,
        entry,
        field: `shows[${index}].name`,
        message: nameProblem(film.title, name),
      });
    }
    const earlier = seen.get(name);
    if (earlier !== undefined) {
      reader.problems.push({
        file,
        entry,
        field: `shows[${index}].name`,
        message: `duplicates the name of shows[${earlier}]`,
        value: name,
      });
    } else {
      seen.set(name, index);
    }
  }

  const refs = films.map(({ film, name }) => ({ name, title: film.title, url: `/show/${name}` }));
  const days = scheduleDays(raw.schedule, refs);

  return films.map(({ film, name }) => {
    const screenings = filmScreenings(days, name);
    const hasTrailer = film.trailer !== '';
    return {
      name,
      title: film.title,
      description: sanitizeHtml(film.description),
      country: film.country,
      language: film.language,
      lengthMinutes: film.lengthMinutes,
      lengthFormatted: formatLength(film.lengthMinutes),
      trailer: film.trailer,
      youtubeVideoId: hasTrailer ? youtubeVideoId(film.trailer) : undefined,
      trailerThumbnail: hasTrailer ? `/shows/${festivalName}/films/${name}-trailer.jpg` : undefined,
      director: film.director,
      year: film.year,
      poster: `/shows/${festivalName}/films/${name}.jpg`,
      posterAlt: `Poster for ${film.title}`,
      url: `/show/${name}`,
      screenings,
      schedule: screenings.map(scheduleLine),
      festivalName,
      festivalTitle: raw.title,
    };
  });
}

function checkSchedule(reader: Reader, show: ParsedShow, films: readonly Film[]): void {
  const { raw, file, entry } = show;
  if (!raw.schedule) return;
  const first = raw.date.slice(0, 10);
  const last = raw.endDate ?? first;
  for (const [day, times] of Object.entries(raw.schedule)) {
    if (day < first || day > last) {
      reader.problems.push({
        file,
        entry,
        field: `schedule.${day}`,
        message:
          first === last
            ? `is not the festival's date ${first}`
            : `is outside the festival's dates ${first} to ${last}`,
      });
    }
    for (const [time, title] of Object.entries(times)) {
      if (!findScheduledFilm(films, title)) {
        reader.problems.push({
          file,
          entry,
          field: `schedule.${day}.${time}`,
          message: 'names a film that is not in this show\'s "shows" list (by title or name)',
          value: title,
        });
      }
    }
  }
}

function buildShow(show: ParsedShow, venue: Venue, logoVersion: string, films: Film[]): Show {
  const { raw, name } = show;
  const day = raw.date.slice(0, 10);
  const multiDay = raw.endDate !== undefined && raw.endDate !== day;
  const folder = `/shows/${name}`;
  const sponsors = raw.sponsors.map((sponsor) => toSponsor(sponsor, logoVersion));
  const hasTrailer = raw.trailer !== '';
  const refs = films.map(({ name: filmName, title, url }) => ({ name: filmName, title, url }));

  return {
    name,
    title: raw.title,
    subtitle: raw.subtitle,
    subsubtitle: raw.subsubtitle,
    date: raw.date,
    day,
    endDate: raw.endDate,
    dateFormatted:
      raw.dateFormatted ??
      (multiDay && raw.endDate ? formatDateRange(day, raw.endDate) : formatDateLong(raw.date)),
    dateFormattedShort:
      raw.dateFormattedShort ??
      (multiDay && raw.endDate ? formatDateRangeShort(day, raw.endDate) : formatDateShort(day)),
    timeFormatted: raw.timeFormatted ?? formatTime(raw.date),
    doorsOpen: raw.doorsOpen ?? DEFAULT_DOORS_OPEN,
    venue,
    location: venue.name,
    tickets: raw.tickets,
    mastersAt: raw.mastersAt,
    mastersAtTickets: raw.mastersAtTickets,
    speakerSeries: raw.speakerSeries,
    packageTickets: raw.packageTickets,
    website: raw.website,
    trailer: raw.trailer,
    youtubeVideoId: hasTrailer ? youtubeVideoId(raw.trailer) : undefined,
    trailerThumbnail: hasTrailer ? `${folder}/trailer.jpg` : undefined,
    description: sanitizeHtml(raw.description),
    descriptionImageUrl: raw.descriptionImage ? `${folder}/${raw.descriptionImage}` : undefined,
    descriptionImageAlt: raw.descriptionImageAlt ?? '',
    posterInfo: raw.posterInfo,
    poster: `${folder}/poster.jpg`,
    posterAlt: raw.posterAlt ?? `Poster for ${raw.title}`,
    socialImage: `${folder}/social.jpg`,
    photos: raw.photos.map((photo) => ({
      src: `${folder}/${photo.file}`,
      alt: photo.alt,
      credit: photo.credit,
    })),
    logoImage: raw.logoImage ? `${folder}/${raw.logoImage}` : undefined,
    logoImageAlt: raw.logoImageAlt ?? raw.title,
    content: raw.content === undefined ? undefined : sanitizeHtml(raw.content),
    ticketInfo: raw.ticketInfo === undefined ? undefined : sanitizeHtml(raw.ticketInfo),
    program: raw.program,
    download: raw.download ? `/downloads/${raw.download}` : undefined,
    downloadLabel: raw.download ? downloadLabel(raw.title) : undefined,
    specialEvent: raw.specialEvent,
    partOfSeries: !raw.specialEvent,
    backgroundColor: raw.backgroundColor,
    titleColor: raw.titleColor,
    infoColor: raw.infoColor,
    url: `/shows/${name}`,
    previewTemplate: raw.previewTemplate,
    template: raw.template,
    sponsorsHeading: raw.sponsorsHeading,
    sponsors,
    sponsorRows: groupSponsorsByLevel(sponsors),
    festival: raw.festival,
    shows: films,
    schedule: scheduleDays(raw.schedule, refs),
    eventType: raw.eventType,
    performers: raw.performers,
    price: raw.price,
    sourceFile: show.file,
  };
}

function loadShows(
  reader: Reader,
  venueOf: (id: string, report: (message: string) => void) => Venue | undefined,
  logoVersion: string,
): Show[] {
  const dir = path.join(reader.contentDir, 'shows');
  let files: string[];
  try {
    files = fs
      .readdirSync(dir)
      .filter((f) => f.endsWith('.json'))
      .sort();
  } catch {
    reader.problems.push({ file: displayName(reader, dir), message: 'folder is missing' });
    return [];
  }
  if (files.length === 0) {
    reader.problems.push({ file: displayName(reader, dir), message: 'has no show files (*.json)' });
  }

  const parsed = files
    .map((f) => parseShowFile(reader, path.join(dir, f)))
    .filter((s): s is ParsedShow => s !== undefined);

  const showFileByName = new Map<string, string>();
  for (const show of parsed) {
    const other = showFileByName.get(show.name);
    if (other !== undefined) {
      reader.problems.push({
        file: show.file,
        entry: show.entry,
        field: 'name',
        message: `is also the name of the show in ${other}; show names must be unique`,
        value: show.name,
      });
    } else {
      showFileByName.set(show.name, show.file);
    }
  }

  // Films get their own pages (/show/{film}), so their names must be unique across festivals.
  const filmOwner = new Map<string, string>();
  const shows: Show[] = [];
  for (const show of parsed) {
    const films = buildFilms(reader, show);
    checkSchedule(reader, show, films);
    films.forEach((film, index) => {
      const owner = filmOwner.get(film.name);
      if (owner !== undefined && owner !== show.file) {
        reader.problems.push({
          file: show.file,
          entry: show.entry,
          field: `shows[${index}].name`,
          message: `is also the name of a film in ${owner}; film names must be unique`,
          value: film.name,
        });
      } else {
        filmOwner.set(film.name, show.file);
      }
    });

    const venue = venueOf(show.raw.location, (message) =>
      reader.problems.push({
        file: show.file,
        entry: show.entry,
        field: 'location',
        message,
        value: show.raw.location,
      }),
    );
    if (venue) shows.push(buildShow(show, venue, logoVersion, films));
  }
  return sortByDate(shows);
}

// ---------------------------------------------------------------------------------------------
// The bundle

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
  /** Overrides site.analyticsId when non-empty; defaults to process.env.ANALYTICS_ID. */
  analyticsId?: string;
}

export function loadContent(contentDir: string, options: LoadOptions = {}): ContentBundle {
  const absoluteDir = path.resolve(contentDir);
  const reader: Reader = {
    problems: [],
    projectDir: path.dirname(absoluteDir),
    contentDir: absoluteDir,
  };

  const site = loadSite(reader, options.analyticsId ?? process.env.ANALYTICS_ID ?? '');
  const venues = loadVenues(reader);
  const venuesFile = displayName(reader, path.join(absoluteDir, 'venues.json'));
  // When venues.json itself is broken, every location check would only repeat that problem.
  const venueOf = (id: string, report: (message: string) => void): Venue | undefined => {
    const venue = venues?.get(id);
    if (!venue && venues) report(`is not a venue id in ${venuesFile}`);
    return venue;
  };

  const shows = loadShows(reader, venueOf, site?.sponsorLogoVersion ?? '1');
  const faq = loadFaq(reader);
  const education = loadEducation(reader, venueOf);

  if (reader.problems.length > 0 || !site || !venues || !education) {
    throw new ContentError(reader.problems);
  }
  return { site, venues, shows, faq, education };
}
