/**
 * The editor's show preview (components/editor/ShowPreview.tsx): the entry being edited → the
 * domain Show the site's own card and page components render. It validates with the build's
 * schema and derives with the build's rules (lib/content/derive-show.ts); only what the browser
 * cannot know is stood in for: image sizes (the image is drawn at its own shape once it loads),
 * the films of a festival (their files are not read), and the HTML allowlist (the caller's
 * sanitiser; the build's check still runs before publishing).
 */
import { deriveShow } from '../content/derive-show';
import { fieldPath, issueMessage, valueAt } from '../content/errors';
import { entryToFile } from './records';
import { showSchema } from '../content/schemas';
import { nameFor } from '../rules/slug';
import type { ImageSize, Show, Venue } from '../content/types';

/** What the preview takes from site.json and venues.json, fixed when the editor is built. */
export interface PreviewSite {
  venues: Record<string, Venue>;
  timeZone: string;
  sponsorLogoVersion: string;
  seriesName: string;
  mastersSeriesName: string;
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
  const file = Object.fromEntries(
    Object.entries(entryToFile(data, 'shows')).filter(([, value]) => value != null),
  );
  const first = showSchema.safeParse(file);
  if (first.success) return { file, parsed: first };
  const refused = new Set(first.error.issues.map((issue) => issue.path[0]));
  const trimmed = Object.fromEntries(
    Object.entries(file).filter(([key, value]) => !(value === '' && refused.has(key))),
  );
  return { file: trimmed, parsed: showSchema.safeParse(trimmed) };
}

/**
 * The Show the site would build from this entry, or the problems that keep it from being one,
 * worded as the build words them ("location: is not a venue id").
 */
export function previewShow(
  data: Record<string, unknown>,
  site: PreviewSite,
  sanitize: (html: string) => string,
): PreviewResult {
  const { file, parsed } = parseEntry(data);
  if (!parsed.success) {
    return {
      problems: parsed.error.issues.map(
        (issue) => `${fieldPath(issue.path)}: ${issueMessage(issue, valueAt(file, issue.path))}`,
      ),
    };
  }
  const raw = parsed.data;
  const venue = site.venues[raw.location];
  if (!venue) return { problems: ['location: is not a venue id'] };
  const name = nameFor(raw);
  const show = deriveShow(
    raw,
    { name, file: `content/shows/${name}.json` },
    { venue, logoVersion: site.sponsorLogoVersion, films: [], timeZone: site.timeZone },
    {
      image: () => UNKNOWN_IMAGE_SIZE,
      html: (_field, value) => sanitize(value),
      checkFile: () => {},
    },
  );
  return { show };
}
