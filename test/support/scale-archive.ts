// A synthetic archive of any number of shows, made from the test fixtures, for the scale
// benchmark (bench/scale.ts): the fixture season's site, venues, FAQ and education as they are,
// and N shows copied from the fixture shows with new names, titles and dates, spread over as many
// seasons as they need. Every show is valid content that the real loader accepts.
//
// - The current season (the one today falls in) always holds the same first CURRENT_SEASON_SIZE
//   shows, so the home page, which lists only that season, should weigh the same at every N.
//   The rest fill earlier seasons, SHOWS_PER_SEASON each, going back a year at a time.
// - Each season opens with one festival (with its films) and cycles through the other fixtures.
// - Names and titles are distinct across seasons (a show's name is its address for ever).
// - Images are the fixtures' own files, hard-linked (copied where links are impossible): a few
//   distinct pictures reused by every show, so encoding image variants is a small fixed cost
//   and the benchmark measures what grows with the archive.
import { createHash } from 'node:crypto';
import {
  copyFileSync,
  cpSync,
  existsSync,
  linkSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import path from 'node:path';

import { showSchema, type RawShow } from '../../lib/concepts/shows/build';
import { seasonIdFromYear, seasonOfDay, seasonYears } from '../../lib/concepts/seasons';
import { nameFor } from '../../lib/concepts/shows';
import { historyCredits, historyPools } from './scale-history';

/** Shows of the current season at every N: as many as the season the issue measured had. */
export const CURRENT_SEASON_SIZE = 9;
/** Shows of each earlier season: about a real season of this series. */
export const SHOWS_PER_SEASON = 24;
/** Season days shows are spread over, from 1 September. */
const SEASON_DAYS = 270;

export interface Template {
  /** The fixture show's name, which is also its image folder's name. */
  name: string;
  raw: RawShow;
  /** The file as written (unparsed), so that every field the fixture has is kept. */
  json: Record<string, unknown>;
}

/** Where one show goes: its season (by first year) and its place among that season's shows. */
export interface Slot {
  seasonStart: number;
  index: number;
  seasonSize: number;
}

/** The seasons and places of `count` shows, the current season first, then back in time. */
export function planArchive(
  count: number,
  currentSeasonStart: number,
  perSeason: number = SHOWS_PER_SEASON,
): Slot[] {
  if (!Number.isInteger(count) || count < 1) {
    throw new Error(`the archive needs a whole number of shows of at least 1, got ${count}`);
  }
  const slots: Slot[] = [];
  let seasonStart = currentSeasonStart;
  let seasonSize = Math.min(count, CURRENT_SEASON_SIZE);
  while (slots.length < count) {
    for (let index = 0; index < seasonSize; index += 1) {
      slots.push({ seasonStart, index, seasonSize });
    }
    seasonStart -= 1;
    seasonSize = Math.min(count - slots.length, perSeason);
  }
  return slots;
}

/** "2026-09-01" + 3 days → "2026-09-04" (calendar days, no time zone involved). */
function addDays(day: string, days: number): string {
  const at = new Date(`${day}T00:00:00Z`);
  at.setUTCDate(at.getUTCDate() + days);
  return at.toISOString().slice(0, 10);
}

function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);
}

/** The fixture shows, parsed by the real schema (a fixture the loader rejects fails here). */
function readTemplates(showsDir: string): Template[] {
  return readdirSync(showsDir)
    .filter((file) => file.endsWith('.json'))
    .sort()
    .map((file) => {
      const json = JSON.parse(readFileSync(path.join(showsDir, file), 'utf8')) as Record<
        string,
        unknown
      >;
      const raw = showSchema.parse(json);
      return { name: nameFor(raw), raw, json };
    });
}

/** Which fixture fills a slot: a festival first in each season, then the others in turn. */
function templateFor(templates: readonly Template[], slot: Slot): Template {
  const festivals = templates.filter((t) => t.raw.festival);
  const others = templates.filter((t) => !t.raw.festival);
  const pick =
    slot.index === 0 && festivals.length > 0
      ? festivals[slot.seasonStart % festivals.length]
      : others[(slot.index + slot.seasonStart) % others.length];
  if (!pick) throw new Error('the fixtures hold no show to copy');
  return pick;
}

export interface SyntheticShow {
  name: string;
  json: Record<string, unknown>;
  /** Files to place in public/shows/{name}/: from (in the template's folder) → to. */
  images: Array<{ from: string; to: string }>;
}

/**
 * One show of the archive: the template's fields with a new name, title and date (every other
 * date of the file, such as the end date, sale dates and the festival's schedule, moved by the
 * same number of days), and its films renamed likewise.
 */
function syntheticShow(template: Template, slot: Slot): SyntheticShow {
  const years = seasonYears(seasonIdFromYear(slot.seasonStart));
  const suffix = `${slot.seasonStart}_${slot.index + 1}`;
  const name = `${template.name.slice(0, 80)}_${suffix}`;
  const day = addDays(
    `${slot.seasonStart}-09-01`,
    Math.floor((slot.index * SEASON_DAYS) / slot.seasonSize),
  );
  const shift = daysBetween(template.raw.date.slice(0, 10), day);
  // Every calendar date in the file (date, endDate, previousDate, onSale, schedule days).
  const moved = JSON.parse(
    JSON.stringify(template.json).replace(/\b(\d{4}-\d{2}-\d{2})(?=[T"])/g, (d) =>
      addDays(d, shift),
    ),
  ) as Record<string, unknown>;
  const json: Record<string, unknown> = {
    ...moved,
    name,
    title: `${template.raw.title}, ${years} No. ${slot.index + 1}`,
  };
  delete json.season;
  // Related links name the templates, which the archive renames; shared attributes still relate
  // the synthetic shows to each other.
  delete json.related;
  const images: SyntheticShow['images'] = [];
  if (template.raw.shows.length > 0) {
    const renamed = new Map<string, string>();
    json.shows = template.raw.shows.map((film, at) => {
      const original = (template.json.shows as Array<Record<string, unknown>>)[at] ?? {};
      const filmName = `${nameFor(film).slice(0, 80)}_${suffix}`;
      renamed.set(film.title, filmName);
      renamed.set(nameFor(film), filmName);
      images.push({ from: `films/${nameFor(film)}.jpg`, to: `films/${filmName}.jpg` });
      const trailer = `films/${nameFor(film)}-trailer.jpg`;
      if (film.trailer) images.push({ from: trailer, to: `films/${filmName}-trailer.jpg` });
      return { ...original, name: filmName, title: `${film.title}, ${years} No. ${at + 1}` };
    });
    const schedule = json.schedule as Record<string, Record<string, string>> | undefined;
    if (schedule) {
      json.schedule = Object.fromEntries(
        Object.entries(schedule).map(([scheduleDay, times]) => [
          scheduleDay,
          Object.fromEntries(
            Object.entries(times).map(([time, entry]) => [
              time,
              renamed.get(entry.trim()) ?? entry,
            ]),
          ),
        ]),
      );
    }
  }
  return { name, json, images };
}

/** A hard link (no disk cost), or a copy where the file system refuses one. */
function place(from: string, to: string) {
  mkdirSync(path.dirname(to), { recursive: true });
  try {
    linkSync(from, to);
  } catch {
    copyFileSync(from, to);
  }
}

export interface ArchiveOptions {
  count: number;
  /** Fixture content (test/fixtures/content) and images (test/fixtures/public). */
  fixtureContentDir: string;
  fixturePublicDir: string;
  /**
   * Where to write: a content folder, and the public/ folder the build serves (the fixtures'
   * pictures are copied into it and each show's folder is made under public/shows/).
   */
  contentDir: string;
  publicDir: string;
  /** The build day (YYYY-MM-DD, at the venue): its season is the current one. */
  today: string;
  /**
   * A fictional history (./scale-history.ts): the shows spread over HISTORY_SEASONS seasons, with
   * made-up people and works, about 8/3 people and 5/3 works per show, credited by id.
   */
  history?: boolean;
}

/** The seasons of the fictional history: the series' since 1936. */
export const HISTORY_SEASONS = 90;

/** Writes the archive; returns how many shows and seasons it holds and how many images it links. */
export function writeArchive(options: ArchiveOptions): {
  shows: number;
  seasons: number;
  films: number;
  distinctImages: number;
  /** Made-up people and works of the history; 0 without it. */
  people: number;
  works: number;
} {
  const { count, fixtureContentDir, fixturePublicDir, contentDir, publicDir } = options;
  mkdirSync(path.join(contentDir, 'shows'), { recursive: true });
  for (const entry of readdirSync(fixtureContentDir)) {
    const from = path.join(fixtureContentDir, entry);
    if (statSync(from).isFile()) copyFileSync(from, path.join(contentDir, entry));
  }
  // The people and works the fixture shows name (docs/archive.md), which every copy names too.
  for (const folder of ['people', 'works']) {
    const from = path.join(fixtureContentDir, folder);
    if (existsSync(from)) cpSync(from, path.join(contentDir, folder), { recursive: true });
  }
  // The fixtures' logos, sponsors, share and education pictures, which their site.json names.
  for (const entry of readdirSync(fixturePublicDir)) {
    if (entry === 'shows') continue;
    cpSync(path.join(fixturePublicDir, entry), path.join(publicDir, entry), { recursive: true });
  }
  const templates = readTemplates(path.join(fixtureContentDir, 'shows'));
  const currentStart = Number(seasonOfDay(options.today).slice(0, 4));
  const perSeason = options.history
    ? Math.max(1, Math.ceil((count - CURRENT_SEASON_SIZE) / (HISTORY_SEASONS - 1)))
    : SHOWS_PER_SEASON;
  const slots = planArchive(count, currentStart, perSeason);
  const pools = options.history ? historyPools(count) : undefined;
  if (pools) {
    for (const [folder, entries] of [
      ['people', pools.people],
      ['works', pools.works],
    ] as const) {
      mkdirSync(path.join(contentDir, folder), { recursive: true });
      for (const [id, data] of entries) {
        writeFileSync(path.join(contentDir, folder, `${id}.json`), `${JSON.stringify(data)}\n`);
      }
    }
  }
  const distinct = new Set<string>();
  const contentHash = (file: string) =>
    createHash('sha256').update(readFileSync(file)).digest('hex');
  let films = 0;
  for (const [k, slot] of slots.entries()) {
    const template = templateFor(templates, slot);
    const show = syntheticShow(template, slot);
    if (pools && !template.raw.festival) {
      delete show.json.performers;
      Object.assign(show.json, historyCredits(pools, k));
    }
    films += template.raw.shows.length;
    writeFileSync(
      path.join(contentDir, 'shows', `${show.name}.json`),
      `${JSON.stringify(show.json, null, 2)}\n`,
    );
    const fromDir = path.join(fixturePublicDir, 'shows', template.name);
    const toDir = path.join(publicDir, 'shows', show.name);
    for (const file of readdirSync(fromDir)) {
      const source = path.join(fromDir, file);
      if (statSync(source).isFile()) {
        distinct.add(contentHash(source));
        place(source, path.join(toDir, file));
      }
    }
    for (const { from, to } of show.images) {
      distinct.add(contentHash(path.join(fromDir, from)));
      place(path.join(fromDir, from), path.join(toDir, to));
    }
  }
  return {
    shows: slots.length,
    seasons: new Set(slots.map((slot) => slot.seasonStart)).size,
    films,
    distinctImages: distinct.size,
    people: pools?.people.size ?? 0,
    works: pools?.works.size ?? 0,
  };
}
