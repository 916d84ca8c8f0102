// The pages the phone benchmarks measure, found from content so a renamed show needs no edit:
// the standard show (one with tickets) and the festival, beside the fixed pages, and the show
// pages bench/taps.ts taps Play and Add to calendar on.
import { readFile, readdir } from 'node:fs/promises';
import path from 'node:path';
import { showSchema, type RawShow } from '../lib/concepts/shows/build';
import { nameFor, offersCalendar } from '../lib/concepts/shows';
import { getBuildDay, getCurrentShows } from '../lib/content';
import { isUpcoming } from '../lib/concepts/seasons';
import { routes } from '../lib/site/routes';

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

/** An upcoming standard show's page with a trailer (Play), from the content facade. */
export function showWithTrailer(): string {
  const today = getBuildDay();
  const show = getCurrentShows(today).find(
    (candidate) =>
      candidate.trailer && candidate.template === 'standard' && isUpcoming(candidate, today),
  );
  if (!show) throw new Error('the current season has no upcoming standard show with a trailer');
  return routes.show(show.name).replace(/^\//, '');
}

/**
 * An upcoming standard show's page that offers Add to calendar (not cancelled or postponed); the
 * trailer's show when it does.
 */
export function showWithCalendar(): string {
  const today = getBuildDay();
  const candidates = getCurrentShows(today).filter(
    (candidate) =>
      candidate.template === 'standard' &&
      offersCalendar(candidate.status) &&
      isUpcoming(candidate, today),
  );
  const show = candidates.find((candidate) => candidate.trailer) ?? candidates[0];
  if (!show) throw new Error('the current season has no upcoming show that offers a calendar');
  return routes.show(show.name).replace(/^\//, '');
}
