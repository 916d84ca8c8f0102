/**
 * A parsed show file → the domain Show: paths, formatted dates, venue, sponsors, films and their
 * schedule. Everything that needs the disk or reports problems (image sizes, the HTML allowlist,
 * files that must exist) comes in through `io`, so the build's loader (./shows.ts) and the
 * editor's preview (lib/editor/preview.ts, in the browser) derive a show by the same rules.
 */
import { needsPictures } from './rules/pictures';
import {
  formatDateLong,
  formatDateRange,
  formatDateRangeShort,
  formatDateShort,
  formatDateTimeLong,
  formatLength,
  formatTime,
} from '../../time/format';
import { routes } from '../../site/routes';
import {
  filmScreenings,
  offersSchedulePdf,
  scheduleDays,
  scheduleLine,
  languageLabel,
} from '../festival';
import { nameFor } from './rules/slug';
import type { RawShow } from './show-schema';
import { seasonOfShow } from '../seasons';
import { DEFAULT_DOORS_OPEN, downloadLabel } from './rules/show-display';
import { groupSponsorsByLevel, toSponsor } from './rules/sponsors';
import { zonedToInstant } from '../../time/timezone';
import type { Film, ImageSize, Picture, Show, ShowVenue } from '../../content/types';
import { youtubeVideoId } from './rules/youtube';
import { isRun, runDays, runTimes } from './rules/performances';
import { inVocabularyOrder } from '../venues';
import { derivePerformances } from './performances';
import { priceInWords } from '../prices';
import { runPriceOnOffer } from './rules/on-offer';

/** Site paths that follow from a show's name alone. */
export function showPaths(
  name: string,
  {
    poster = 'poster.jpg',
    socialImage = 'social.jpg',
  }: { poster?: string; socialImage?: string } = {},
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

/**
 * A festival's films with their screenings, by the same rules for the build (./shows.ts, which
 * also checks their names) and the editor's preview. `io` fields are relative to the show:
 * "shows[0].description".
 */
export function deriveFilms(
  raw: Pick<RawShow, 'shows' | 'schedule' | 'title'>,
  festivalName: string,
  io: Pick<ShowIo, 'image' | 'html'>,
): Film[] {
  const films = raw.shows.map((film, index) => ({ film, index, name: nameFor(film) }));
  const refs = films.map(({ film, name }) => ({ name, title: film.title, url: routes.film(name) }));
  const days = scheduleDays(raw.schedule, refs);
  return films.map(({ film, index, name }) => {
    const at = (field: string) => `shows[${index}].${field}`;
    const paths = filmPaths(festivalName, name);
    const screenings = filmScreenings(days, name);
    const hasTrailer = film.trailer !== '';
    return {
      ...film,
      name,
      description: io.html(at('description'), film.description),
      lengthFormatted: formatLength(film.lengthMinutes),
      languageLabel: languageLabel(film.language, film.subtitles),
      youtubeVideoId: hasTrailer ? youtubeVideoId(film.trailer) : undefined,
      trailerThumbnail: hasTrailer
        ? pictureAt(io, at('trailer'), paths.trailerThumbnail, TRAILER_THUMBNAIL_ALT)
        : undefined,
      poster: pictureAt(io, at('poster'), paths.poster, `Poster for ${film.title}`),
      url: paths.url,
      screenings,
      schedule: screenings.map(scheduleLine),
      festivalName,
      festivalTitle: raw.title,
      ...(film.price ? { priceLabel: priceInWords(film.price) } : {}),
    };
  });
}

/**
 * A show's last day at the venue: its last performance's, or for a single date with an end date
 * (a festival), that end date. The day it leaves the season's upcoming list after.
 */
export function showLastDay(raw: RawShow, timeZone: string): string {
  const performances = derivePerformances(raw, timeZone);
  const day = raw.date.slice(0, 10);
  const lastPerformance = performances[performances.length - 1]?.day ?? day;
  return performances.length > 1 && lastPerformance !== day
    ? lastPerformance
    : (raw.endDate ?? day);
}

export interface ShowContext {
  venue: ShowVenue;
  logoVersion: string;
  films: Film[];
  timeZone: string;
  /**
   * The venue's day the content is read on: a show that ended before it may lack its poster and
   * share card (rules/pictures.ts). Absent (the editor's preview), every show needs them.
   */
  buildDay?: string;
}

/** What deriving a show needs from outside, by the field that names the file or markup. */
export interface ShowIo {
  /** The intrinsic size of an image in public/ (sitePath is site-relative). */
  image(field: string, sitePath: string): ImageSize;
  /** Staff HTML as the site renders it. */
  html(field: string, value: string): string;
  /** A file in public/ the page links to. */
  checkFile(field: string, sitePath: string): void;
  /** Whether a file exists in public/, asked only of pictures a show may lack. */
  hasFile?(sitePath: string): boolean;
}

/**
 * A trailer's still is the face of its Play link, which names the trailer: the picture itself
 * says nothing more.
 */
const TRAILER_THUMBNAIL_ALT = '';

/** The picture at a site path, sized by `io` (which names `field` when the file is unusable). */
function pictureAt(io: Pick<ShowIo, 'image'>, field: string, src: string, alt: string): Picture {
  return { src, ...io.image(field, src), alt };
}

export function deriveShow(
  raw: RawShow,
  { name, file }: { name: string; file: string },
  context: ShowContext,
  io: ShowIo,
): Show {
  const { descriptionImage, logoImage, posterAlt, ...rest } = raw;
  const { venue, logoVersion, films, timeZone } = context;
  const { html } = io;
  const paths = showPaths(name, { poster: raw.poster, socialImage: raw.socialImage });
  const day = raw.date.slice(0, 10);
  const performances = derivePerformances(raw, timeZone);
  const run = isRun({ performances });
  // A run ends with its last performance (docs/rules/shows.md#performances): as a festival's
  // last day, it keeps the show upcoming until then.
  const lastDay = performances[performances.length - 1]?.day ?? day;
  const endDate = run && lastDay !== day ? lastDay : raw.endDate;
  const multiDay = endDate !== undefined && endDate !== day;
  // A show of the record keeps the pictures it has; one still to come must have them all.
  const optionalPictures =
    context.buildDay !== undefined &&
    io.hasFile !== undefined &&
    !needsPictures(endDate ?? day, context.buildDay);
  const picture = (field: string, src: string, alt: string): Picture | undefined =>
    optionalPictures && !io.hasFile?.(src) ? undefined : pictureAt(io, field, src, alt);
  const sponsors = raw.sponsors.map((sponsor) => toSponsor(sponsor, logoVersion));
  sponsors.forEach((sponsor, index) => {
    if (!sponsor.text) io.checkFile(`sponsors[${index}].name`, sponsor.logoSrc);
  });
  const hasTrailer = raw.trailer !== '';
  const refs = films.map(({ name: filmName, title, url }) => ({ name: filmName, title, url }));
  const download = raw.download ? routes.download(raw.download) : undefined;
  // A schedule PDF is written by the build into the export, not kept in public/.
  if (download && !offersSchedulePdf(raw)) io.checkFile('download', download);
  const audioIntroduction = raw.audioIntroduction && {
    src: paths.file(raw.audioIntroduction.file),
    transcript: html('audioIntroduction.transcript', raw.audioIntroduction.transcript),
  };
  if (audioIntroduction) io.checkFile('audioIntroduction.file', audioIntroduction.src);
  const dateFormatted =
    raw.dateFormatted ??
    (multiDay && endDate ? formatDateRange(day, endDate) : formatDateLong(raw.date));

  return {
    ...rest,
    name,
    day,
    season: seasonOfShow({ day, season: raw.season }),
    dateFormatted,
    dateFormattedShort:
      raw.dateFormattedShort ??
      (multiDay && endDate ? formatDateRangeShort(day, endDate) : formatDateShort(day)),
    endDate,
    timeFormatted: raw.timeFormatted ?? (run ? runTimes(performances) : formatTime(raw.date)),
    doorsOpen: raw.doorsOpen ?? DEFAULT_DOORS_OPEN,
    venue,
    location: venue.name,
    youtubeVideoId: hasTrailer ? youtubeVideoId(raw.trailer) : undefined,
    trailerThumbnail: hasTrailer
      ? pictureAt(io, 'trailer', paths.trailerThumbnail, TRAILER_THUMBNAIL_ALT)
      : undefined,
    description: html('description', raw.description),
    descriptionImage:
      descriptionImage &&
      pictureAt(
        io,
        'descriptionImage.file',
        paths.file(descriptionImage.file),
        descriptionImage.alt,
      ),
    poster: picture('poster', paths.poster, posterAlt ?? `Poster for ${raw.title}`),
    // The show's own social card prints its title, date and venue: its alt text says them.
    socialImage: picture(
      'socialImage',
      paths.socialImage,
      `${raw.title}, ${dateFormatted}, ${venue.name}`,
    ),
    photos: raw.photos.map(({ file: photoFile, ...photo }, index) => {
      const src = paths.file(photoFile);
      return { ...photo, src, ...io.image(`photos[${index}].file`, src) };
    }),
    logoImage:
      logoImage && pictureAt(io, 'logoImage.file', paths.file(logoImage.file), logoImage.alt),
    content: raw.content === undefined ? undefined : html('content', raw.content),
    ticketInfo: raw.ticketInfo === undefined ? undefined : html('ticketInfo', raw.ticketInfo),
    digitalProgram: raw.digitalProgram && {
      ...raw.digitalProgram,
      notes:
        raw.digitalProgram.notes === undefined
          ? undefined
          : html('digitalProgram.notes', raw.digitalProgram.notes),
    },
    download,
    audioIntroduction,
    downloadLabel: download ? downloadLabel(raw.title) : undefined,
    partOfSeries: !raw.specialEvent,
    previousDateFormatted: raw.previousDate ? formatDateTimeLong(raw.previousDate) : undefined,
    onSaleFormatted: raw.onSale ? formatDateTimeLong(raw.onSale) : undefined,
    onSaleInstant: raw.onSale ? zonedToInstant(raw.onSale, timeZone).toISOString() : undefined,
    url: paths.url,
    sponsors,
    sponsorRows: groupSponsorsByLevel(sponsors),
    films,
    schedule: scheduleDays(raw.schedule, refs),
    performances,
    accessibility: inVocabularyOrder(performances.flatMap((p) => p.accessibility)).map((s) => s.id),
    accessibilityAtEvery: raw.accessibility,
    priceLabel: runPriceOnOffer(raw.price, performances),
    ...(run ? { runDays: runDays(performances) } : {}),
    sourceFile: file,
  };
}
