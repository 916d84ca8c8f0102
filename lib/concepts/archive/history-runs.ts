/**
 * Concerts into runs (docs/archive.md#runs): the rows of one start at one venue are a concert, and
 * concerts become one show with its performances when the sheet's `program` column says they play
 * one program, or, for concerts without one, when they play the same works with the same performers
 * at the same venue within RUN_WINDOW_DAYS of the run's first night. A run never crosses a season,
 * since a show's performances all fall in its season.
 */
import type { Row } from './history-rows';
import { seasonOfDay } from '../seasons';

/** Concerts of one program at one venue this many days after a run's first night still join it. */
export const RUN_WINDOW_DAYS = 14;

/** The rows of one start at one venue. */
export interface Concert {
  /** "YYYY-MM-DDTHH:MM" */
  start: string;
  /** The resolved venue's id. */
  venue: string;
  /** The sheet's season, else the one the day falls in. */
  season: string;
  program?: string;
  rows: Row[];
}

/**
 * Why a run's concerts are one show: `program` (the sheet's program column), `repeat` (the same
 * works and performers within the window) or `single` (a concert on its own).
 */
export type RunReason = 'program' | 'repeat' | 'single';

export interface Run {
  /** In date order. */
  concerts: Concert[];
  reason: RunReason;
}

/** Whole days from one "YYYY-MM-DD…" to another. */
export function daysBetween(from: string, to: string): number {
  const day = (text: string) => Date.parse(`${text.slice(0, 10)}T00:00:00Z`);
  return Math.round((day(to) - day(from)) / 86_400_000);
}

/** What a concert plays and who plays it, order aside: equal for two nights of one program. */
export function programSignature(rows: readonly Row[]): string {
  const works = new Set<string>();
  const credits = new Set<string>();
  for (const row of rows) {
    if (row.work) works.add(`${row.work}|${row.composer ?? ''}`.toLowerCase());
    if (row.performer) credits.add(`${row.performer}|${row.role}`.toLowerCase());
  }
  return `${[...works].sort().join('\n')}\n\n${[...credits].sort().join('\n')}`;
}

/** The season a concert belongs to: the sheet's, else its day's. */
export function concertSeason(row: Pick<Row, 'season' | 'start'>): string {
  return row.season ?? seasonOfDay(row.start.slice(0, 10));
}

/** Concerts (any order) → runs, in the order of their first nights. */
export function groupRuns(concerts: readonly Concert[]): Run[] {
  const sorted = [...concerts].sort((a, b) => (a.start < b.start ? -1 : a.start > b.start ? 1 : 0));
  const runs: Run[] = [];
  const byProgram = new Map<string, Run>();
  const open = new Map<string, Run>();
  for (const concert of sorted) {
    if (concert.program !== undefined) {
      const key = [concert.program, concert.venue, concert.season].join('\u0000');
      const run = byProgram.get(key);
      if (run) run.concerts.push(concert);
      else {
        const created: Run = { concerts: [concert], reason: 'program' };
        byProgram.set(key, created);
        runs.push(created);
      }
      continue;
    }
    const key = [programSignature(concert.rows), concert.venue, concert.season].join('\u0000');
    const run = open.get(key);
    if (run && daysBetween(run.concerts[0]!.start, concert.start) <= RUN_WINDOW_DAYS) {
      run.concerts.push(concert);
      run.reason = 'repeat';
    } else {
      const created: Run = { concerts: [concert], reason: 'single' };
      open.set(key, created);
      runs.push(created);
    }
  }
  return runs;
}
