/**
 * The rows of a history spreadsheet (docs/archive.md#import): the CSV read, its header matched to
 * the columns, each row checked and resolved to what the import needs. A bad row becomes a problem
 * naming its line and column; the import groups equal problems (./history-report.ts).
 */
import { creditRoles, type CreditRole } from './people-schema';
import { isoDate, isoLocalDateTime } from '../../content/schema-parts';
import { explicitSeasonProblem, seasonStartYear } from '../seasons';

/** The columns every sheet has. */
export const IMPORT_COLUMNS = [
  'season',
  'date',
  'venue',
  'work',
  'composer',
  'performer',
  'role',
] as const;

/**
 * Columns a sheet may add: `program` (the archive's own program or production id, which groups
 * rows into one show), `title` (the show's title) and `city` (a past hall's town).
 */
export const OPTIONAL_COLUMNS = ['program', 'title', 'city'] as const;

export type Column = (typeof IMPORT_COLUMNS)[number] | (typeof OPTIONAL_COLUMNS)[number];

/** What an imported performance starts at when the sheet gives only its day. */
export const DEFAULT_START = '20:00';

export interface ImportProblem {
  /** 1-based line of the file (the header is line 1). */
  line: number;
  column?: Column;
  message: string;
}

/** One checked row: its venue is still the sheet's text (mapped), resolved by the import. */
export interface Row {
  line: number;
  season?: string;
  /** "YYYY-MM-DDTHH:MM" */
  start: string;
  /** The venue as the sheet names it, after the mapping file. */
  venue: string;
  city?: string;
  work?: string;
  composer?: string;
  performer?: string;
  role: CreditRole;
  program?: string;
  title?: string;
}

/** Reads RFC 4180 CSV: quoted fields may hold commas, doubled quotes and line breaks. */
export function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  const body = text.startsWith('\uFEFF') ? text.slice(1) : text;
  for (let i = 0; i < body.length; i += 1) {
    const char = body[i];
    if (quoted) {
      if (char === '"' && body[i + 1] === '"') {
        field += '"';
        i += 1;
      } else if (char === '"') quoted = false;
      else field += char;
    } else if (char === '"' && field === '') quoted = true;
    else if (char === ',') {
      row.push(field);
      field = '';
    } else if (char === '\n' || char === '\r') {
      if (char === '\r' && body[i + 1] === '\n') i += 1;
      row.push(field);
      rows.push(row);
      row = [];
      field = '';
    } else field += char;
  }
  if (field !== '' || row.length > 0) {
    row.push(field);
    rows.push(row);
  }
  return rows;
}

/** A name as an id: lowercase ASCII letters and digits joined by underscores. */
export function idOf(name: string): string {
  return name
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/^the\s+/, '')
    .replace(/['’]/g, '')
    .replace(/[^a-z0-9]+/g, '_')
    .replace(/^_+|_+$/g, '')
    .slice(0, 80);
}

/** Where each column is in the header (-1: an optional column the sheet leaves out). */
export type ColumnIndex = Record<Column, number>;

/** The header's columns, or the problems of the required ones it lacks. */
export function readHeader(header: readonly string[]): {
  at: ColumnIndex;
  problems: ImportProblem[];
} {
  const names = header.map((cell) => cell.trim().toLowerCase());
  const at = {} as ColumnIndex;
  const problems: ImportProblem[] = [];
  for (const column of [...IMPORT_COLUMNS, ...OPTIONAL_COLUMNS]) {
    at[column] = names.indexOf(column);
    if (at[column] === -1 && (IMPORT_COLUMNS as readonly string[]).includes(column)) {
      problems.push({ line: 1, column, message: 'column is missing from the header' });
    }
  }
  return { at, problems };
}

/** The sheet's name for a hall → the name the mapping file says it means (case does not matter). */
export type VenueMap = ReadonlyMap<string, string>;

interface When {
  start: string;
  season: string;
  problems: Array<[Column, string]>;
}

/** Checked dates and seasons by their text: a sheet repeats each on every row of a concert. */
export type WhenMemo = Map<string, When>;

/** A row's date and season checked (the start at DEFAULT_START when only a day is given). */
function checkWhen(dateText: string, season: string, memo: WhenMemo): When {
  const key = `${dateText}\u0000${season}`;
  const known = memo.get(key);
  if (known) return known;
  const problems: When['problems'] = [];
  const date = dateText.replace(' ', 'T');
  const start = /^\d{4}-\d{2}-\d{2}$/.test(date) ? `${date}T${DEFAULT_START}` : date;
  if (date === '') problems.push(['date', 'is empty']);
  else if (
    !isoLocalDateTime.safeParse(start).success ||
    !isoDate.safeParse(start.slice(0, 10)).success
  ) {
    problems.push([
      'date',
      `must be a real date, YYYY-MM-DD or YYYY-MM-DD HH:MM (got "${dateText}")`,
    ]);
  }
  if (season !== '' && seasonStartYear(season) === undefined) {
    problems.push(['season', `must be a season written like 1936-37 (got "${season}")`]);
  } else if (season !== '' && problems.length === 0) {
    const problem = explicitSeasonProblem(season, start.slice(0, 10));
    if (problem) problems.push(['season', problem]);
  }
  const when = { start, season, problems };
  memo.set(key, when);
  return when;
}

/** One row checked; its problems are added to `problems`, and then it is undefined. */
export function readRow(
  cells: readonly string[],
  line: number,
  at: ColumnIndex,
  venueMap: VenueMap,
  problems: ImportProblem[],
  memo: WhenMemo = new Map(),
): Row | undefined {
  const value = (column: Column) => (at[column] < 0 ? '' : (cells[at[column]] ?? '').trim());
  const before = problems.length;
  const report = (column: Column, message: string) => problems.push({ line, column, message });

  const when = checkWhen(value('date'), value('season'), memo);
  for (const [column, message] of when.problems) report(column, message);
  const { start, season } = when;
  const venueText = value('venue');
  if (venueText === '') report('venue', 'is empty');
  const roleText = value('role') || 'performer';
  if (!(creditRoles as readonly string[]).includes(roleText)) {
    report('role', `must be one of ${creditRoles.join(', ')} (got "${roleText}")`);
  }
  const work = value('work');
  const composer = value('composer');
  const performer = value('performer');
  if (composer !== '' && work === '') report('work', 'is empty, but the row names a composer');
  if (work === '' && performer === '') report('performer', 'is empty, and so is the work');
  if (problems.length > before) return undefined;
  const optional = (column: Column, key: keyof Row) => {
    const text = value(column);
    return text ? { [key]: text } : {};
  };
  return {
    line,
    ...(season ? { season } : {}),
    start,
    venue: venueMap.get(venueText.toLowerCase()) ?? venueText,
    ...optional('city', 'city'),
    ...(work ? { work } : {}),
    ...(composer ? { composer } : {}),
    ...(performer ? { performer } : {}),
    role: roleText as CreditRole,
    ...optional('program', 'program'),
    ...optional('title', 'title'),
  };
}

/**
 * The mapping file (`--venues map.csv`, columns `name` and `venue`): each line says that the
 * sheet's `name` means the hall `venue` (a venue's id or name, or the one name a past hall keeps).
 * A name mapped twice to different halls is a problem.
 */
export function parseVenueMap(text: string): { map: VenueMap; problems: ImportProblem[] } {
  const [header = [], ...body] = parseCsv(text);
  const names = header.map((cell) => cell.trim().toLowerCase());
  const from = names.indexOf('name');
  const to = names.indexOf('venue');
  const map = new Map<string, string>();
  const problems: ImportProblem[] = [];
  if (from < 0 || to < 0) {
    problems.push({ line: 1, message: 'the header must name the columns name and venue' });
    return { map, problems };
  }
  body.forEach((cells, index) => {
    const line = index + 2;
    const name = (cells[from] ?? '').trim();
    const venue = (cells[to] ?? '').trim();
    if (name === '' && venue === '') return;
    if (name === '' || venue === '') {
      problems.push({ line, message: 'needs both a name and the venue it means' });
      return;
    }
    const earlier = map.get(name.toLowerCase());
    if (earlier !== undefined && earlier !== venue) {
      problems.push({
        line,
        message: `maps "${name}" to "${venue}", but an earlier line to "${earlier}"`,
      });
      return;
    }
    map.set(name.toLowerCase(), venue);
  });
  return { map, problems };
}
