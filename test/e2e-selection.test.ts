/**
 * @jest-environment node
 */
// Which browser tests each run holds. playwright.config.ts picks tests by their tags
// (e2e/support/tags.ts); this lists the real runs with Playwright itself (`playwright test --list`)
// and fails when a run lacks a test it must hold, so a forgotten tag cannot silently drop a test
// from a run. Both runs are listed on the same changed content the host-root build is made from
// (changeContent, test/support/host-root-variant.ts), in a temporary folder: the host-root run
// reads its content from out-e2e-root-content/ in its working folder, the main run from CONTENT_DIR.
import { execFile } from 'node:child_process';
import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import {
  ADDED_SHOW,
  changeContent,
  EDITOR_SHOW,
  HOST_ROOT_CONTENT_DIR,
} from './support/host-root-variant';

const root = path.resolve(__dirname, '..');
const playwright = path.join(root, 'node_modules', '.bin', 'playwright');

/**
 * Specs that make a test for every page, the added shows' pages among them, about what the page's
 * template ships or how it lays out rather than what the content says: they run on out/ only, so
 * the proof stays a fraction of the suite. Any other spec with a test for an added show must have
 * its tests for that show in the proof.
 */
const TEMPLATE_SPECS = new Set(['islands.spec.ts', 'reflow.spec.ts', 'first-screen.spec.ts']);

/**
 * Not in the proof on purpose: its pages must make no request off the machine, and the changed
 * build loads Google's tag (e2e/support/tags.ts).
 */
const OFFLINE_SPECS = new Set(['pages.spec.ts']);

interface Listed {
  project: string;
  file: string;
  /** The describe titles and the test title, joined with " › ". */
  title: string;
  tags: string[];
}

interface JsonSuite {
  title: string;
  specs?: Array<{
    title: string;
    tags: string[];
    file: string;
    tests: Array<{ projectName: string }>;
  }>;
  suites?: JsonSuite[];
}

function flatten(suite: JsonSuite, titles: string[], into: Listed[]): void {
  for (const spec of suite.specs ?? []) {
    for (const test of spec.tests) {
      into.push({
        project: test.projectName,
        file: spec.file,
        title: [...titles, spec.title].join(' › '),
        tags: spec.tags.map((tag) => `@${tag}`),
      });
    }
  }
  for (const child of suite.suites ?? []) flatten(child, [...titles, child.title], into);
}

/** Every test a run holds, as `playwright test --list` reports it. */
async function list(cwd: string, env: Record<string, string>): Promise<Listed[]> {
  const runEnv: NodeJS.ProcessEnv = { ...process.env, ...env };
  delete runEnv.E2E_OUT_DIR;
  // Playwright refuses to load tests inside a Jest worker, which it knows by this variable.
  delete runEnv.JEST_WORKER_ID;
  const { stdout } = await promisify(execFile)(
    playwright,
    ['test', '--list', '--reporter=json', '-c', path.join(root, 'playwright.config.ts')],
    { cwd, env: runEnv, maxBuffer: 64 * 1024 * 1024 },
  ).catch((error: Error & { stdout?: string }) => {
    // A spec that fails to load makes Playwright exit 1 with its error in the report.
    if (error.stdout?.startsWith('{')) return { stdout: error.stdout };
    throw error;
  });
  const report = JSON.parse(stdout) as { suites: JsonSuite[]; errors: Array<{ message: string }> };
  expect(report.errors.map((error) => error.message)).toEqual([]);
  const tests: Listed[] = [];
  // The top-level suites are the files; their titles are already in each spec's file.
  for (const file of report.suites) flatten(file, [], tests);
  return tests;
}

const key = (test: Listed) => `${test.file} › ${test.title}`;
const changedShows = [ADDED_SHOW.name, EDITOR_SHOW.name];
const namesChangedShow = (test: Listed) => changedShows.some((name) => test.title.includes(name));

let work: string;
let removed: string;
let main: Listed[];
let hostRoot: Listed[];

beforeAll(async () => {
  work = mkdtempSync(path.join(tmpdir(), 'e2e-selection-'));
  const content = path.join(work, HOST_ROOT_CONTENT_DIR);
  cpSync(path.join(root, 'content'), content, { recursive: true });
  ({ removed } = changeContent(content));
  // The show e2e/editor.spec.ts saves through the editor, stood in for by a copy of the added one.
  const added = readFileSync(path.join(content, 'shows', `${ADDED_SHOW.name}.json`), 'utf8');
  const standIn = { ...(JSON.parse(added) as object), title: EDITOR_SHOW.title };
  writeFileSync(
    path.join(content, 'shows', `${EDITOR_SHOW.name}.json`),
    JSON.stringify(standIn, null, 2),
  );
  [main, hostRoot] = await Promise.all([
    list(root, { CONTENT_DIR: content, E2E_BUILD: '' }),
    list(work, { E2E_BUILD: 'host-root' }),
  ]);
}, 300_000);

afterAll(() => {
  if (work) rmSync(work, { recursive: true, force: true });
});

const inProject = (tests: Listed[], project: string) => tests.filter((t) => t.project === project);

describe('the content-change proof (E2E_BUILD=host-root, project content-change)', () => {
  const proof = () => inProject(hostRoot, 'content-change');

  test('holds tests', () => {
    expect(proof().length).toBeGreaterThan(0);
  });

  test('is made from the changed content: no test names the removed show', () => {
    expect(hostRoot.filter((t) => t.title.includes(removed)).map(key)).toEqual([]);
  });

  test('holds only tests the main run also runs at desktop width', () => {
    const desktop = new Set(inProject(main, 'desktop').map(key));
    expect(
      proof()
        .map(key)
        .filter((k) => !desktop.has(k)),
    ).toEqual([]);
  });

  test('holds every spec that has a test for an added show, but the template and offline ones', () => {
    const touching = new Set(
      main
        .filter(namesChangedShow)
        .map((t) => t.file)
        .filter((file) => !TEMPLATE_SPECS.has(file) && !OFFLINE_SPECS.has(file)),
    );
    expect(touching.size).toBeGreaterThan(0);
    const inProof = new Set(proof().map((t) => t.file));
    expect([...touching].filter((file) => !inProof.has(file))).toEqual([]);
  });

  test('holds every desktop test for an added show of the specs it runs', () => {
    const files = new Set(proof().map((t) => t.file));
    const expected = inProject(main, 'desktop')
      .filter((t) => files.has(t.file) && namesChangedShow(t))
      .map(key);
    expect(expected.length).toBeGreaterThan(0);
    const inProof = new Set(proof().map(key));
    expect(expected.filter((k) => !inProof.has(k))).toEqual([]);
  });

  test('holds tests of every page that lists the shows: home, /shows/, /speaker-series/', () => {
    for (const page of ['(/)', '(/shows/)', '(/speaker-series/)']) {
      expect(proof().filter((t) => t.title.includes(page)).length).toBeGreaterThan(0);
    }
  });

  test('holds the sitemap, the season feed and the season split', () => {
    const titles = proof().map((t) => t.title);
    for (const what of [/sitemap/, /season feed/, /upcoming|past/]) {
      expect(titles.filter((title) => what.test(title)).length).toBeGreaterThan(0);
    }
  });
});

describe('the host-root tests', () => {
  const tagged = (tests: Listed[]) => tests.filter((t) => t.tags.includes('@host-root'));

  test('run in the host-root run: every page at the root, and analytics with an id', () => {
    const run = inProject(hostRoot, 'host-root');
    expect(run.filter((t) => t.file === 'base-path.spec.ts').length).toBeGreaterThan(0);
    expect(run.filter((t) => t.file === 'analytics.spec.ts').length).toBeGreaterThan(0);
    expect(run.map(key).sort()).toEqual(tagged(hostRoot).map(key).sort());
  });

  test('every page of the changed build is checked at the root', () => {
    const run = inProject(hostRoot, 'host-root').filter((t) => t.file === 'base-path.spec.ts');
    for (const name of changedShows) {
      expect(run.filter((t) => t.title.includes(`/shows/${name}/`)).length).toBeGreaterThan(0);
    }
  });

  test('never run in the main run, whose build is under the base path', () => {
    expect(tagged(main).map(key)).toEqual([]);
    const hostRootFiles = ['base-path.spec.ts'];
    expect(main.filter((t) => hostRootFiles.includes(t.file)).map(key)).toEqual([]);
  });
});

describe('the main run', () => {
  test('runs at phone width exactly the @layout and @phone-only tests', () => {
    const phone = inProject(main, 'phone');
    expect(phone.length).toBeGreaterThan(0);
    const untagged = phone.filter(
      (t) => !t.tags.includes('@layout') && !t.tags.includes('@phone-only'),
    );
    expect(untagged.map(key)).toEqual([]);
  });

  test('lets the worker run for the @service-worker tests alone, in the offline project', () => {
    const worker = main.filter((t) => t.tags.includes('@service-worker'));
    expect(worker.length).toBeGreaterThan(0);
    expect(worker.filter((t) => t.project !== 'offline').map(key)).toEqual([]);
    const others = inProject(main, 'offline').filter((t) => !t.tags.includes('@service-worker'));
    expect(others.map(key)).toEqual([]);
  });

  test('runs no @phone-only test at desktop width', () => {
    const desktop = inProject(main, 'desktop');
    expect(desktop.filter((t) => t.tags.includes('@phone-only')).map(key)).toEqual([]);
  });
});

test('every spec in e2e/ has tests in one run or the other', () => {
  const listed = new Set([...main, ...hostRoot].map((t) => t.file));
  const specs = readdirSync(path.join(root, 'e2e')).filter((file) => file.endsWith('.spec.ts'));
  expect(specs.length).toBeGreaterThan(0);
  // editor-show.spec.ts among them: its one test is made for the editor's show (its stand-in).
  expect(specs.filter((file) => !listed.has(file))).toEqual([]);
});
