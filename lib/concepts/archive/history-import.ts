/**
 * A presenter's spreadsheet of past performances, turned into content (docs/archive.md#import):
 * `npm run import:history FILE.csv` (scripts/import-history.ts) reads a CSV with the columns
 * season, date, venue, work, composer, performer, role (one row per performance × work ×
 * performer) and gives the show, person and work files to write. All or nothing: every bad row
 * is named by its line and column, and then nothing is written.
 */
import { creditRoles, personKinds, type CreditRole, type PersonKind } from './people-schema';
import { isoDate, isoLocalDateTime } from '../../content/schema-parts';
import { explicitSeasonProblem, seasonStartYear } from '../seasons/rules/seasons';

export const IMPORT_COLUMNS = [
  'season',
  'date',
  'venue',
  'work',
  'composer',
  'performer',
  'role',
] as const;
type Column = (typeof IMPORT_COLUMNS)[number];

/** What an imported performance starts at when the sheet gives only its day. */
export const DEFAULT_START = '20:00';

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

export interface ImportProblem {
  /** 1-based line of the file (the header is line 1). */
  line: number;
  column?: Column;
  message: string;
}

export interface ExistingContent {
  /** Venue ids and names, from venues.json. */
  venues: ReadonlyArray<{ id: string; name: string }>;
  /** Person ids already in content/people/, with their names. */
  people: ReadonlyMap<string, string>;
  /**
   * Work ids already in content/works/, each with its key "{title}|{composer's name}", so a row
   * naming the same work by the same composer reuses it.
   */
  works: ReadonlyMap<string, string>;
  /** Show names already taken. */
  shows: ReadonlySet<string>;
}

export interface ImportResult {
  problems: ImportProblem[];
  /** File path under content/ → JSON to write; empty when there is any problem. */
  files: Map<string, unknown>;
}

interface Row {
  line: number;
  season?: string;
  start: string;
  venue: string;
  work?: string;
  composer?: string;
  performer?: string;
  role: CreditRole;
}

function readRow(
  cells: readonly string[],
  line: number,
  at: Record<Column, number>,
  existing: ExistingContent,
  problems: ImportProblem[],
): Row | undefined {
  const value = (column: Column) => (cells[at[column]] ?? '').trim();
  const before = problems.length;
  const report = (column: Column, message: string) => problems.push({ line, column, message });

  const date = value('date').replace(' ', 'T');
  const start = /^\d{4}-\d{2}-\d{2}$/.test(date) ? `${date}T${DEFAULT_START}` : date;
  if (date === '') report('date', 'is empty');
  else if (
    !isoLocalDateTime.safeParse(start).success ||
    !isoDate.safeParse(start.slice(0, 10)).success
  ) {
    report('date', `must be a real date, YYYY-MM-DD or YYYY-MM-DD HH:MM (got "${value('date')}")`);
  }
  const season = value('season');
  if (season !== '' && seasonStartYear(season) === undefined) {
    report('season', `must be a season written like 1936-37 (got "${season}")`);
  } else if (season !== '' && problems.length === before) {
    const problem = explicitSeasonProblem(season, start.slice(0, 10));
    if (problem) report('season', problem);
  }
  const venueText = value('venue');
  const venue = existing.venues.find(
    (v) => v.id === venueText || v.name.toLowerCase() === venueText.toLowerCase(),
  );
  if (!venue)
    report('venue', `is not a venue of content/venues.json, by id or name (got "${venueText}")`);
  const roleText = value('role') || 'performer';
  if (!(creditRoles as readonly string[]).includes(roleText)) {
    report('role', `must be one of ${creditRoles.join(', ')} (got "${roleText}")`);
  }
  const work = value('work');
  const composer = value('composer');
  const performer = value('performer');
  if (composer !== '' && work === '') report('work', 'is empty, but the row names a composer');
  if (work === '' && performer === '') report('performer', 'is empty, and so is the work');
  if (problems.length > before || !venue) return undefined;
  return {
    line,
    ...(season ? { season } : {}),
    start,
    venue: venue.id,
    ...(work ? { work } : {}),
    ...(composer ? { composer } : {}),
    ...(performer ? { performer } : {}),
    role: roleText as CreditRole,
  };
}

/** An id for a name: its own when free or already this name's, else with _2, _3… */
function claim(ids: Map<string, string>, name: string, key: string = name): string {
  const base = idOf(name) || 'unnamed';
  for (let n = 1; ; n += 1) {
    const id = n === 1 ? base : `${base}_${n}`;
    const holder = ids.get(id);
    if (holder === undefined || holder === key) {
      ids.set(id, key);
      return id;
    }
  }
}

/** The CSV's text → the files to write, or the problems of every bad row. */
export function importHistory(text: string, existing: ExistingContent): ImportResult {
  const problems: ImportProblem[] = [];
  const [header = [], ...body] = parseCsv(text);
  const names = header.map((cell) => cell.trim().toLowerCase());
  const at = {} as Record<Column, number>;
  for (const column of IMPORT_COLUMNS) {
    const index = names.indexOf(column);
    if (index === -1)
      problems.push({ line: 1, column, message: 'column is missing from the header' });
    at[column] = index;
  }
  if (problems.length > 0) return { problems, files: new Map() };

  const rows = body.flatMap((cells, index) => {
    const line = index + 2;
    if (cells.every((cell) => cell.trim() === '')) return [];
    if (cells.length !== header.length) {
      problems.push({
        line,
        message: `has ${cells.length} fields, the header ${header.length} (a comma inside a field needs quotes)`,
      });
      return [];
    }
    return readRow(cells, line, at, existing, problems) ?? [];
  });
  if (problems.length > 0) return { problems, files: new Map() };

  const personIds = new Map(existing.people);
  const workIds = new Map(existing.works);
  const showNames = new Set(existing.shows);
  const files = new Map<string, unknown>();
  const newPeople = new Map<string, { name: string; kind: PersonKind }>();
  const newWorks = new Map<string, { title: string; kind: 'music'; creators: object[] }>();

  const personFor = (name: string, kind: PersonKind) => {
    const id = claim(personIds, name);
    if (!existing.people.has(id) && !newPeople.has(id)) newPeople.set(id, { name, kind });
    return id;
  };

  // One show per start and venue, in the sheet's order.
  const performances = new Map<string, Row[]>();
  for (const row of rows) {
    const key = `${row.start}@${row.venue}`;
    performances.set(key, [...(performances.get(key) ?? []), row]);
  }
  for (const list of performances.values()) {
    const first = list[0]!;
    const people: Array<{ person: string; role: CreditRole }> = [];
    const works: string[] = [];
    for (const row of list) {
      if (row.performer) {
        const kind = (personKinds as readonly string[]).includes(row.role)
          ? (row.role as PersonKind)
          : 'performer';
        const person = personFor(row.performer, kind);
        if (!people.some((p) => p.person === person && p.role === row.role)) {
          people.push({ person, role: row.role });
        }
      }
      if (row.work) {
        const composer = row.composer ? personFor(row.composer, 'composer') : undefined;
        const id = claim(workIds, row.work, `${row.work}|${row.composer ?? ''}`);
        const known = existing.works.get(id) !== undefined;
        if (!known && !newWorks.has(id)) {
          newWorks.set(id, {
            title: row.work,
            kind: 'music',
            creators: composer ? [{ person: composer, role: 'composer' }] : [],
          });
        }
        if (!works.includes(id)) works.push(id);
      }
    }
    const headliner =
      list.find((row) => row.performer && (row.role === 'ensemble' || row.role === 'company'))
        ?.performer ??
      list.find((row) => row.performer)?.performer ??
      first.work ??
      'Concert';
    const day = first.start.slice(0, 10);
    const name = claim(
      new Map([...showNames].map((n) => [n, n])),
      `${headliner} ${day.replace(/-/g, ' ')}`,
      '\u0000',
    );
    showNames.add(name);
    files.set(`shows/${name}.json`, {
      name,
      title: headliner,
      date: first.start,
      ...(first.season ? { season: first.season } : {}),
      location: first.venue,
      description: `<p>From the series' performance history.</p>`,
      people,
      works,
    });
  }
  for (const [id, person] of newPeople) files.set(`people/${id}.json`, person);
  for (const [id, work] of newWorks) files.set(`works/${id}.json`, work);
  return { problems, files };
}

/** "history.csv line 4, date: must be a real date…" */
export function formatImportProblem(file: string, problem: ImportProblem): string {
  return `${file} line ${problem.line}${problem.column ? `, ${problem.column}` : ''}: ${problem.message}`;
}
