/**
 * Reading content files: JSON with the line and column of a syntax error, and schema parsing
 * that records every issue as a ContentProblem instead of stopping at the first.
 */
import fs from 'node:fs';
import path from 'node:path';
import { parse as parseTolerant, printParseErrorCode, type ParseError } from 'jsonc-parser';
import type { z } from 'zod';

import {
  ContentError,
  fieldPath,
  issueMessage,
  valueAt,
  type ContentProblem,
  type Path,
} from './errors';
import { countRevisions, type CountedRevisions } from '../concepts/news/build';

export interface Reader {
  problems: ContentProblem[];
  /** contentDir's parent, so files are named "content/…" as the project sees them. */
  projectDir: string;
  contentDir: string;
  /** The folder the site serves files from; images and downloads are checked there. */
  publicDir: string;
  /**
   * Each dated file's versions, oldest first and as it is now last (lib/concepts/news/versions.ts), when calendar
   * revisions are counted from the history; absent when the files' own revisions are used.
   */
  versions?: ReadonlyMap<string, readonly string[]>;
}

export function createReader(contentDir: string, publicDir: string): Reader {
  const absolute = path.resolve(contentDir);
  return {
    problems: [],
    projectDir: path.dirname(absolute),
    contentDir: absolute,
    publicDir: path.resolve(publicDir),
  };
}

export function displayName(reader: Reader, absolute: string): string {
  return path.relative(reader.projectDir, absolute).split(path.sep).join('/');
}

/** 1-based line and column of a character offset. */
export function lineAndColumn(text: string, offset: number): { line: number; column: number } {
  const before = text.slice(0, Math.max(0, Math.min(offset, text.length)));
  const lines = before.split('\n');
  return { line: lines.length, column: (lines[lines.length - 1]?.length ?? 0) + 1 };
}

/**
 * JSON.parse names a character offset at best (and in some engines only a quoted snippet), while
 * whoever fixes the file wants a line and a column. jsonc-parser, the scanner VS Code uses, finds
 * the first error's offset whatever the engine; comments and trailing commas stay errors.
 */
export function describeJsonError(text: string, error: unknown): string {
  const errors: ParseError[] = [];
  parseTolerant(text, errors, { disallowComments: true, allowTrailingComma: false });
  const first = errors[0];
  if (first) {
    const { line, column } = lineAndColumn(text, first.offset);
    const reason = printParseErrorCode(first.error)
      .replace(/([a-z])([A-Z])/g, '$1 $2')
      .toLowerCase();
    return `is not valid JSON: line ${line}, column ${column}: ${reason}`;
  }
  const detail = error instanceof Error ? error.message : String(error);
  return `is not valid JSON: ${detail.split('\n')[0] ?? detail}`;
}

export function readJson(
  reader: Reader,
  absolute: string,
): { ok: true; data: unknown } | { ok: false } {
  const file = displayName(reader, absolute);
  let text: string;
  try {
    text = fs.readFileSync(absolute, 'utf8');
  } catch {
    reader.problems.push({ file, message: 'file is missing' });
    return { ok: false };
  }
  // Some Windows editors start UTF-8 files with a byte-order mark, which JSON.parse rejects.
  if (text.startsWith('\uFEFF')) text = text.slice(1);
  try {
    return { ok: true, data: JSON.parse(text) };
  } catch (error) {
    reader.problems.push({ file, message: describeJsonError(text, error) });
    return { ok: false };
  }
}

/**
 * Parses one entry and records every issue. `entryOf` names the entry and trims the path for
 * issues inside lists (FAQ items, education events).
 */
export function parseWith<S extends z.ZodType>(
  reader: Reader,
  file: string,
  schema: S,
  data: unknown,
  entryOf: (segments: Path) => { entry: string; field: Path },
): z.output<S> | undefined {
  const result = schema.safeParse(data);
  if (result.success) return result.data;
  for (const issue of result.error.issues) {
    const { entry, field } = entryOf(issue.path);
    const value =
      issue.code === 'invalid_key' ? issue.path[issue.path.length - 1] : valueAt(data, issue.path);
    reader.problems.push({
      file,
      entry,
      field: fieldPath(field),
      message: issueMessage(issue, value),
      value,
    });
  }
  return undefined;
}

/**
 * One whole content file parsed with its schema, for a reader outside the loader (the editor's
 * build step reads site.json and venues.json): the loader's reading and parsing, so a mistake is
 * recorded in the same words; `withoutProblems` then throws them all at once.
 */
export function parseContentFile<S extends z.ZodType>(
  reader: Reader,
  name: string,
  schema: S,
  entryOf: (segments: Path) => { entry: string; field: Path },
): z.output<S> | undefined {
  const absolute = path.join(reader.contentDir, name);
  const json = readJson(reader, absolute);
  if (!json.ok) return undefined;
  return parseWith(reader, displayName(reader, absolute), schema, json.data, entryOf);
}

/**
 * The values read, once the reader recorded no problem; otherwise every problem thrown at once as
 * one ContentError (a value is missing only when a problem says why).
 */
export function withoutProblems<T extends readonly unknown[]>(
  reader: Reader,
  ...values: T
): { [K in keyof T]: NonNullable<T[K]> } {
  if (reader.problems.length > 0 || values.some((value) => value === undefined)) {
    throw new ContentError(reader.problems);
  }
  return values as { [K in keyof T]: NonNullable<T[K]> };
}

/** venues.json's entries as the loader names them: 'venue "jcepac"', then the field inside it. */
export function venueEntry(segments: Path): { entry: string; field: Path } {
  const [id, ...field] = segments;
  return id === undefined ? { entry: 'venues', field } : { entry: `venue "${String(id)}"`, field };
}

export function isPlainObject(value: unknown): value is Record<string, unknown> {
  return value !== null && typeof value === 'object' && !Array.isArray(value);
}

/** The revisions counted over a file's versions, when the reader has them (lib/concepts/news/revisions.ts). */
export function countedRevisions(
  reader: Reader,
  absolute: string,
  entriesOf: Parameters<typeof countRevisions>[1],
): CountedRevisions | undefined {
  const versions = reader.versions?.get(absolute);
  return versions ? countRevisions(versions, entriesOf) : undefined;
}
