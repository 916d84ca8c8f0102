/**
 * What the browser tests expect, read straight from content/ with the content contract's schemas.
 * The derivations the site makes (names, the upcoming/past rule, the download label) are written
 * out again here on purpose: the tests check the site against the product's rules
 * (docs/rules/README.md), not against the site's own helpers, so a mistake in lib/ cannot hide
 * in both places at once.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { basePath } from '../../lib/site/deployment';
import { HOST_ROOT_CONTENT_DIR } from '../../test/support/host-root-variant';
import { clubSchema } from '../../lib/concepts/club/build';
import {
  personSchema,
  workSchema,
  type RawCredit,
  type RawPerson,
  type RawWork,
} from '../../lib/concepts/archive/build';
import { educationSchema } from '../../lib/concepts/education/build';
import { showSchema, type RawShow } from '../../lib/concepts/shows/build';
import { faqSchema, siteSchema } from '../../lib/content/site-schema';
import { venuesSchema } from '../../lib/concepts/venues/build';

/**
 * Which build the suite is testing: out/ (the real site, under BASE_PATH), or, with
 * E2E_BUILD=host-root, out-e2e-root/ (at the host root, built by scripts/e2e-build.ts from a copy
 * of content/ with one show removed and one added). The tests follow the build they test: its
 * content and its base path.
 */
export const HOST_ROOT = process.env.E2E_BUILD === 'host-root';

// CONTENT_DIR points the build at another content folder; the tests then read the same one.
export const contentDir = HOST_ROOT
  ? path.resolve(HOST_ROOT_CONTENT_DIR)
  : process.env.CONTENT_DIR
    ? path.resolve(process.env.CONTENT_DIR)
    : fileURLToPath(new URL('../../content', import.meta.url));

function readJson(file: string): unknown {
  return JSON.parse(readFileSync(path.join(contentDir, file), 'utf8'));
}

/** Names (docs/rules/content.md#names): lowercase, spaces to underscores, ' ! : . removed. */
export function slugOf(title: string): string {
  return title
    .toLowerCase()
    .replace(/ /g, '_')
    .replace(/['’!:.]/g, '');
}

export const site = siteSchema.parse(readJson('site.json'));

/** The Philharmonic Club (content/members.json), when the content has one. */
export const club = existsSync(path.join(contentDir, 'members.json'))
  ? clubSchema.parse(readJson('members.json'))
  : undefined;
export const venues = venuesSchema.parse(readJson('venues.json'));
export const faq = faqSchema.parse(readJson('faq.json'));
export const education = educationSchema.parse(readJson('education.json'));

export interface FilmInfo {
  name: string;
  title: string;
  trailer: string;
  country: string;
  lengthMinutes: number;
}

/** One performance as the file writes it, with the show's values where it sets none. */
export interface PerformanceInfo {
  /** YYYY-MM-DDTHH:MM, venue time. */
  date: string;
  day: string;
  status: ShowInfo['status'];
  tickets: string;
  onSale?: string;
  /** The show's services and the performance's own. */
  accessibility: string[];
  note?: string;
  /** YYYY-MM-DDTHH:MM, venue time: when its touch tour starts, when the file says. */
  touchTour?: string;
  /** Its own price, else the show's, as the file writes it. */
  price?: RawShow['price'];
}

export interface ShowInfo {
  file: string;
  /** Linked people with their role (docs/archive.md). */
  people: RawCredit[];
  /** Work ids performed: the show's, then its program's linked lines. */
  works: string[];
  name: string;
  title: string;
  /** YYYY-MM-DDTHH:MM, venue time. */
  date: string;
  /** YYYY-MM-DD */
  day: string;
  endDate?: string;
  /** "2026-27": the file's own season, else July to June around the start day. */
  season: string;
  venueId: string;
  venueName: string;
  parkingNote?: string;
  tickets: string;
  /** One of the schema's statuses (lib/concepts/shows/status-schema.ts). */
  status: RawShow['status'];
  /** Rescheduled only: YYYY-MM-DDTHH:MM first announced. */
  previousDate?: string;
  /** YYYY-MM-DDTHH:MM, venue time, when the public sale opens. */
  onSale?: string;
  presaleTickets: string;
  /** One of the schema's templates (lib/concepts/shows/show-schema.ts). */
  template: RawShow['template'];
  festival: boolean;
  speakerSeries: boolean;
  packageTickets: string;
  trailer: string;
  /** The show's official website, '' when none. */
  website: string;
  download?: string;
  films: FilmInfo[];
  /** day → time → film title */
  schedule: Record<string, Record<string, string>>;
  /** Accessibility service ids of the show and of any of its performances. */
  accessibility: string[];
  /** Content advisory ids, as written in the file. */
  advisories: string[];
  advisoryNote?: string;
  minimumAge?: number;
  runTimeMinutes?: number;
  intermissions?: number;
  /** Whether the show has a program page (/shows/{name}/program/). */
  hasProgram: boolean;
  /** Whether the show has an audio introduction (its page plays it). */
  hasAudioIntroduction: boolean;
  /** The program's works' titles, in order. */
  programWorks: string[];
  /** Services at every performance: the show file's own list. */
  accessibilityAtEvery: string[];
  /** Names of the shows the file links as related (docs/rules/shows.md#related-events). */
  related: string[];
  /** Every performance in date order; one, made of the show, when the file lists none. */
  performances: PerformanceInfo[];
  /** More than one performance (docs/rules/shows.md#performances). */
  run: boolean;
  /** The show's sensory guide as written (docs/rules/visiting.md#sensory-guides-and-visual-stories). */
  sensoryGuide?: RawShow['sensoryGuide'];
  /** The file's schema.org type, its own kind (for the listings) and its price, as written. */
  eventType: RawShow['eventType'];
  kind?: RawShow['kind'];
  price?: RawShow['price'];
}

/** Seasons (docs/rules/seasons.md#seasons) run 1 July to 30 June: "2026-09-24" → "2026-27". */
export function seasonOf(day: string): string {
  const [year, month] = day.split('-').map(Number) as [number, number];
  const first = month < 7 ? year - 1 : year;
  return `${first}-${String(first + 1).slice(-2)}`;
}

export const shows: ShowInfo[] = readdirSync(path.join(contentDir, 'shows'))
  .filter((file) => file.endsWith('.json'))
  .sort()
  .map((file) => {
    const raw = showSchema.parse(readJson(path.join('shows', file)));
    const venue = venues[raw.location];
    if (!venue) throw new Error(`${file}: unknown venue ${raw.location}`);
    const performances: PerformanceInfo[] = (
      raw.performances.length > 0
        ? raw.performances.map((p) => ({
            date: p.date,
            day: p.date.slice(0, 10),
            status: p.status ?? raw.status,
            tickets: p.tickets ?? raw.tickets,
            onSale: p.onSale ?? raw.onSale,
            accessibility: [...new Set([...raw.accessibility, ...p.accessibility])],
            note: p.note,
            touchTour: p.touchTour,
            price: p.price ?? raw.price,
          }))
        : [
            {
              date: raw.date,
              day: raw.date.slice(0, 10),
              status: raw.status,
              tickets: raw.tickets,
              onSale: raw.onSale,
              accessibility: raw.accessibility,
              price: raw.price,
            },
          ]
    ).sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : 0));
    const run = performances.length > 1;
    const lastDay = performances[performances.length - 1]!.day;
    return {
      file,
      name: raw.name ?? slugOf(raw.title),
      title: raw.title,
      date: raw.date,
      day: raw.date.slice(0, 10),
      // A run ends with its last performance.
      endDate: run && lastDay !== raw.date.slice(0, 10) ? lastDay : raw.endDate,
      season: raw.season ?? seasonOf(raw.date.slice(0, 10)),
      venueId: raw.location,
      venueName: venue.name,
      parkingNote: venue.parkingNote,
      tickets: raw.tickets,
      status: raw.status,
      previousDate: raw.previousDate,
      onSale: raw.onSale,
      presaleTickets: raw.presaleTickets,
      template: raw.template,
      festival: raw.festival,
      speakerSeries: raw.speakerSeries,
      packageTickets: raw.packageTickets,
      trailer: raw.trailer,
      website: raw.website,
      download: raw.download,
      films: raw.shows.map((film) => ({
        name: film.name ?? slugOf(film.title),
        title: film.title,
        trailer: film.trailer,
        country: film.country,
        lengthMinutes: film.lengthMinutes,
      })),
      schedule: raw.schedule ?? {},
      advisories: raw.advisories,
      advisoryNote: raw.advisoryNote,
      minimumAge: raw.minimumAge,
      runTimeMinutes: raw.runTimeMinutes,
      intermissions: raw.intermissions,
      hasProgram: raw.digitalProgram !== undefined,
      hasAudioIntroduction: raw.audioIntroduction !== undefined,
      programWorks: raw.digitalProgram?.works.map((work) => work.title) ?? [],
      accessibility: [...new Set(performances.flatMap((p) => p.accessibility))],
      accessibilityAtEvery: raw.accessibility,
      related: raw.related,
      performances,
      run,
      sensoryGuide: raw.sensoryGuide,
      eventType: raw.eventType,
      kind: raw.kind,
      price: raw.price,
      people: raw.people,
      works: [
        ...new Set([
          ...raw.works,
          ...(raw.digitalProgram?.works ?? []).flatMap((w) => w.work ?? []),
        ]),
      ],
    };
  });

/** Every file of an optional folder, parsed, by its id (the file's name). */
function readFolder<T>(folder: string, parse: (data: unknown) => T): Array<T & { id: string }> {
  const dir = path.join(contentDir, folder);
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .filter((file) => file.endsWith('.json'))
    .sort()
    .map((file) => ({
      ...parse(readJson(path.join(folder, file))),
      id: path.basename(file, '.json'),
    }));
}

/** People and groups (content/people/, docs/archive.md). */
export const people: Array<RawPerson & { id: string }> = readFolder('people', (data) =>
  personSchema.parse(data),
);

/** Works (content/works/). */
export const works: Array<RawWork & { id: string }> = readFolder('works', (data) =>
  workSchema.parse(data),
);

export const films: Array<FilmInfo & { festival: ShowInfo }> = shows.flatMap((show) =>
  show.films.map((film) => ({ ...film, festival: show })),
);

export const festivals = shows.filter((show) => show.festival);

/** Every season that has a show, the newest first. */
export const seasons: string[] = [...new Set(shows.map((show) => show.season))].sort().reverse();

/** "2026–27 Season", as a season's page and grid headings write it. */
export function seasonTitle(season: string): string {
  return `${season.replace('-', '–')} Season`;
}

/** Past only when the start day AND any end day are before today (product rules). */
export function isUpcoming(show: ShowInfo, today: string): boolean {
  return show.day >= today || (show.endDate !== undefined && show.endDate >= today);
}

export function byDate(a: ShowInfo, b: ShowInfo): number {
  return a.date < b.date ? -1 : a.date > b.date ? 1 : 0;
}

export function expectedSplit(list: ShowInfo[], today: string) {
  const sorted = [...list].sort(byDate);
  return {
    upcoming: sorted.filter((show) => isUpcoming(show, today)).map((show) => show.name),
    past: sorted.filter((show) => !isUpcoming(show, today)).map((show) => show.name),
  };
}

/**
 * The shows the home page lists when built on `buildDay`: the upcoming ones and the past shows of
 * that day's season (docs/rules/seasons.md#seasons).
 */
export function currentShowsOn(buildDay: string): ShowInfo[] {
  return shows.filter((show) => isUpcoming(show, buildDay) || show.season === seasonOf(buildDay));
}

/**
 * Today at the venue, YYYY-MM-DD. The build under test is made minutes before the tests, so this is
 * its build day, the day the pages were split and the feed's window counted from.
 */
export function venueToday(): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: site.timeZone }).format(new Date());
}

/**
 * The instant the venue's clock shows `local` ("YYYY-MM-DDTHH:MM"), found by trying New York's two
 * offsets: the one whose wall time reads back the same is right (content forbids the ambiguous hour).
 */
export function venueInstant(local: string): Date {
  for (const offset of ['-05:00', '-04:00']) {
    const instant = new Date(`${local}:00${offset}`);
    const wall = new Intl.DateTimeFormat('sv-SE', {
      timeZone: site.timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    })
      .format(instant)
      .replace(' ', 'T');
    if (wall === local) return instant;
  }
  throw new Error(`${local} is not a time at the venue`);
}

/** The banner text a status calls for (docs/rules/shows.md#show-status); none when scheduled. */
export function statusText(show: ShowInfo): RegExp | undefined {
  switch (show.status) {
    case 'scheduled':
      return undefined;
    case 'soldOut':
      return /^Sold out$/;
    case 'cancelled':
      return /^Cancelled$/;
    case 'postponed':
      return /^Postponed \(new date to be announced\)$/;
    case 'rescheduled': {
      const previous = new Date(`${(show.previousDate ?? '').slice(0, 10)}T12:00:00Z`);
      const words = previous.toLocaleDateString('en-US', {
        weekday: 'long',
        month: 'long',
        day: 'numeric',
        year: 'numeric',
        timeZone: 'UTC',
      });
      return new RegExp(`^Rescheduled from ${escapeRegExp(words)}`);
    }
  }
}

/** Whether Purchase Tickets can appear at all: a link, and a status that still sells. */
export function sells(show: ShowInfo): boolean {
  // A run sells while one of its performances does (docs/rules/shows.md#performances).
  return (show.run ? show.performances : [show]).some(
    (p) => p.tickets !== '' && (p.status === 'scheduled' || p.status === 'rescheduled'),
  );
}

/**
 * A moment when the show is upcoming and its public sale is open: noon at the venue the day
 * before it starts, or a minute after the sale opens if that is later.
 */
export function sellingInstant(show: ShowInfo): Date {
  const dayBefore = venueInstant(`${addDays(show.day, -1)}T12:00`);
  if (!show.onSale) return dayBefore;
  const opened = new Date(venueInstant(show.onSale).getTime() + 60_000);
  return opened > dayBefore ? opened : dayBefore;
}

/** YYYY-MM-DD plus or minus whole days. */
export function addDays(day: string, days: number): string {
  const date = new Date(`${day}T12:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/** 'Download Festival Schedule' for an international festival, else '… Brochure'. */
export function downloadLabelFor(title: string): string {
  return /international/i.test(title) ? 'Download Festival Schedule' : 'Download Festival Brochure';
}

/** "Friday" for 2027-03-12: the weekday a schedule day label starts with. */
export function weekdayOf(day: string): string {
  return new Date(`${day}T12:00:00Z`).toLocaleDateString('en-US', {
    weekday: 'long',
    timeZone: 'UTC',
  });
}

/**
 * The accessibility services (docs/rules/visiting.md#accessibility-services): id, the badge's
 * words, and the filter's short label, written out as the product rules name them.
 */
export const accessibilityVocabulary = [
  { id: 'asl-interpretation', label: 'ASL interpretation', shortLabel: 'ASL' },
  { id: 'audio-description', label: 'Audio description', shortLabel: 'Audio description' },
  { id: 'touch-tour', label: 'Touch tour', shortLabel: 'Touch tour' },
  { id: 'open-captions', label: 'Open captions', shortLabel: 'Captions' },
  { id: 'relaxed-performance', label: 'Relaxed performance', shortLabel: 'Relaxed' },
  { id: 'assistive-listening', label: 'Assistive listening', shortLabel: 'Assistive listening' },
  { id: 'wheelchair-seating', label: 'Wheelchair seating', shortLabel: 'Wheelchair seating' },
] as const;

export type AccessibilityInfo = (typeof accessibilityVocabulary)[number];

/** The badge words of a list of service ids, in the vocabulary's order. */
export function badgeLabels(ids: readonly string[]): string[] {
  return accessibilityVocabulary.filter((s) => ids.includes(s.id)).map((s) => s.label);
}

/** Whether a performance takes place as announced: neither cancelled nor postponed. */
export function takesPlace(performance: { status: string }): boolean {
  return performance.status !== 'cancelled' && performance.status !== 'postponed';
}

/**
 * The services a show offers a visitor: those of its performances that take place
 * (docs/rules/visiting.md#accessibility-services).
 */
export function servicesHeld(show: ShowInfo): string[] {
  return [...new Set(show.performances.filter(takesPlace).flatMap((p) => p.accessibility))];
}

/**
 * The services at least one show offers at a performance that takes place: the filter's choices
 * and the sitemap's filtered lists.
 */
export const offeredServices: AccessibilityInfo[] = accessibilityVocabulary.filter((service) =>
  shows.some((show) => servicesHeld(show).includes(service.id)),
);

/**
 * Names of the shows offering a service that are upcoming on a day, in date order, among those
 * the pages were built with (the current season and the upcoming shows on the build day).
 */
export function expectedFiltered(serviceId: string, today: string): string[] {
  // A run is listed while a performance offering the service and taking place is still to come.
  const offers = (show: ShowInfo) =>
    show.run
      ? show.performances.some(
          (p) => takesPlace(p) && p.accessibility.includes(serviceId) && p.day >= today,
        )
      : servicesHeld(show).includes(serviceId);
  return expectedSplit(currentShowsOn(venueToday()).filter(offers), today).upcoming;
}

export function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** A title as a pattern that also accepts a typographic apostrophe for a straight one. */
export function titlePattern(title: string): RegExp {
  return new RegExp(escapeRegExp(title).replace(/'/g, "['’]"), 'i');
}

/** The base path the build under test was made for ('' at the host root). */
export const BASE_PATH = HOST_ROOT ? '' : basePath;

/** The base path of the real build in out/ (BASE_PATH, as the build reads it), in either run. */
export const MAIN_BASE_PATH = basePath;
