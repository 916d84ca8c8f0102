/**
 * content/people/*.json and content/works/*.json → Person and Work, and the check that every id a
 * show or a work names is one of them (docs/archive.md). Both folders are optional: a content
 * folder without them has no linked people or works. A file's name is its id, so a person's
 * address (/people/{id}/) is the name of its file and is kept for ever.
 */
import fs from 'node:fs';
import path from 'node:path';

import { routes } from '../../site/routes';
import { personSchema, workSchema, type RawPerson, type RawWork } from './people-schema';
import { slug } from '../../content/schema-parts';
import type { Person, Show, Work } from '../../content/types';
import { readImageSize } from '../../content/images';
import { displayName, parseWith, readJson, type Reader } from '../../content/read';

export const PEOPLE_FOLDER = 'people';
export const WORKS_FOLDER = 'works';

interface Entry<T> {
  id: string;
  raw: T;
  file: string;
}

/** Every file of a folder parsed with its schema, its id checked; none when the folder is absent. */
function readFolder<T>(
  reader: Reader,
  folder: string,
  what: 'person' | 'work',
  parse: (file: string, entry: string, data: unknown) => T | undefined,
): Array<Entry<T>> {
  const dir = path.join(reader.contentDir, folder);
  if (!fs.existsSync(dir)) return [];
  const names = fs
    .readdirSync(dir)
    .filter((f) => f.endsWith('.json'))
    .sort();
  const entries: Array<Entry<T>> = [];
  for (const name of names) {
    const absolute = path.join(dir, name);
    const file = displayName(reader, absolute);
    const id = path.basename(name, '.json');
    const entry = `${what} "${id}"`;
    if (!slug.safeParse(id).success) {
      reader.problems.push({
        file,
        entry,
        message: `the file's name is the ${what}'s id and address: use lowercase letters, digits, _ or - (for example "${id.toLowerCase().replace(/[^a-z0-9_-]+/g, '_')}.json")`,
      });
      continue;
    }
    const json = readJson(reader, absolute);
    if (!json.ok) continue;
    const raw = parse(file, entry, json.data);
    if (raw) entries.push({ id, raw, file });
  }
  return entries;
}

export function loadPeople(reader: Reader): Map<string, Person> {
  const entries = readFolder<RawPerson>(reader, PEOPLE_FOLDER, 'person', (file, entry, data) =>
    parseWith(reader, file, personSchema, data, (p) => ({ entry, field: p })),
  );
  const people = new Map<string, Person>();
  for (const { id, raw, file } of entries) {
    const { portrait, portraitAlt, ...rest } = raw;
    const person: Person = { ...rest, id, url: routes.person(id), sourceFile: file };
    if (portrait) {
      const src = routes.portrait(id, portrait);
      const size = readImageSize(reader, { file, entry: `person "${id}"`, field: 'portrait' }, src);
      if (size) person.portrait = { src, alt: portraitAlt ?? raw.name, ...size };
    }
    people.set(id, person);
  }
  return people;
}

export function loadWorks(reader: Reader, people: ReadonlyMap<string, Person>): Map<string, Work> {
  const entries = readFolder<RawWork>(reader, WORKS_FOLDER, 'work', (file, entry, data) =>
    parseWith(reader, file, workSchema, data, (p) => ({ entry, field: p })),
  );
  const works = new Map<string, Work>();
  for (const { id, raw, file } of entries) {
    raw.creators.forEach((creator, index) => {
      const problem = unknownIdProblem(reader, creator.person, people, PEOPLE_FOLDER, 'person');
      if (problem) {
        reader.problems.push({
          file,
          entry: `work "${id}"`,
          field: `creators[${index}].person`,
          message: problem,
          value: creator.person,
        });
      }
    });
    works.set(id, { ...raw, id, url: routes.work(id), sourceFile: file });
  }
  return works;
}

/** Letters to change to turn one id into the other (Levenshtein), for "did you mean". */
export function editDistance(a: string, b: string): number {
  let previous = Array.from({ length: b.length + 1 }, (_, i) => i);
  for (let i = 1; i <= a.length; i += 1) {
    const current = [i];
    for (let j = 1; j <= b.length; j += 1) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      current[j] = Math.min(
        (previous[j] ?? 0) + 1,
        (current[j - 1] ?? 0) + 1,
        (previous[j - 1] ?? 0) + cost,
      );
    }
    previous = current;
  }
  return previous[b.length] ?? 0;
}

/** The known id nearest to a misspelt one, when it is near enough to be the one meant. */
export function nearestId(id: string, known: Iterable<string>): string | undefined {
  let best: { id: string; distance: number } | undefined;
  for (const candidate of known) {
    const distance = editDistance(id, candidate);
    if (!best || distance < best.distance) best = { id: candidate, distance };
  }
  return best && best.distance <= Math.max(2, Math.floor(id.length / 4)) ? best.id : undefined;
}

/** Why an id is not usable, or undefined when it names an entry. */
function unknownIdProblem(
  reader: Reader,
  id: string,
  known: ReadonlyMap<string, unknown>,
  folder: string,
  what: 'person' | 'work',
): string | undefined {
  if (known.has(id)) return undefined;
  const near = nearestId(id, known.keys());
  const hint = near ? `: did you mean "${near}"?` : '';
  const file = displayName(reader, path.join(reader.contentDir, folder, `${id}.json`));
  return `is not a ${what} id: there is no ${file}${hint}`;
}

/**
 * Every person and work id the shows and their performances name must be a file of content/people/
 * or content/works/.
 */
export function checkShowLinks(
  reader: Reader,
  shows: readonly Show[],
  people: ReadonlyMap<string, Person>,
  works: ReadonlyMap<string, Work>,
): void {
  for (const show of shows) {
    const at = { file: show.sourceFile, entry: `show "${show.name}"` };
    show.people.forEach((credit, index) => {
      const problem = unknownIdProblem(reader, credit.person, people, PEOPLE_FOLDER, 'person');
      if (problem) {
        reader.problems.push({
          ...at,
          field: `people[${index}].person`,
          message: problem,
          value: credit.person,
        });
      }
    });
    for (const performance of show.performances) {
      performance.people.forEach((credit, index) => {
        const problem = unknownIdProblem(reader, credit.person, people, PEOPLE_FOLDER, 'person');
        if (problem) {
          reader.problems.push({
            file: show.sourceFile,
            entry: `show "${show.name}", performance ${performance.date}`,
            field: `people[${index}].person`,
            message: problem,
            value: credit.person,
          });
        }
      });
    }
    show.works.forEach((id, index) => {
      const problem = unknownIdProblem(reader, id, works, WORKS_FOLDER, 'work');
      if (problem)
        reader.problems.push({ ...at, field: `works[${index}]`, message: problem, value: id });
    });
    checkProgramPeople(reader, show, people);
    show.digitalProgram?.works.forEach((item, index) => {
      if (item.work === undefined) return;
      const problem = unknownIdProblem(reader, item.work, works, WORKS_FOLDER, 'work');
      if (problem) {
        reader.problems.push({
          ...at,
          field: `program.works[${index}].work`,
          message: problem,
          value: item.work,
        });
      }
    });
  }
}

/**
 * A program's cast and credits name people by id only from the show's own people (or one of its
 * performances'), so the person's page lists the show the program prints them in.
 */
function checkProgramPeople(reader: Reader, show: Show, people: ReadonlyMap<string, Person>): void {
  const atShow = new Set([
    ...show.people.map((credit) => credit.person),
    ...show.performances.flatMap((performance) => performance.people.map((c) => c.person)),
  ]);
  for (const list of ['cast', 'credits'] as const) {
    show.digitalProgram?.[list].forEach((line, index) => {
      if (line.person === undefined) return;
      const problem =
        unknownIdProblem(reader, line.person, people, PEOPLE_FOLDER, 'person') ??
        (atShow.has(line.person)
          ? undefined
          : `is not one of the show's people: add "${line.person}" under People with their role, so their page lists this show`);
      if (problem) {
        reader.problems.push({
          file: show.sourceFile,
          entry: `show "${show.name}"`,
          field: `program.${list}[${index}].person`,
          message: problem,
          value: line.person,
        });
      }
    });
  }
}
