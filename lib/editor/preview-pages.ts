/**
 * The editor's previews of the education events, the FAQ, the venues and the Philharmonic Club
 * (components/editor/PagePreviews.tsx): the entry being edited → the domain values the site's own
 * page components render (EducationPage, FaqPage, VenuePage). Each file is validated with the
 * build's schema and derived with the build's code (lib/concepts/education/derive-education.ts); only what the
 * browser cannot know is stood in for: image sizes (the image is drawn at its own shape once it
 * loads) and the HTML allowlist (the caller's sanitiser; the build's check still runs before
 * publishing). An event's image uploaded but not yet saved is shown from the editor's copy.
 */
import { clubSchema, type Club } from '../concepts/club/build';
import { deriveStorySteps, venuesSchema, venueHtmlFields } from '../concepts/venues/build';
import { deriveEducationEvent, educationSchema } from '../concepts/education/build';
import { seasonIn, seasonYears } from '../concepts/seasons';
import { faqSchema } from '../content/site-schema';
import type { Education, EducationEvent, FaqItem, Venue } from '../content/types';
import { fieldPath } from '../content/errors';
import {
  parseLenient,
  problemsOf,
  UNKNOWN_IMAGE_SIZE,
  withoutNulls,
  type PreviewSite,
} from './preview';
import { ROOT_RECORDS, rowsToRootRecord } from './records';

type Sanitize = (html: string) => string;
type Problems = { problems: string[] };

/**
 * The entry's data without the editor's own bookkeeping: Sveltia CMS marks the items of a list
 * with keys of its own (`__sc_item_original_key_path`), which the files it saves never hold.
 */
export function withoutEditorKeys(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withoutEditorKeys);
  if (typeof value !== 'object' || value === null) return value;
  return Object.fromEntries(
    Object.entries(value)
      .filter(([key]) => !key.startsWith('__sc_'))
      .map(([key, item]) => [key, withoutEditorKeys(item)]),
  );
}

/** Nulls and the editor's keys left out: the entry as the file it saves would read. */
export function asSaved(value: unknown): unknown {
  return withoutNulls(withoutEditorKeys(value));
}

/**
 * A list the editor keeps at the root of a file (FAQ questions, venue rows): the entry's data
 * holds it under the list field's name (lib/editor/config.ts), or is the list itself.
 */
function rootList(data: unknown, field: string): unknown[] {
  if (Array.isArray(data)) return data as unknown[];
  const list = (data as Record<string, unknown> | null)?.[field];
  return Array.isArray(list) ? (list as unknown[]) : [];
}

/**
 * An event picture's file name the schema accepts, and the address to show it from until saved
 * (its `file` is the upload's blob: address, or the name the editor holds it under).
 */
function eventUpload(
  image: unknown,
  index: number,
  assetUrl: (value: string) => string | undefined,
): { name: string; url: string } | undefined {
  if (typeof image !== 'object' || image === null) return undefined;
  const { file } = image as { file?: unknown };
  if (typeof file !== 'string' || file === '') return undefined;
  const url = file.startsWith('blob:') ? file : assetUrl(file);
  if (!url?.startsWith('blob:')) return undefined;
  return { name: file.startsWith('blob:') ? `upload-${index + 1}.jpg` : file, url };
}

/**
 * The Education page's content the site would build from this entry, or the problems that keep it
 * from being one, worded as the build words them ("events[0].date: is not a real date"); an unknown venue in the editor's own words, as previewVenue (./preview.ts) words it for a show.
 */
export function previewEducation(
  data: Record<string, unknown>,
  site: PreviewSite,
  sanitize: Sanitize,
  assetUrl: (value: string) => string | undefined = () => undefined,
): { education: Education } | Problems {
  const file = asSaved(data) as Record<string, unknown>;
  const uploads = new Map<number, string>();
  if (Array.isArray(file.events)) {
    file.events = file.events.map((event: unknown, index) => {
      if (typeof event !== 'object' || event === null) return event;
      const { image } = event as { image?: unknown };
      const upload = eventUpload(image, index, assetUrl);
      if (!upload) return event;
      uploads.set(index, upload.url);
      return { ...event, image: { ...(image as object), file: upload.name } };
    });
  }
  const { file: read, parsed } = parseLenient(educationSchema, file);
  if (!parsed.success) return { problems: problemsOf(parsed.error, read) };
  const education = parsed.data;
  const problems: string[] = [];
  const events: EducationEvent[] = [];
  education.events.forEach((event, index) => {
    const venue = site.venues[event.location];
    if (!venue) {
      problems.push(
        `${fieldPath(['events', index, 'location'])}: “${event.location}” is not one of the venues the editor knows. Choose the venue from the list; a hall that is missing is added under Venues and published first.`,
      );
      return;
    }
    const derived = deriveEducationEvent(event, {
      venue,
      description: sanitize(event.description),
      imageSize: event.image ? UNKNOWN_IMAGE_SIZE : undefined,
    });
    const upload = uploads.get(index);
    events.push(
      upload && derived.image ? { ...derived, image: { ...derived.image, src: upload } } : derived,
    );
  });
  // The season written one way, as the build writes it (lib/concepts/education/education.ts).
  const season = seasonIn(education.season);
  if (!season) problems.push(`${fieldPath(['season'])}: must name a season, as "2025–26"`);
  if (problems.length > 0) return { problems };
  return {
    education: {
      ...education,
      season: season ? seasonYears(season) : education.season,
      intro: sanitize(education.intro),
      professor: { ...education.professor, bio: sanitize(education.professor.bio) },
      events,
    },
  };
}

/** The FAQ page's questions from this entry, answers sanitised, or what keeps them from being read. */
export function previewFaq(
  data: Record<string, unknown>,
  sanitize: Sanitize,
): { items: FaqItem[] } | Problems {
  const { file, parsed } = parseLenient(faqSchema, asSaved(rootList(data, 'items')));
  if (!parsed.success) return { problems: problemsOf(parsed.error, file) };
  return { items: parsed.data.map((item) => ({ ...item, answer: sanitize(item.answer) })) };
}

/**
 * The Philharmonic Club from this entry (content/members.json): its levels, benefits and the
 * members who chose to be named, checked as the build checks them (a member's level must be one
 * of the levels), or what keeps the file from being read.
 */
export function previewClub(data: Record<string, unknown>): { club: Club } | Problems {
  const { file, parsed } = parseLenient(clubSchema, asSaved(data));
  if (!parsed.success) return { problems: problemsOf(parsed.error, file) };
  return { club: parsed.data };
}

/**
 * Every venue page's venue from this entry (its rows, lib/editor/config.ts), in the entry's
 * order with its HTML fields sanitised, or what keeps the file from being read.
 */
export function previewVenues(
  data: Record<string, unknown>,
  sanitize: Sanitize,
): { venues: Venue[] } | Problems {
  const { key } = ROOT_RECORDS.venues;
  let record: object;
  try {
    record = rowsToRootRecord(asSaved(rootList(data, 'venues')) as Record<string, unknown>[], key);
  } catch (error) {
    return { problems: [error instanceof Error ? error.message : String(error)] };
  }
  const { file, parsed } = parseLenient(venuesSchema, record);
  if (!parsed.success) return { problems: problemsOf(parsed.error, file) };
  return {
    venues: Object.entries(parsed.data).map(([id, venue]) => {
      const clean: Venue = { id, ...venue, visualStory: deriveStorySteps(id, venue.visualStory) };
      for (const field of venueHtmlFields) {
        const value = clean[field];
        if (value !== undefined) clean[field] = sanitize(value);
      }
      return clean;
    }),
  };
}
