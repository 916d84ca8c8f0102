/**
 * content/shows/*.json → Show and Film: names, paths, formatted dates, films and their schedule,
 * sponsors, sanitised HTML and the real size of every image, with every mistake recorded.
 */
import fs from 'node:fs';
import path from 'node:path';

import { findScheduledFilm } from '../festival';
import { MAX_NAME_LENGTH, slug } from '../../content/schema-parts';
import { showSchema, type RawShow } from './show-schema';
import { sortByDate, seasonOfShow } from '../seasons';
import { nameFor, slugify } from './rules/slug';
import type { Film, ImageSize, Show, ShowVenue, Venue } from '../../content/types';
import { deriveFilms, deriveShow, filmPaths, showPaths, type ShowContext } from './derive-show';
import { valueAt } from '../../content/errors';
import { cleanHtml } from '../../content/html';
import { checkPublicFile, publicFile, readImageSize, type FieldRef } from '../../content/images';
import {
  countedRevisions,
  displayName,
  parseWith,
  readJson,
  type Reader,
} from '../../content/read';
import { performanceKey, SHOW_KEY, showEntries } from '../news/build';
import { unclearLocalTime } from '../../content/time';

export { filmPaths, showPaths };

export type VenueLookup<V = Venue> = (
  id: string,
  report: (message: string) => void,
) => V | undefined;

interface ParsedShow {
  raw: RawShow;
  name: string;
  file: string;
  entry: string;
}

/** The size read from the file, or a stand-in when the file is broken (already reported). */
const UNREADABLE: ImageSize = { width: 1, height: 1 };

function fileBaseName(file: string): string {
  return path.basename(file, '.json');
}

/** The entry label before parsing succeeded: given name, else slug of the title, else file name. */
function provisionalShowLabel(data: unknown, file: string): string {
  const name = valueAt(data, ['name']);
  if (typeof name === 'string' && name !== '') return `show "${name}"`;
  const title = valueAt(data, ['title']);
  if (typeof title === 'string' && title.trim() !== '') {
    const derived = slugify(title);
    // A name too long to use would also be too long to read in every message.
    if (derived.length <= MAX_NAME_LENGTH) return `show "${derived}"`;
  }
  return `show "${fileBaseName(file)}"`;
}

/** Why a name derived from a title cannot be used, or undefined when it can. */
function derivedNameProblem(title: string, derived: string): string | undefined {
  if (slug.safeParse(derived).success) return undefined;
  if (derived.length > MAX_NAME_LENGTH) {
    return `title "${title.slice(0, 40)}…" gives a name ${derived.length} characters long, over the limit of ${MAX_NAME_LENGTH} (it becomes a folder and file names): add a short "name" field`;
  }
  return `title "${title}" gives the name "${derived}", which is not a valid URL slug: add a "name" field`;
}

function parseShowFile(reader: Reader, absolute: string): ParsedShow | undefined {
  const file = displayName(reader, absolute);
  const json = readJson(reader, absolute);
  if (!json.ok) return undefined;
  const entry = provisionalShowLabel(json.data, file);
  const parsed = parseWith(reader, file, showSchema, json.data, (p) => ({ entry, field: p }));
  if (!parsed) return undefined;

  const name = nameFor(parsed);
  const problem = derivedNameProblem(parsed.title, name);
  if (problem) {
    reader.problems.push({ file, entry, field: 'name', message: problem });
    return undefined;
  }
  const raw = withCountedRevisions(reader, absolute, parsed, `show "${name}"`);
  return { raw, name, file, entry: `show "${name}"` };
}

/**
 * The show with the calendar revisions counted from its file's history (../news/revisions.ts) in place
 * of those it writes, when the history is read; the performances' are their own, added to the
 * show's later (./performances.ts).
 */
function withCountedRevisions(
  reader: Reader,
  absolute: string,
  raw: RawShow,
  entry: string,
): RawShow {
  const counted = countedRevisions(reader, absolute, showEntries);
  if (!counted) return raw;
  const file = displayName(reader, absolute);
  for (const problem of counted.problems) reader.problems.push({ file, entry, ...problem });
  const { revisions } = counted;
  return {
    ...raw,
    revision: revisions.get(SHOW_KEY) ?? raw.revision,
    performances: raw.performances.map((p) => ({
      ...p,
      revision: revisions.get(performanceKey(p)) ?? p.revision,
    })),
  };
}

function buildFilms(reader: Reader, show: ParsedShow): Film[] {
  const { raw, name: festivalName, file, entry } = show;
  const films = raw.shows.map((film, index) => ({ film, index, name: nameFor(film) }));

  const seen = new Map<string, number>();
  for (const { film, index, name } of films) {
    const problem = derivedNameProblem(film.title, name);
    if (problem) {
      reader.problems.push({ file, entry, field: `shows[${index}].name`, message: problem });
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

  return deriveFilms(raw, festivalName, {
    image: (field, sitePath) =>
      readImageSize(reader, { file, entry, field }, sitePath) ?? UNREADABLE,
    html: (field, value) => cleanHtml(reader, { file, entry, field }, value),
  });
}

function checkSchedule(
  reader: Reader,
  show: ParsedShow,
  films: readonly Film[],
  timeZone: string,
): void {
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
      const unclear = unclearLocalTime(`${day}T${time}`, timeZone);
      if (unclear) {
        reader.problems.push({ file, entry, field: `schedule.${day}.${time}`, message: unclear });
      }
    }
  }
}

function buildShow(reader: Reader, show: ParsedShow, context: ShowContext): Show {
  const { raw, name, file, entry } = show;
  const at = (field: string): FieldRef => ({ file, entry, field });
  return deriveShow(raw, { name, file }, context, {
    image: (field, sitePath) => readImageSize(reader, at(field), sitePath) ?? UNREADABLE,
    html: (field, value) => cleanHtml(reader, at(field), value),
    checkFile: (field, sitePath) => checkPublicFile(reader, at(field), sitePath),
    hasFile: (sitePath) => fs.existsSync(publicFile(reader.publicDir, sitePath)),
  });
}

/** The season a parsed show belongs to (docs/rules/seasons.md#seasons). */
function seasonOfParsed(show: ParsedShow): string {
  return seasonOfShow({ day: show.raw.date.slice(0, 10), season: show.raw.season });
}

/**
 * Show names are addresses (/shows/{name}/) that stay for ever, so a name may be used once in the
 * whole archive. The show of the older season keeps it (its address may already be shared); the
 * newer one is told to take its own, with a free name to copy: a yearly concert whose title
 * repeats gets "{name}_{year}".
 */
function checkUniqueNames(reader: Reader, parsed: readonly ParsedShow[]): void {
  const taken = new Set(parsed.map((show) => show.name));
  const oldestFirst = [...parsed].sort((a, b) => {
    const [sa, sb] = [seasonOfParsed(a), seasonOfParsed(b)];
    return sa < sb ? -1 : sa > sb ? 1 : a.file < b.file ? -1 : a.file > b.file ? 1 : 0;
  });
  const owner = new Map<string, ParsedShow>();
  for (const show of oldestFirst) {
    const other = owner.get(show.name);
    if (other === undefined) {
      owner.set(show.name, show);
      continue;
    }
    const season = seasonOfParsed(show);
    const suggestion = freeName(show.name, season.slice(0, 4), taken);
    taken.add(suggestion);
    const where =
      seasonOfParsed(other) === season
        ? `the show in ${other.file}`
        : `the ${seasonOfParsed(other)} show in ${other.file}`;
    reader.problems.push({
      file: show.file,
      entry: show.entry,
      field: 'name',
      message: `is also the name of ${where}; a show's address is kept for ever, so give one of the two its own "name" (usually the newer, this one: for example "${suggestion}")`,
      value: show.name,
    });
  }
}

/** "{name}_{year}", or "{name}_{year}_2"… when that is taken too, within the length limit. */
function freeName(name: string, year: string, taken: ReadonlySet<string>): string {
  for (let n = 1; ; n += 1) {
    const suffix = n === 1 ? `_${year}` : `_${year}_${n}`;
    const candidate = `${name.slice(0, MAX_NAME_LENGTH - suffix.length)}${suffix}`;
    if (!taken.has(candidate)) return candidate;
  }
}

export function loadShows(
  reader: Reader,
  venueOf: VenueLookup<ShowVenue>,
  logoVersion: string,
  timeZone: string,
  /** The venue's day the content is read on (a show that ended before it may lack pictures). */
  buildDay: string,
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

  checkUniqueNames(reader, parsed);

  // Films get their own pages (/show/{film}), so their names must be unique across festivals.
  const filmOwner = new Map<string, string>();
  const shows: Show[] = [];
  for (const show of parsed) {
    for (const field of ['date', 'previousDate', 'onSale', 'presaleOpens'] as const) {
      const local = show.raw[field];
      const unclear = local === undefined ? undefined : unclearLocalTime(local, timeZone);
      if (unclear) {
        reader.problems.push({ file: show.file, entry: show.entry, field, message: unclear });
      }
    }
    show.raw.performances.forEach((performance, index) => {
      for (const field of ['date', 'previousDate', 'onSale'] as const) {
        const local = performance[field];
        const unclear = local === undefined ? undefined : unclearLocalTime(local, timeZone);
        if (unclear) {
          const where = `performances[${index}].${field}`;
          reader.problems.push({
            file: show.file,
            entry: show.entry,
            field: where,
            message: unclear,
          });
        }
      }
    });
    const films = buildFilms(reader, show);
    checkSchedule(reader, show, films, timeZone);
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
    if (venue)
      shows.push(buildShow(reader, show, { venue, logoVersion, films, timeZone, buildDay }));
  }
  return sortByDate(shows);
}
