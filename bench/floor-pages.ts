// The pages the phone benchmarks measure, found from content so a renamed show needs no edit:
// the standard show (one with tickets) and the festival, beside the fixed pages.
import { readFile, readdir } from 'node:fs/promises';
import path from 'node:path';
import { showSchema, type RawShow } from '../lib/content/schemas';
import { nameFor } from '../lib/rules/slug';

export interface BenchPage {
  label: string;
  /** Relative to the site root, with a trailing slash: "faq/". */
  path: string;
}

/** The standard show page and the festival. */
export async function showPages(): Promise<BenchPage[]> {
  const dir = 'content/shows';
  const shows: { name: string; show: RawShow }[] = [];
  for (const file of (await readdir(dir)).filter((f) => f.endsWith('.json')).sort()) {
    // Parsed with the build's schema, so defaults (template, festival) are the ones pages get.
    const show = showSchema.parse(JSON.parse(await readFile(path.join(dir, file), 'utf8')));
    shows.push({ name: nameFor(show), show });
  }
  const festival = shows.find(({ show }) => show.festival);
  const standard = shows.find(({ show }) => show.template === 'standard' && show.tickets);
  if (!festival || !standard) {
    throw new Error('content/shows needs a festival and a standard show with tickets to measure');
  }
  return [
    { label: 'Standard show', path: `shows/${standard.name}/` },
    { label: 'Festival', path: `shows/${festival.name}/` },
  ];
}

export async function festivalPath(): Promise<string> {
  const festival = (await showPages()).find((page) => page.label === 'Festival');
  if (!festival) throw new Error('no festival page');
  return festival.path;
}

/** What `npm run bench:floor` measures: the home, a show, the festival and the FAQ. */
export async function floorPages(): Promise<BenchPage[]> {
  return [{ label: 'Home', path: '' }, ...(await showPages()), { label: 'FAQ', path: 'faq/' }];
}
