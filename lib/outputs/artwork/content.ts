/**
 * The content the placeholder artwork is drawn from: each file parsed with the build's schema, so
 * defaults are filled in as the pages see them. Not through the build's loader (lib/content/load.ts):
 * it is the place that rejects content whose images are missing, and drawing those missing images
 * is this job. Cross-file checks (venue ids, unique names) are left to that loader.
 */
import { readFile, readdir } from 'node:fs/promises';
import path from 'node:path';

import { z } from 'zod';

import { educationSchema, type RawEducation } from '../../concepts/education/build';
import { showSchema, type RawShow } from '../../concepts/shows/build';
import { siteSchema, type RawSite } from '../../content/site-schema';
import { venuesSchema, type RawVenue } from '../../concepts/venues/build';

export interface ArtworkContent {
  site: RawSite;
  /** Keyed by venue id. */
  venues: Readonly<Record<string, RawVenue>>;
  education: RawEducation;
  /** In file-name order. */
  shows: RawShow[];
}

async function readContent<S extends z.ZodType>(
  contentDir: string,
  file: string,
  schema: S,
): Promise<z.output<S>> {
  const data: unknown = JSON.parse(await readFile(path.join(contentDir, file), 'utf8'));
  const result = schema.safeParse(data);
  if (!result.success) {
    throw new Error(`content/${file} is not valid:\n${z.prettifyError(result.error)}`);
  }
  return result.data;
}

export async function readArtworkContent(contentDir: string): Promise<ArtworkContent> {
  const showFiles = (await readdir(path.join(contentDir, 'shows')))
    .filter((f) => f.endsWith('.json'))
    .sort();
  return {
    site: await readContent(contentDir, 'site.json', siteSchema),
    venues: await readContent(contentDir, 'venues.json', venuesSchema),
    education: await readContent(contentDir, 'education.json', educationSchema),
    shows: await Promise.all(
      showFiles.map((f) => readContent(contentDir, path.join('shows', f), showSchema)),
    ),
  };
}
