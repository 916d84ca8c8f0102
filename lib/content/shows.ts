/**
 * content/shows/*.json → Show and Film: names, paths, formatted dates, films and their schedule,
 * sponsors, sanitised HTML and the real size of every image, with every mistake recorded.
 */
import fs from 'node:fs';
import path from 'node:path';

import {
  formatDateLong,
  formatDateRange,
  formatDateRangeShort,
  formatDateShort,
  formatDateTimeLong,
  formatLength,
  formatTime,
} from '../format';
import { languageLabel } from '../languages';
import { routes } from '../routes';
import { filmScreenings, findScheduledFilm, scheduleDays, scheduleLine } from '../schedule';
import { MAX_NAME_LENGTH, showSchema, slug, type RawFilm, type RawShow } from '../schemas';
import { sortByDate } from '../season';
import { seasonOfShow } from '../seasons';
import { DEFAULT_DOORS_OPEN, downloadLabel } from '../show-rules';
import { slugify } from '../slug';
import { groupSponsorsByLevel, toSponsor } from '../sponsors';
import { zonedToInstant } from '../timezone';
import type { Film, ImageSize, Show, Venue } from '../types';
import { youtubeVideoId } from '../youtube';
import { valueAt } from './errors';
import { cleanHtml } from './html';
import { checkPublicFile, readImageSize, type FieldRef } from './images';
import { displayName, parseWith, readJson, type Reader } from './read';
import { unclearLocalTime } from './time';

export type VenueLookup = (id: string, report: (message: string) => void) => Venue | undefined;

interface ParsedShow {
  raw: RawShow;
  name: string;
  file: string;
  entry: string;
}

/** The size read from the file, or a stand-in when the file is broken (already reported). */
const UNREADABLE: ImageSize = { width: 1, height: 1 };

/** Site paths that follow from a show's name alone. */
export function showPaths(
  name: string,
  { poster = 'poster.jpg', socialImage = 'social.jpg' }: { poster?: string; socialImage?: string } = {},
) {
  return {
    url: routes.show(name),
    poster: routes.showFile(name, poster),
    socialImage: routes.showFile(name, socialImage),
    trailerThumbnail: routes.showFile(name, 'trailer.jpg'),
    /** Any other file staff name in the show's folder (photos, description and logo images). */
    file: (fileName: string) => routes.showFile(name, fileName),
  };
}

/** Site paths that follow from a film's name and its festival's. */
export function filmPaths(festivalName: string, filmName: string) {
  return {
    url: routes.film(filmName),
    poster: routes.filmFile(festivalName, `${filmName}.jpg`),
    trailerThumbnail: routes.filmFile(festivalName, `${filmName}-trailer.jpg`),
  };
}

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
  const raw = parseWith(reader, file, showSchema, json.data, (p) => ({ entry, field: p }));
  if (!raw) return undefined;

  const name = raw.name ?? slugify(raw.title);
  const problem = derivedNameProblem(raw.title, name);
  if (problem) {
    reader.problems.push({ file, entry, field: 'name', message: problem });
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

  const refs = films.map(({ film, name }) => ({ name, title: film.title, url: `/show/${name}` }));
  const days = scheduleDays(raw.schedule, refs);

  return films.map(({ film, index, name }) => {
    const at = (field: string): FieldRef => ({ file, entry, field: `shows[${index}].${field}` });
    const paths = filmPaths(festivalName, name);
    const screenings = filmScreenings(days, name);
    const hasTrailer = film.trailer !== '';
    return {
      ...film,
      name,
      description: cleanHtml(reader, at('description'), film.description),
      lengthFormatted: formatLength(film.lengthMinutes),
      languageLabel: languageLabel(film.language, film.subtitles),
      youtubeVideoId: hasTrailer ? youtubeVideoId(film.trailer) : undefined,
      trailerThumbnail: hasTrailer ? paths.trailerThumbnail : undefined,
      trailerThumbnailSize: hasTrailer
        ? (readImageSize(reader, at('trailer'), paths.trailerThumbnail) ?? UNREADABLE)
        : undefined,
      poster: paths.poster,
      posterSize: readImageSize(reader, at('poster'), paths.poster) ?? UNREADABLE,
      posterAlt: `Poster for ${film.title}`,
      url: paths.url,
      screenings,
      schedule: screenings.map(scheduleLine),
      festivalName,
      festivalTitle: raw.title,
    };
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

interface ShowContext {
  venue: Venue;
  logoVersion: string;
  films: Film[];
  timeZone: string;
}

function buildShow(reader: Reader, show: ParsedShow, context: ShowContext): Show {
  const { raw, name, file, entry } = show;
  const { descriptionImage, ...rest } = raw;
  const { venue, logoVersion, films, timeZone } = context;
  const at = (field: string): FieldRef => ({ file, entry, field });
  const image = (field: string, sitePath: string) =>
    readImageSize(reader, at(field), sitePath) ?? UNREADABLE;
  const html = (field: string, value: string) => cleanHtml(reader, at(field), value);

  const paths = showPaths(name, { poster: raw.poster, socialImage: raw.socialImage });
  const day = raw.date.slice(0, 10);
  const multiDay = raw.endDate !== undefined && raw.endDate !== day;
  const sponsors = raw.sponsors.map((sponsor) => toSponsor(sponsor, logoVersion));
  sponsors.forEach((sponsor, index) => {
    if (!sponsor.text) checkPublicFile(reader, at(`sponsors[${index}].name`), sponsor.logoSrc);
  });
  const hasTrailer = raw.trailer !== '';
  const refs = films.map(({ name: filmName, title, url }) => ({ name: filmName, title, url }));
  const descriptionImageUrl = descriptionImage ? paths.file(descriptionImage) : undefined;
  const logoImage = raw.logoImage ? paths.file(raw.logoImage) : undefined;
  const download = raw.download ? routes.download(raw.download) : undefined;
  if (download) checkPublicFile(reader, at('download'), download);

  return {
    ...rest,
    name,
    day,
    season: seasonOfShow({ day, season: raw.season }),
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
    youtubeVideoId: hasTrailer ? youtubeVideoId(raw.trailer) : undefined,
    trailerThumbnail: hasTrailer ? paths.trailerThumbnail : undefined,
    trailerThumbnailSize: hasTrailer ? image('trailer', paths.trailerThumbnail) : undefined,
    description: html('description', raw.description),
    descriptionImageUrl,
    descriptionImageSize: descriptionImageUrl
      ? image('descriptionImage', descriptionImageUrl)
      : undefined,
    descriptionImageAlt: raw.descriptionImageAlt ?? '',
    poster: paths.poster,
    posterSize: image('poster', paths.poster),
    posterAlt: raw.posterAlt ?? `Poster for ${raw.title}`,
    socialImage: paths.socialImage,
    socialImageSize: image('socialImage', paths.socialImage),
    photos: raw.photos.map(({ file: photoFile, ...photo }, index) => {
      const src = paths.file(photoFile);
      return { ...photo, src, ...image(`photos[${index}].file`, src) };
    }),
    logoImage,
    logoImageSize: logoImage ? image('logoImage', logoImage) : undefined,
    logoImageAlt: raw.logoImageAlt ?? raw.title,
    content: raw.content === undefined ? undefined : html('content', raw.content),
    ticketInfo: raw.ticketInfo === undefined ? undefined : html('ticketInfo', raw.ticketInfo),
    download,
    downloadLabel: download ? downloadLabel(raw.title) : undefined,
    partOfSeries: !raw.specialEvent,
    previousDateFormatted: raw.previousDate ? formatDateTimeLong(raw.previousDate) : undefined,
    onSaleFormatted: raw.onSale ? formatDateTimeLong(raw.onSale) : undefined,
    onSaleInstant: raw.onSale ? zonedToInstant(raw.onSale, timeZone).toISOString() : undefined,
    url: paths.url,
    sponsors,
    sponsorRows: groupSponsorsByLevel(sponsors),
    shows: films,
    schedule: scheduleDays(raw.schedule, refs),
    sourceFile: file,
  };
}

/** The season a parsed show belongs to (docs/product-rules.md#seasons). */
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
  venueOf: VenueLookup,
  logoVersion: string,
  timeZone: string,
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
    for (const field of ['date', 'previousDate', 'onSale'] as const) {
      const local = show.raw[field];
      const unclear = local === undefined ? undefined : unclearLocalTime(local, timeZone);
      if (unclear) {
        reader.problems.push({ file: show.file, entry: show.entry, field, message: unclear });
      }
    }
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
    if (venue) shows.push(buildShow(reader, show, { venue, logoVersion, films, timeZone }));
  }
  return sortByDate(shows);
}
