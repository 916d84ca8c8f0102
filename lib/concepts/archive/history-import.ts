/**
 * A presenter's spreadsheet of past performances, turned into content (docs/archive.md#import):
 * `npm run import:history FILE.csv` (scripts/import-history.ts) reads a CSV with the columns
 * season, date, venue, work, composer, performer, role, and optionally program, title and city
 * (one row per performance × work × performer), and gives the show, person, work and past-venue
 * files to write with a summary of what it made. All or nothing: every bad row is named by its line
 * and column, and then nothing is written.
 */
import { personKinds, type CreditRole, type PersonKind } from './people-schema';
import {
  parseCsv,
  idOf,
  readHeader,
  readRow,
  type ImportProblem,
  type Row,
  type VenueMap,
  type WhenMemo,
} from './history-rows';
import { concertSeason, groupRuns, programSignature, type Concert } from './history-runs';
import { distinctTitles, titleParts } from './history-titles';
import { likelyDuplicates, type ImportSummary } from './history-report';
import { PAST_VENUES_FOLDER } from '../venues/node';

export {
  DEFAULT_START,
  IMPORT_COLUMNS,
  OPTIONAL_COLUMNS,
  idOf,
  parseCsv,
  parseVenueMap,
  type ImportProblem,
} from './history-rows';

export interface ExistingContent {
  /**
   * Venue ids and names: those of venues.json, and the past venues (content/past-venues/, with
   * `historyOnly`), so a hall already known is reused by id or name.
   */
  venues: ReadonlyArray<{ id: string; name: string; historyOnly?: boolean }>;
  /** Person ids already in content/people/, with their names. */
  people: ReadonlyMap<string, string>;
  /**
   * Work ids already in content/works/, each with its key "{title}|{composer's name}", so a row
   * naming the same work by the same composer reuses it.
   */
  works: ReadonlyMap<string, string>;
  /** Show names already taken. */
  shows: ReadonlySet<string>;
  /**
   * Every performance the content has, as "{YYYY-MM-DDTHH:MM}@{venue id}": a sheet's concert at
   * one of them was imported before, and importing it again would make a second show.
   */
  performances?: ReadonlySet<string>;
}

export interface ImportOptions {
  /** The mapping file's names (./history-rows.ts parseVenueMap). */
  venueMap?: VenueMap;
}

export interface ImportResult {
  problems: ImportProblem[];
  /** File path under content/ → JSON to write; empty when there is any problem. */
  files: Map<string, unknown>;
  /** What the files hold; undefined when there is any problem. */
  summary?: ImportSummary;
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

/** The sheet's rows, or the problems of the header and of every bad row. */
function readSheet(text: string, venueMap: VenueMap): { rows: Row[]; problems: ImportProblem[] } {
  const [header = [], ...body] = parseCsv(text);
  const { at, problems } = readHeader(header);
  if (problems.length > 0) return { rows: [], problems };
  const memo: WhenMemo = new Map();
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
    return readRow(cells, line, at, venueMap, problems, memo) ?? [];
  });
  return { rows, problems };
}

/** The venues rows name → ids: the site's, past ones already known, and new past ones to write. */
function resolveVenues(rows: readonly Row[], existing: ExistingContent) {
  const ids = new Map(existing.venues.map((v) => [v.id, v.name.toLowerCase()]));
  const known = new Map<string, { id: string; historyOnly: boolean }>();
  for (const venue of existing.venues) {
    const entry = { id: venue.id, historyOnly: venue.historyOnly === true };
    known.set(venue.id, entry);
    known.set(venue.name.toLowerCase(), entry);
  }
  const created = new Map<string, { name: string; locality?: string }>();
  const reused = new Set<string>();
  const idOfRow = new Map<Row, string>();
  for (const row of rows) {
    const text = row.venue.toLowerCase();
    const found = known.get(row.venue) ?? known.get(text);
    if (found) {
      if (found.historyOnly && !created.has(found.id)) reused.add(found.id);
      const entry = created.get(found.id);
      if (entry && !entry.locality && row.city) entry.locality = row.city;
      idOfRow.set(row, found.id);
      continue;
    }
    const id = claim(ids, row.venue, text);
    created.set(id, { name: row.venue, ...(row.city ? { locality: row.city } : {}) });
    known.set(text, { id, historyOnly: true });
    idOfRow.set(row, id);
  }
  return { idOfRow, created, reused };
}

/** The rows of one start at one venue as concerts; a concert naming two programs is a problem. */
function concertsOf(rows: readonly Row[], venueOf: ReadonlyMap<Row, string>) {
  const concerts = new Map<string, Concert>();
  const problems: ImportProblem[] = [];
  const programLine = new Map<Concert, number>();
  for (const row of rows) {
    const venue = venueOf.get(row)!;
    const key = `${row.start}@${venue}`;
    let concert = concerts.get(key);
    if (!concert) {
      concert = { start: row.start, venue, season: concertSeason(row), rows: [] };
      concerts.set(key, concert);
    }
    concert.rows.push(row);
    if (row.program === undefined) continue;
    if (concert.program === undefined) {
      concert.program = row.program;
      programLine.set(concert, row.line);
    } else if (concert.program !== row.program) {
      problems.push({
        line: row.line,
        column: 'program',
        message: `is "${row.program}", but line ${programLine.get(concert)} gives the same concert (${row.start.replace('T', ' ')}, ${row.venue}) the program "${concert.program}"`,
      });
    }
  }
  return { concerts: [...concerts.values()], problems };
}

type Credit = { person: string; role: CreditRole };

/** The CSV's text → the files to write and what they hold, or the problems of every bad row. */
export function importHistory(
  text: string,
  existing: ExistingContent,
  options: ImportOptions = {},
): ImportResult {
  const sheet = readSheet(text, options.venueMap ?? new Map());
  if (sheet.problems.length > 0) return { problems: sheet.problems, files: new Map() };
  const { rows } = sheet;
  const venues = resolveVenues(rows, existing);
  const { concerts, problems } = concertsOf(rows, venues.idOfRow);
  for (const concert of concerts) {
    if (!existing.performances?.has(`${concert.start}@${concert.venue}`)) continue;
    for (const row of concert.rows) {
      problems.push({
        line: row.line,
        column: 'date',
        message:
          'the content already has a performance at this venue and time: the row was imported before (leave it out of the sheet)',
      });
    }
  }
  if (problems.length > 0) return { problems, files: new Map() };
  const runs = groupRuns(concerts);

  const personIds = new Map(existing.people);
  const workIds = new Map(existing.works);
  const showNames = new Map([...existing.shows].map((n) => [n, n]));
  const files = new Map<string, unknown>();
  const newPeople = new Map<string, { name: string; kind: PersonKind }>();
  const newWorks = new Map<string, { title: string; kind: 'music'; creators: object[] }>();
  const reusedPeople = new Set<string>();
  const reusedWorks = new Set<string>();

  const personFor = (name: string, kind: PersonKind) => {
    const id = claim(personIds, name);
    if (existing.people.has(id)) reusedPeople.add(id);
    else if (!newPeople.has(id)) newPeople.set(id, { name, kind });
    return id;
  };
  const creditsOf = (list: readonly Row[]) => {
    const credits: Credit[] = [];
    for (const row of list) {
      if (!row.performer) continue;
      const kind = (personKinds as readonly string[]).includes(row.role)
        ? (row.role as PersonKind)
        : 'performer';
      const person = personFor(row.performer, kind);
      if (!credits.some((c) => c.person === person && c.role === row.role)) {
        credits.push({ person, role: row.role });
      }
    }
    return credits;
  };
  const workOf = (row: Row & { work: string }) => {
    const composer = row.composer ? personFor(row.composer, 'composer') : undefined;
    const id = claim(workIds, row.work, `${row.work}|${row.composer ?? ''}`);
    if (existing.works.get(id) !== undefined) reusedWorks.add(id);
    else if (!newWorks.has(id)) {
      newWorks.set(id, {
        title: row.work,
        kind: 'music',
        creators: composer ? [{ person: composer, role: 'composer' }] : [],
      });
    }
    return id;
  };

  const allRows = runs.map((run) => run.concerts.flatMap((c) => c.rows));
  const titles = distinctTitles(
    runs.map((run, i) => {
      const first = run.concerts[0]!;
      const title = allRows[i]!.find((row) => row.title)?.title;
      return {
        season: first.season,
        signature: programSignature(allRows[i]!),
        start: first.start,
        parts: titleParts(allRows[i]!),
        ...(title ? { title } : {}),
      };
    }),
  );

  runs.forEach((run, i) => {
    const first = run.concerts[0]!;
    const nights = run.concerts.map((concert) => creditsOf(concert.rows));
    const atEvery = nights[0]!.filter((credit) =>
      nights.every((night) =>
        night.some((c) => c.person === credit.person && c.role === credit.role),
      ),
    );
    const onShow = (c: Credit) => atEvery.some((a) => a.person === c.person && a.role === c.role);
    const people = [...atEvery];
    const works: string[] = [];
    for (const row of allRows[i]!) {
      if (!row.work) continue;
      const id = workOf({ ...row, work: row.work });
      if (!works.includes(id)) works.push(id);
    }
    const parts = titleParts(allRows[i]!);
    const headliner = parts.headliner ?? allRows[i]!.find((row) => row.work)?.work ?? 'Concert';
    // Each run claims its own name: a key no other run or existing show holds.
    const name = claim(
      showNames,
      `${headliner} ${first.start.slice(0, 10).replace(/-/g, ' ')}`,
      `\u0000run ${i}`,
    );
    const season = allRows[i]!.find((row) => row.season)?.season;
    files.set(`shows/${name}.json`, {
      name,
      title: titles[i],
      date: first.start,
      ...(season ? { season } : {}),
      location: first.venue,
      description: `<p>From the series' performance history.</p>`,
      people,
      works,
      ...(run.concerts.length > 1
        ? {
            performances: run.concerts.map((concert, n) => {
              const own = nights[n]!.filter((c) => !onShow(c));
              return { date: concert.start, ...(own.length > 0 ? { people: own } : {}) };
            }),
          }
        : {}),
    });
  });
  for (const [id, venue] of venues.created) files.set(`${PAST_VENUES_FOLDER}/${id}.json`, venue);
  for (const [id, person] of newPeople) files.set(`people/${id}.json`, person);
  for (const [id, work] of newWorks) files.set(`works/${id}.json`, work);

  const several = runs.filter((run) => run.concerts.length > 1);
  const showsOfProgram = new Map<string, number>();
  for (const run of runs) {
    const program = run.reason === 'program' ? run.concerts[0]!.program : undefined;
    if (program !== undefined) showsOfProgram.set(program, (showsOfProgram.get(program) ?? 0) + 1);
  }
  const newNames = new Set([...newPeople.values()].map((p) => p.name));
  return {
    problems,
    files,
    summary: {
      rows: rows.length,
      shows: runs.length,
      performances: concerts.length,
      groupedByProgram: several.filter((run) => run.reason === 'program').length,
      groupedByRepeat: several.filter((run) => run.reason === 'repeat').length,
      splitPrograms: [...showsOfProgram.values()].filter((n) => n > 1).length,
      newPeople: newPeople.size,
      reusedPeople: reusedPeople.size,
      newWorks: newWorks.size,
      reusedWorks: reusedWorks.size,
      newVenues: venues.created.size,
      reusedVenues: venues.reused.size,
      duplicates: likelyDuplicates([...existing.people.values(), ...newNames]).filter((names) =>
        names.some((n) => newNames.has(n)),
      ),
    },
  };
}

/** "history.csv line 4, date: must be a real date…" */
export function formatImportProblem(file: string, problem: ImportProblem): string {
  return `${file} line ${problem.line}${problem.column ? `, ${problem.column}` : ''}: ${problem.message}`;
}
