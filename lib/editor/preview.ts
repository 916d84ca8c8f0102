/**
 * The editor's show preview (components/editor/ShowPreview.tsx): the entry being edited → the
 * domain Show the site's own card and page components render. It validates with the build's
 * schema and derives with the build's rules (lib/concepts/shows/derive-show.ts), films and their
 * screenings included; only what the browser cannot know is stood in for: image sizes (the image
 * is drawn at its own shape once it loads) and the HTML allowlist (the caller's sanitiser; the
 * build's check still runs before publishing). Images uploaded but not yet saved are shown from
 * the editor's copy of them.
 */
import type { PersonKind } from '../concepts/archive/build';
import type { z } from 'zod';
import { deriveFilms, deriveShow, showPaths, showSchema } from '../concepts/shows/build';
import { fieldPath, issueMessage, valueAt } from '../content/errors';
import { entryToFile } from './records';
import { nameFor } from '../concepts/shows';
import type { ImageSize, PastVenue, Show, ShowVenue, Site, Venue } from '../content/types';

/** What the preview takes from site.json and venues.json, fixed when the editor is built. */
export interface PreviewSite {
  venues: Record<string, Venue>;
  /** The halls of content/past-venues/ by id, which a past show may name as its venue. */
  pastVenues: Record<string, PastVenue>;
  timeZone: string;
  sponsorLogoVersion: string;
  seriesName: string;
  mastersSeriesName: string;
  /** The box office, as a venue page names it for accommodations. */
  contact: Pick<Site, 'phone' | 'email' | 'boxOffice'>;
  /** Where the Philharmonic Club page sends a gift. */
  donationUrl: string;
  /** Every person's name and kind by id, for a work's creators (content/people/). */
  people: Record<string, { name: string; kind: PersonKind }>;
}

/**
 * A portrait poster's shape, until the file loads: width and height only reserve the box
 * (the browser then uses the image's own aspect ratio), so any size is drawn correctly.
 */
export const UNKNOWN_IMAGE_SIZE: ImageSize = { width: 2, height: 3 };

export type PreviewResult = { show: Show } | { problems: string[] };

/**
 * The editor leaves unset fields as nulls, or as empty strings, which the files it saves omit
 * (the schema then reads its default). An empty string is also a real value ("no alt text"), so
 * it is dropped only where the schema refuses it.
 */
function parseEntry(data: Record<string, unknown>) {
  return parseFile(withoutNulls(entryToFile(data, 'shows')) as Record<string, unknown>);
}

/** The value with every null of its objects left out, at any depth (a film's unset fields too). */
export function withoutNulls(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withoutNulls);
  if (typeof value !== 'object' || value === null) return value;
  return Object.fromEntries(
    Object.entries(value)
      .filter(([, item]) => item != null)
      .map(([key, item]) => [key, withoutNulls(item)]),
  );
}

/** The value without the '' at each of the paths, wherever they are in objects and lists. */
function withoutEmptyAt(value: unknown, paths: ReadonlyArray<readonly PropertyKey[]>): unknown {
  const here = new Set(paths.filter((path) => path.length === 1).map((path) => path[0]));
  const deeper = (key: PropertyKey) =>
    paths.filter((path) => path.length > 1 && path[0] === key).map((path) => path.slice(1));
  if (Array.isArray(value)) return value.map((item, index) => withoutEmptyAt(item, deeper(index)));
  if (typeof value !== 'object' || value === null) return value;
  return Object.fromEntries(
    Object.entries(value)
      .filter(([key, item]) => !(item === '' && here.has(key)))
      .map(([key, item]) => [key, withoutEmptyAt(item, deeper(key))]),
  );
}

function parseFile(file: Record<string, unknown>) {
  const { file: parsedFile, parsed } = parseLenient(showSchema, file);
  return { file: parsedFile as Record<string, unknown>, parsed };
}

/**
 * The schema's reading of a file the editor holds, with each '' the schema refuses dropped (the
 * previews of lib/editor/preview-pages.ts read their files the same way).
 */
export function parseLenient<T>(schema: z.ZodType<T>, file: unknown) {
  const first = schema.safeParse(file);
  if (first.success) return { file, parsed: first };
  const trimmed = withoutEmptyAt(
    file,
    first.error.issues.map((issue) => issue.path),
  );
  return { file: trimmed, parsed: schema.safeParse(trimmed) };
}

/** The schema's complaints, worded as the build words them ("title: is required"). */
export function problemsOf(error: z.ZodError, file: unknown): string[] {
  return error.issues.map(
    (issue) => `${fieldPath(issue.path)}: ${issueMessage(issue, valueAt(file, issue.path))}`,
  );
}

/** The show's image fields that name a file staff upload (lib/editor/presentation.ts). */
const IMAGE_FIELDS = ['poster', 'socialImage'] as const;
/** Its pictures with alt text ({ file, alt }), whose `file` staff upload. */
const PICTURE_FIELDS = ['descriptionImage', 'logoImage'] as const;

/**
 * Images uploaded but not saved yet: the editor holds the file and gives its field a temporary
 * blob: address (or, for some, the file name it will have). Each such field gets a file name the
 * schema accepts, and the address its site path is to be shown from.
 */
function withUploads(
  file: Record<string, unknown>,
  assetUrl: (value: string) => string | undefined,
): { file: Record<string, unknown>; uploads: Map<string, string> } {
  const uploads = new Map<string, string>();
  const resolve = (value: unknown): unknown => {
    if (typeof value !== 'string' || value === '') return value;
    const url = value.startsWith('blob:') ? value : assetUrl(value);
    if (!url?.startsWith('blob:')) return value;
    const name = value.startsWith('blob:') ? `upload-${uploads.size + 1}.jpg` : value;
    uploads.set(name, url);
    return name;
  };
  const resolveFile = (picture: unknown): unknown =>
    typeof picture === 'object' && picture !== null
      ? { ...picture, file: resolve((picture as { file?: unknown }).file) }
      : picture;
  const out = { ...file };
  for (const field of IMAGE_FIELDS) if (field in out) out[field] = resolve(out[field]);
  for (const field of PICTURE_FIELDS) if (field in out) out[field] = resolveFile(out[field]);
  if (Array.isArray(out.photos)) out.photos = out.photos.map(resolveFile);
  return { file: out, uploads };
}

/** Every string of a value equal to a key of `swap` replaced by its value, arrays and objects walked. */
function swapStrings<T>(value: T, swap: ReadonlyMap<string, string>): T {
  if (typeof value === 'string') return (swap.get(value) ?? value) as T;
  if (Array.isArray(value)) return value.map((item: unknown) => swapStrings(item, swap)) as T;
  if (typeof value === 'object' && value !== null) {
    return Object.fromEntries(
      Object.entries(value).map(([key, item]) => [key, swapStrings(item, swap)]),
    ) as T;
  }
  return value;
}

/**
 * The hall a show's `location` names: a venue of venues.json or a past venue, as the build looks it
 * up (lib/content/load.ts); otherwise a problem in the editor's own words (its field is "Venue").
 */
export function previewVenue(
  id: string,
  site: Pick<PreviewSite, 'venues' | 'pastVenues'>,
): { venue: ShowVenue } | { problem: string } {
  const venue = Object.hasOwn(site.venues, id)
    ? site.venues[id]
    : Object.hasOwn(site.pastVenues, id)
      ? site.pastVenues[id]
      : undefined;
  if (venue) return { venue };
  return {
    problem: `Venue: “${id}” is not one of the venues or past venues the editor knows. Choose the venue from the list; a hall that is missing is added under Venues (or Past venues, for a past show) and published first.`,
  };
}

/**
 * The Show the site would build from this entry, or the problems that keep it from being one,
 * worded as the build words them ("title: is required").
 */
export function previewShow(
  data: Record<string, unknown>,
  site: PreviewSite,
  sanitize: (html: string) => string,
  assetUrl: (value: string) => string | undefined = () => undefined,
): PreviewResult {
  const entry = parseEntry(data);
  const { file: uploaded, uploads } = withUploads(entry.file, assetUrl);
  const { file, parsed } = uploads.size > 0 ? parseFile(uploaded) : entry;
  if (!parsed.success) {
    return { problems: problemsOf(parsed.error, file) };
  }
  const raw = parsed.data;
  const found = previewVenue(raw.location, site);
  if ('problem' in found) return { problems: [found.problem] };
  const { venue } = found;
  const name = nameFor(raw);
  const io = {
    image: () => UNKNOWN_IMAGE_SIZE,
    html: (_field: string, value: string) => sanitize(value),
    checkFile: () => {},
  };
  const films = deriveFilms(raw, name, io);
  const show = deriveShow(
    raw,
    { name, file: `content/shows/${name}.json` },
    { venue, logoVersion: site.sponsorLogoVersion, films, timeZone: site.timeZone },
    io,
  );
  const paths = showPaths(name);
  const swap = new Map([...uploads].map(([fileName, url]) => [paths.file(fileName), url]));
  return { show: swap.size > 0 ? swapStrings(show, swap) : show };
}
