/**
 * Shows for the archive's component tests: the fixture's standard show (test/support/fixture-content.ts)
 * moved to one day with one status, so a test sets the edge it needs (today, yesterday, cancelled).
 */
import type { ShowStatus } from '@/lib/concepts/shows/build';
import type { Show } from '@/lib/content/types';
import { seasonOfDay } from '@/lib/concepts/seasons';
import { makeShow } from '@/test/support/fixture-content';

/** A show of one performance on `day` at 19:30, titled "Show {name}", in `status`. */
export function showOn(name: string, day: string, status: ShowStatus = 'scheduled'): Show {
  const date = `${day}T19:30`;
  const base = makeShow({
    name,
    title: `Show ${name}`,
    day,
    date,
    season: seasonOfDay(day),
    status,
  });
  const [first] = base.performances;
  if (!first) throw new Error('the standard show has no performance');
  return { ...base, performances: [{ ...first, id: day, date, day, status, people: [] }] };
}
