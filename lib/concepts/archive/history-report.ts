/**
 * What the history import tells staff (docs/archive.md#checking-a-sheet): its problems grouped (one
 * line per distinct problem, with how many rows have it and the first few line numbers), the names
 * that likely mean one person, and what it made and why it grouped.
 */
import type { ImportProblem } from './history-rows';
import { countOf } from '../../site/words';

/** Line numbers a grouped problem names before "…". */
export const SHOWN_LINES = 5;

export interface GroupedProblem {
  column?: ImportProblem['column'];
  message: string;
  /** How many rows have it. */
  rows: number;
  /** The first SHOWN_LINES of their lines. */
  lines: number[];
}

/** Equal problems (same column, same message) as one, in the order they first occur. */
export function groupProblems(problems: readonly ImportProblem[]): GroupedProblem[] {
  const groups = new Map<string, GroupedProblem>();
  for (const problem of problems) {
    const key = `${problem.column ?? ''}\u0000${problem.message}`;
    const group = groups.get(key);
    if (group) {
      group.rows += 1;
      if (group.lines.length < SHOWN_LINES) group.lines.push(problem.line);
    } else {
      groups.set(key, {
        ...(problem.column ? { column: problem.column } : {}),
        message: problem.message,
        rows: 1,
        lines: [problem.line],
      });
    }
  }
  return [...groups.values()];
}

/**
 * "h.csv, venue: is empty (3 rows: lines 2, 5, 9)"; one row: "h.csv line 4, date: …", as before
 * grouping.
 */
export function formatGroupedProblem(file: string, group: GroupedProblem): string {
  const where = group.column ? `, ${group.column}` : '';
  if (group.rows === 1) return `${file} line ${group.lines[0]}${where}: ${group.message}`;
  const more = group.rows > group.lines.length ? ', …' : '';
  return `${file}${where}: ${group.message} (${countOf(group.rows, 'row')}: lines ${group.lines.join(', ')}${more})`;
}

/** A name as a bag of its words: "Maazel, Lorin" and "lorin maazel" give the same key. */
export function nameKey(name: string): string {
  return name
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter(Boolean)
    .sort()
    .join(' ');
}

/**
 * Names (new or already in the content) that likely mean one person: the same words in another
 * order, case or punctuation. Each group lists the names as written, at least two.
 */
export function likelyDuplicates(names: Iterable<string>): string[][] {
  const byKey = new Map<string, Set<string>>();
  for (const name of names) {
    const key = nameKey(name);
    if (key === '') continue;
    const set = byKey.get(key) ?? new Set<string>();
    set.add(name);
    byKey.set(key, set);
  }
  return [...byKey.values()].filter((set) => set.size > 1).map((set) => [...set]);
}

/** What one import made or would make. */
export interface ImportSummary {
  rows: number;
  shows: number;
  performances: number;
  /** Shows of several performances, by why they were grouped. */
  groupedByProgram: number;
  groupedByRepeat: number;
  /** Programs of the sheet's program column that make more than one show (other venue or season). */
  splitPrograms: number;
  newPeople: number;
  reusedPeople: number;
  newWorks: number;
  reusedWorks: number;
  newVenues: number;
  reusedVenues: number;
  /** Names that likely mean one person (likelyDuplicates). */
  duplicates: string[][];
}

/** The summary as lines for staff. */
export function formatSummary(summary: ImportSummary, windowDays: number): string[] {
  const s = summary;
  const lines = [
    `${countOf(s.rows, 'row')} → ${countOf(s.shows, 'show')} with ${countOf(s.performances, 'performance')}`,
    `  ${countOf(s.groupedByProgram, 'show')} of several performances grouped by the program column`,
    `  ${countOf(s.groupedByRepeat, 'show')} of several performances grouped as the same works and performers at one venue within ${windowDays} days`,
  ];
  if (s.splitPrograms > 0) {
    lines.push(
      `  ${countOf(s.splitPrograms, 'program')} played at more than one venue or in more than one season, one show each`,
    );
  }
  lines.push(
    `people: ${s.newPeople.toLocaleString('en-US')} new, ${s.reusedPeople.toLocaleString('en-US')} already in the content`,
    `works: ${s.newWorks.toLocaleString('en-US')} new, ${s.reusedWorks.toLocaleString('en-US')} already in the content`,
    `past venues: ${s.newVenues.toLocaleString('en-US')} new, ${s.reusedVenues.toLocaleString('en-US')} already in the content`,
  );
  if (s.duplicates.length > 0) {
    lines.push(`likely the same person (merge them by hand if so):`);
    for (const names of s.duplicates) lines.push(`  ${names.map((n) => `"${n}"`).join(' / ')}`);
  }
  return lines;
}
