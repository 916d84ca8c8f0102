// Proves that staff can change the season without a developer: a copy of the project whose
// content/ has one show removed and one new show added (written the way an editor or a hand might
// save it: tab indentation, Windows line breaks) goes through the staff's own steps and the
// content-dependent browser tests, unchanged:
//   1. `npm run images` draws the new show's placeholder images (README, "Adding a show");
//   2. `npm run format:check` passes: formatting never blocks content;
//   3. `npm run build` accepts the content and writes the new page and not the removed one;
//   4. the browser specs that walk the content (every page's markup, links and HTML validity,
//      show pages, season split, structured data and sitemap) pass against that build, at desktop width.
//
// Usage: npx tsx scripts/content-change-proof.ts (`npm run test:content-change`, part of npm test)
// The copy lives in a temporary folder (scripts/project-copy.ts), and is removed afterwards
// unless a step failed. KEEP_PROOF=1 keeps it anyway. Its browser servers listen on E2E_PORT_BASE + 10.
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, rmSync, unlinkSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { copyProject } from './project-copy';

const root = process.cwd();
if (!existsSync(path.join(root, 'content', 'shows'))) {
  throw new Error(
    'content-change-proof: run it from the project folder (content/shows/ not found)',
  );
}

/** The browser specs whose tests are made from content/. */
const SPECS = [
  'e2e/every-page.spec.ts',
  'e2e/html-validity.spec.ts',
  'e2e/pages.spec.ts',
  'e2e/show-pages.spec.ts',
  'e2e/season.spec.ts',
  'e2e/discoverability.spec.ts',
];

const ADDED = {
  name: 'the_content_change_recital',
  title: 'The Content Change Recital',
};

/**
 * Of those specs, the tests whose pages or data the change touches: everything about the added
 * show, the pages that list shows (home, /shows/, /speaker-series/), the season split, the sitemap
 * and the season's calendar feed. The other shows' pages are the main suite's, unchanged; leaving
 * them out keeps this step to about a fifth of the specs' tests.
 */
const TOUCHED = new RegExp(
  [
    ADDED.name,
    String.raw`\((/|/shows/|/speaker-series/)\)`,
    'on the venue calendar',
    'far from the venue',
    'split built into the HTML',
    'sitemap',
    'season feed',
  ].join('|'),
);

function log(message: string) {
  console.log(`content-change-proof: ${message}`);
}

/** Runs a step in the copy; `shown` are the settings worth printing with the command. */
function run(
  command: string,
  args: string[],
  cwd: string,
  shown: Record<string, string> = {},
  env: Record<string, string> = {},
) {
  const settings = Object.entries(shown).map(([key, value]) => `${key}=${value} `);
  log(`${settings.join('')}${command} ${args.join(' ')}`);
  execFileSync(command, args, {
    cwd,
    stdio: 'inherit',
    env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1', ...shown, ...env },
  });
}

function readJson(file: string): Record<string, unknown> {
  return JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>;
}

/** The show to remove: the first one in file order that is not a festival (films are kept). */
function pickShowToRemove(showsDir: string): { file: string; name: string } {
  for (const file of readdirSync(showsDir)
    .filter((f) => f.endsWith('.json'))
    .sort()) {
    const show = readJson(path.join(showsDir, file));
    if (show.festival === true) continue;
    return { file, name: typeof show.name === 'string' ? show.name : file.replace(/\.json$/, '') };
  }
  throw new Error('content-change-proof: content/shows/ holds no show that is not a festival');
}

function addShow(contentDir: string) {
  const venues = readJson(path.join(contentDir, 'venues.json'));
  const venue = Object.keys(venues)[0];
  if (!venue) throw new Error('content-change-proof: content/venues.json names no venue');
  const show = {
    title: ADDED.title,
    subtitle: 'A show added by the content-change proof',
    date: '2027-02-20T19:30',
    location: venue,
    tickets: 'https://tickets.example.com/ridgeline/the-content-change-recital',
    description: '<p>Added to a copy of the season to prove that a new show needs no code.</p>',
  };
  // Tabs and CRLF: what an editor on another machine may well save.
  const text = JSON.stringify(show, null, '\t').replace(/\n/g, '\r\n') + '\r\n';
  writeFileSync(path.join(contentDir, 'shows', `${ADDED.name}.json`), text);
}

const copy = copyProject(root, 'artistseries-content-change-', log);
log(`copied the project to ${copy}`);
let passed = false;
try {
  const contentDir = path.join(copy, 'content');
  const removed = pickShowToRemove(path.join(contentDir, 'shows'));
  unlinkSync(path.join(contentDir, 'shows', removed.file));
  log(`removed content/shows/${removed.file}`);
  addShow(contentDir);
  log(`added content/shows/${ADDED.name}.json (tab-indented, CRLF)`);

  run('npm', ['run', 'images'], copy);
  run('npm', ['run', 'format:check'], copy);
  run('npm', ['run', 'build'], copy);

  const out = path.join(copy, 'out');
  if (!existsSync(path.join(out, 'shows', ADDED.name, 'index.html'))) {
    throw new Error(`the build wrote no page for the added show (out/shows/${ADDED.name}/)`);
  }
  // Its images may stay in public/ (staff often leave them); its page must go.
  if (existsSync(path.join(out, 'shows', removed.name, 'index.html'))) {
    throw new Error(`the build still wrote the removed show's page (out/shows/${removed.name}/)`);
  }

  const portBase = Number(process.env.E2E_PORT_BASE ?? 4173) + 10;
  // Playwright's own CLI on this very Node: a nested `npx` inherits the npm exec settings of an
  // outer `npx -p node@24 -c …` and refuses its arguments. The copy's tools (tsx, which runs the
  // static server) come first on PATH.
  run(
    process.execPath,
    [
      'node_modules/@playwright/test/cli.js',
      'test',
      '--project=desktop',
      '--reporter=list',
      `--grep=${TOUCHED.source}`,
      ...SPECS,
    ],
    copy,
    { E2E_PORT_BASE: String(portBase), E2E_MAIN_BUILD_ONLY: '1' },
    { PATH: [path.join(copy, 'node_modules', '.bin'), process.env.PATH].join(path.delimiter) },
  );
  passed = true;
  log('passed: one show added and one removed, and the suite needed no change');
} finally {
  if (passed && process.env.KEEP_PROOF !== '1') {
    rmSync(copy, { recursive: true, force: true });
  } else {
    log(`the copy is kept for inspection: ${copy}`);
  }
}
