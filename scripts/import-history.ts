// Turns a presenter's spreadsheet of past performances into content (docs/archive.md#import):
// show, person and work files under the content folder, from a CSV with the columns season,
// date, venue, work, composer, performer, role. All or nothing: every bad row is named by its
// line and column, and then nothing is written; an existing file is never overwritten.
//
// Usage: tsx scripts/import-history.ts FILE.csv [--dir content]   (default: CONTENT_DIR, else content)
import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { contentDir } from '../lib/content';
import {
  formatImportProblem,
  importHistory,
  type ExistingContent,
} from '../lib/concepts/archive/history-import';

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

/** What the content folder already holds: venues, people, works and show names. */
function existingIn(dir: string): ExistingContent {
  const venues = JSON.parse(fs.readFileSync(path.join(dir, 'venues.json'), 'utf8')) as Record<
    string,
    { name: string }
  >;
  const people = readFolder(path.join(dir, 'people'));
  const names = new Map(people.map(({ id, data }) => [id, String(data.name)]));
  const works = readFolder(path.join(dir, 'works')).map(({ id, data }) => {
    const creators = (data.creators ?? []) as Array<{ person: string; role: string }>;
    const composer = creators.find((c) => c.role === 'composer');
    return [id, `${String(data.title)}|${composer ? (names.get(composer.person) ?? '') : ''}`];
  });
  const shows = readFolder(path.join(dir, 'shows')).map(({ id, data }) =>
    typeof data.name === 'string' ? data.name : id,
  );
  return {
    venues: Object.entries(venues).map(([id, venue]) => ({ id, name: venue.name })),
    people: names,
    works: new Map(works as Array<[string, string]>),
    shows: new Set(shows),
  };
}

function main(): number {
  const { values, positionals } = parseArgs({
    allowPositionals: true,
    options: { dir: { type: 'string' } },
  });
  const [file] = positionals;
  if (!file) {
    console.error('Usage: npm run import:history FILE.csv [-- --dir content]');
    return 2;
  }
  const dir = values.dir ? path.resolve(values.dir) : contentDir();
  const result = importHistory(fs.readFileSync(file, 'utf8'), existingIn(dir));
  const taken = [...result.files.keys()].filter((name) => fs.existsSync(path.join(dir, name)));
  if (result.problems.length > 0 || taken.length > 0) {
    const lines = [
      ...result.problems.map((problem) => formatImportProblem(path.basename(file), problem)),
      ...taken.map((name) => `${name} already exists in ${dir}; nothing was written`),
    ];
    console.error(`import-history: ${file} cannot be imported (${lines.length} problems):`);
    for (const line of lines) console.error(`  - ${line}`);
    return 1;
  }
  for (const [name, data] of result.files) {
    const target = path.join(dir, name);
    fs.mkdirSync(path.dirname(target), { recursive: true });
    fs.writeFileSync(target, `${JSON.stringify(data, null, 2)}\n`);
  }
  console.log(
    `import-history: wrote ${result.files.size} files to ${dir}; then npm run images draws their placeholder posters and npm run validate checks them`,
  );
  return 0;
}

process.exitCode = main();
