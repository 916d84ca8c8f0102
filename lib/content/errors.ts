/**
 * How a content mistake is reported: every problem names the file, the entry inside it and the
 * field, so whoever edits the JSON can fix a whole batch from one failed build.
 */
import type { z } from 'zod';

export interface ContentProblem {
  /** Relative to the project, e.g. "content/shows/holiday_pops.json". */
  file: string;
  /** The entry inside the file: 'show "holiday_pops"', 'FAQ item 3', 'venue "jcepac"'… */
  entry?: string;
  /** Path inside the entry, e.g. "sponsors[1].level" or "schedule.2027-03-19.19:00". */
  field?: string;
  message: string;
  /** The offending value; printed when it is short enough to help. */
  value?: unknown;
}

const MAX_SHOWN_VALUE = 80;

function shownValue(value: unknown): string | undefined {
  if (value === undefined) return undefined;
  if (value !== null && typeof value === 'object') return undefined;
  const text = JSON.stringify(value);
  return text.length <= MAX_SHOWN_VALUE ? text : undefined;
}

/** `content/shows/x.json › show "x" › date: is not a real calendar date (got "2026-02-30")` */
export function formatProblem(problem: ContentProblem): string {
  const where = [problem.file, problem.entry, problem.field].filter(Boolean).join(' › ');
  const got = shownValue(problem.value);
  return `${where}: ${problem.message}${got === undefined ? '' : ` (got ${got})`}`;
}

export class ContentError extends Error {
  readonly problems: readonly ContentProblem[];

  constructor(problems: readonly ContentProblem[]) {
    const count = problems.length === 1 ? '1 problem' : `${problems.length} problems`;
    super(
      `The content has ${count}:\n${problems.map((p) => `  - ${formatProblem(p)}`).join('\n')}`,
    );
    this.name = 'ContentError';
    this.problems = problems;
    // The mistake is in the content, not in the code that found it: where a log prints the stack
    // (Next's page-data step does), it prints the problems and no trace of the loader's calls.
    this.stack = `${this.name}: ${this.message}`;
  }
}

export type Path = ReadonlyArray<PropertyKey>;

export function fieldPath(segments: Path): string {
  let out = '';
  for (const segment of segments) {
    if (typeof segment === 'number') out += `[${segment}]`;
    else out += out === '' ? String(segment) : `.${String(segment)}`;
  }
  return out;
}

export function valueAt(data: unknown, segments: Path): unknown {
  let current = data;
  for (const segment of segments) {
    if (current === null || typeof current !== 'object') return undefined;
    current = (current as Record<PropertyKey, unknown>)[segment];
  }
  return current;
}

function article(expected: string): string {
  return /^[aeiou]/.test(expected) ? `an ${expected}` : `a ${expected}`;
}

/** Zod's issue messages rewritten for people editing JSON by hand. */
export function issueMessage(issue: z.core.$ZodIssue, value: unknown): string {
  switch (issue.code) {
    case 'invalid_type':
      if (value === undefined) return 'is required';
      // zod reports 1.5 for an integer field as "expected int"; staff read "whole number".
      return issue.expected === 'int'
        ? 'must be a whole number'
        : `must be ${article(issue.expected)}`;
    case 'invalid_value':
      return `must be one of ${issue.values.map((v) => JSON.stringify(v)).join(', ')}`;
    case 'invalid_key':
      return `key ${issue.issues[0]?.message ?? 'is not allowed'}`;
    case 'invalid_union': {
      // The branch that got furthest explains it best: prefer a refinement's own message.
      const nested = issue.errors.flat();
      const telling = nested.find((n) => n.code !== 'invalid_value' && n.code !== 'invalid_type');
      return telling?.message ?? 'is not valid';
    }
    default:
      return issue.message;
  }
}
