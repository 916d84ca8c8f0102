// Turns a presenter's spreadsheet of past performances into content (docs/archive.md#import):
// show, person, work and past-venue files under the content folder. All or nothing: every problem
// is listed once with how many rows have it and the first lines, and then nothing is written; an
// existing file is never overwritten. --check reports what would be made without writing.
//
// Usage: tsx scripts/import-history.ts FILE.csv [--check] [--venues map.csv] [--dir content]
//        (the content folder defaults to CONTENT_DIR, else content)
import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { contentDir } from '../lib/content';
import { importHistory, parseVenueMap, type ExistingContent } from '../lib/concepts/archive/node';
import {
  formatGroupedProblem,
  formatSummary,
  groupProblems,
  SHOWN_LINES,
  RUN_WINDOW_DAYS,
} from '../lib/concepts/archive/build';
import { countOf } from '../lib/site/words';
import { PAST_VENUES_FOLDER } from '../lib/concepts/venues/node';

function readFolder(dir: string): Array<{ id: string; data: Record<string, unknown> }> {
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir)
    .filter((file) => file.endsWith('.json'))
    .map((file) => ({
      id: path.basename(file, '.json'),
      data: JSON.parse(fs.readFileSync(path.join(dir, file), 'utf8')) as Record<string, unknown>,
    }));
}

/** What the content folder already holds: venues (past ones too), people, works and show names. */
function existingIn(dir: string): ExistingContent {
  const venues = JSON.parse(fs.readFileSync(path.join(dir, 'venues.json'), 'utf8')) as Record<
    string,
    { name: string }
  >;
  const pastVenues = readFolder(path.join(dir, PAST_VENUES_FOLDER)).map(({ id, data }) => ({
    id,
    name: String(data.name),
    historyOnly: true,
  }));
  const people = readFolder(path.join(dir, 'people'));
  const names = new Map(people.map(({ id, data }) => [id, String(data.name)]));
  const works = readFolder(path.join(dir, 'works')).map(({ id, data }) => {
    const creators = (data.creators ?? []) as Array<{ person: string; role: string }>;
    const composer = creators.find((c) => c.role === 'composer');
    return [id, `${String(data.title)}|${composer ? (names.get(composer.person) ?? '') : ''}`];
  });
  const showFiles = readFolder(path.join(dir, 'shows'));
  const shows = showFiles.map(({ id, data }) => (typeof data.name === 'string' ? data.name : id));
  const performances = new Set(
    showFiles.flatMap(({ data }) => {
      const dates = [
        data.date,
        ...((data.performances ?? []) as Array<{ date?: unknown }>).map((p) => p.date),
      ];
      return dates.map((date) => `${String(date)}@${String(data.location)}`);
    }),
  );
  return {
    venues: [
      ...Object.entries(venues).map(([id, venue]) => ({ id, name: venue.name })),
      ...pastVenues,
    ],
    people: names,
    works: new Map(works as Array<[string, string]>),
    shows: new Set(shows),
    performances,
  };
}

function fail(file: string, lines: readonly string[]): number {
  console.error(
    `import-history: ${file} cannot be imported (${countOf(lines.length, 'problem')}):`,
  );
  for (const line of lines) console.error(`  - ${line}`);
  return 1;
}

function main(): number {
  const started = performance.now();
  const { values, positionals } = parseArgs({
    allowPositionals: true,
    options: {
      dir: { type: 'string' },
      check: { type: 'boolean', default: false },
      venues: { type: 'string' },
    },
  });
  const [file] = positionals;
  if (!file) {
    console.error(
      'Usage: npm run import:history -- FILE.csv [--check] [--venues map.csv] [--dir content]',
    );
    return 2;
  }
  const dir = values.dir ? path.resolve(values.dir) : contentDir();
  let venueMap = new Map<string, string>() as ReadonlyMap<string, string>;
  if (values.venues) {
    const parsed = parseVenueMap(fs.readFileSync(values.venues, 'utf8'));
    if (parsed.problems.length > 0) {
      const name = path.basename(values.venues);
      return fail(
        values.venues,
        groupProblems(parsed.problems).map((group) => formatGroupedProblem(name, group)),
      );
    }
    venueMap = parsed.map;
  }
  const result = importHistory(fs.readFileSync(file, 'utf8'), existingIn(dir), { venueMap });
  const taken = [...result.files.keys()].filter((name) => fs.existsSync(path.join(dir, name)));
  if (result.problems.length > 0 || taken.length > 0 || !result.summary) {
    return fail(file, [
      ...groupProblems(result.problems).map((g) => formatGroupedProblem(path.basename(file), g)),
      // One line, however many: a sheet imported twice would otherwise list every file.
      ...(taken.length > 0
        ? [
            `${countOf(taken.length, 'file')} already exist in ${dir} (${taken.slice(0, SHOWN_LINES).join(', ')}${taken.length > SHOWN_LINES ? ', …' : ''}); nothing was written`,
          ]
        : []),
    ]);
  }
  for (const line of formatSummary(result.summary, RUN_WINDOW_DAYS)) console.log(line);
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  if (values.check) {
    console.log(
      `import-history: --check, nothing written (${result.files.size} files would be written to ${dir}; ${seconds} s)`,
    );
    return 0;
  }
  for (const [name, data] of result.files) {
    const target = path.join(dir, name);
    fs.mkdirSync(path.dirname(target), { recursive: true });
    fs.writeFileSync(target, `${JSON.stringify(data, null, 2)}\n`);
  }
  console.log(
    `import-history: wrote ${result.files.size} files to ${dir} in ${((performance.now() - started) / 1000).toFixed(1)} s; npm run validate checks them as the build will`,
  );
  return 0;
}

process.exitCode = main();
