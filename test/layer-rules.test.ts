/** @jest-environment node */
// The layer rules of eslint.config.mjs, run through ESLint's API with the project's own
// configuration, on code written here: each forbidden import is reported in a browser-safe module
// and in a client component, and what those may import is not.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

const ROOT = path.join(__dirname, '..');

// ESLint loads eslint.config.mjs with import(), which Jest's module sandbox does not allow, so its
// API runs in a child Node process: every case in one run, given and answered as JSON.
const RUNNER = `
import { ESLint } from 'eslint';
import path from 'node:path';
let input = '';
for await (const chunk of process.stdin) input += chunk;
const eslint = new ESLint({ cwd: process.cwd() });
const answers = [];
for (const { code, file } of JSON.parse(input)) {
  const [result] = await eslint.lintText(code, { filePath: path.join(process.cwd(), file) });
  const fatal = result.messages.filter((message) => message.fatal).map((m) => m.message);
  if (fatal.length > 0) throw new Error(file + ': ' + fatal.join('; '));
  answers.push(
    result.messages
      .filter((message) => message.ruleId?.startsWith('layers/'))
      .map((message) => message.ruleId + ': ' + message.message),
  );
}
process.stdout.write(JSON.stringify(answers));
`;

interface Case {
  code: string;
  file: string;
}

/** The layer rules' messages for each case, linted as if `code` were the project's `file`. */
function lintAll(cases: Case[]): string[][] {
  const run = spawnSync(process.execPath, ['--input-type=module', '-e', RUNNER], {
    cwd: ROOT,
    input: JSON.stringify(cases),
    encoding: 'utf8',
    maxBuffer: 16 * 1024 * 1024,
  });
  if (run.status !== 0) throw new Error(`ESLint failed: ${run.stderr}`);
  return JSON.parse(run.stdout) as string[][];
}

const cases: Case[] = [];
let answers: string[][] = [];

/** Registers a case now (before the one ESLint run); its answer is read inside a test. */
function lint(code: string, file: string): () => string[] {
  const index = cases.push({ code, file }) - 1;
  return () => {
    const answer = answers[index];
    if (!answer) throw new Error(`no answer for ${file}`);
    return answer;
  };
}

beforeAll(() => {
  answers = lintAll(cases);
}, 120_000);

const CLIENT = "'use client';\n";

/** Forbidden imports, as a browser-safe module in lib/time/ would write them. */
const FORBIDDEN: Array<[what: string, code: string]> = [
  ['zod', "import { z } from 'zod';\nexport const a = z;\n"],
  ['a zod subpath', "import * as z from 'zod/mini';\nexport const a = z;\n"],
  ['node:fs', "import { readFileSync } from 'node:fs';\nexport const a = readFileSync;\n"],
  ['fs without node:', "import { readFileSync } from 'fs';\nexport const a = readFileSync;\n"],
  ['path', "import path from 'path';\nexport const a = path;\n"],
  ['sanitize-html', "import sanitize from 'sanitize-html';\nexport const a = sanitize;\n"],
  ['html-to-text', "import { convert } from 'html-to-text';\nexport const a = convert;\n"],
  ['the content facade', "import { getShows } from '../content';\nexport const a = getShows;\n"],
  ['the loader', "import { loadContent } from '../content/load';\nexport const a = loadContent;\n"],
  [
    'a schema',
    "import { showSchema } from '@/lib/concepts/shows/build';\nexport const a = showSchema;\n",
  ],
  [
    'a build-only lib module',
    "import { toIcs } from '../outputs/ical';\nexport const a = toIcs;\n",
  ],
  ['re-exported content', "export { getShows } from '../content';\n"],
  ['a dynamic import', "export const a = () => import('../content/load');\n"],
  ['a require', "export const a = require('node:path');\n"],
];

/** What a browser-safe module or client component may import. */
const ALLOWED: Array<[what: string, code: string]> = [
  ['the routes', "import { routes } from '../site/routes';\nexport const a = routes;\n"],
  [
    'the paths',
    "import { withBasePath } from '@/lib/site/paths';\nexport const a = withBasePath;\n",
  ],
  [
    'the search names',
    "import { searchFilterNames } from '@/lib/outputs/search/browser/search-names';\nexport const a = searchFilterNames;\n",
  ],
  [
    "a room's front door",
    "import { statusNames } from '@/lib/concepts/shows';\nexport const a = statusNames;\n",
  ],
  ['a browser package', "import { TZDate } from '@date-fns/tz';\nexport const a = TZDate;\n"],
  // Types are erased: they cost the browser nothing.
  ['content types', "import type { Show } from '../content/types';\nexport type A = Show;\n"],
  [
    'a schema type, inline',
    "import { type ShowStatus } from '@/lib/concepts/shows/build';\nexport type A = ShowStatus;\n",
  ],
  ["zod's types", "import type { z } from 'zod';\nexport type A = z.ZodType;\n"],
];

const asComponent = (code: string) => CLIENT + code.replaceAll("'../", "'@/lib/");
const BROWSER_SAFE_FILE = 'lib/time/lint-probe.ts';
const CLIENT_FILE = 'components/tickets/LintProbe.tsx';

describe('layers/browser-safe (eslint.config.mjs)', () => {
  describe.each(FORBIDDEN)('%s', (_what, code) => {
    const inModule = lint(code, BROWSER_SAFE_FILE);
    const inComponent = lint(asComponent(code), CLIENT_FILE);

    it('is reported in a browser-safe module', () => {
      expect(inModule()).toHaveLength(1);
      expect(inModule()[0]).toMatch(
        /^layers\/browser-safe: A browser-safe module \(lib\/time\/lint-probe\) runs in the browser/,
      );
    });

    it("is reported in a 'use client' component", () => {
      expect(inComponent()).toHaveLength(1);
      expect(inComponent()[0]).toMatch(
        /^layers\/browser-safe: A 'use client' component runs in the browser/,
      );
    });
  });

  describe.each([
    'lib/concepts/shows/rules/lint-probe.ts',
    'lib/concepts/picks/rules/lint-probe.ts',
    // A room's front door re-exports its rules/, so it is held to them.
    'lib/concepts/shows/index.ts',
    'lib/site/lint-probe.ts',
    'lib/outputs/search/browser/lint-probe.ts',
    'lib/outputs/calendar/browser/lint-probe.ts',
  ])('%s', (file) => {
    const answer = lint("import { z } from 'zod';\nexport const a = z;\n", file);
    it('is a browser-safe module too', () => {
      expect(answer()).toHaveLength(1);
    });
  });

  describe.each([
    'lib/outputs/calendar/lint-probe.ts',
    'lib/outputs/lint-probe.ts',
    'lib/concepts/shows/lint-probe.ts',
  ])('%s', (file) => {
    const answer = lint("import { z } from 'zod';\nexport const a = z;\n", file);
    it('is build-only: beside a browser/ or rules/ folder is not in it', () => {
      expect(answer()).toEqual([]);
    });
  });

  it('names folders only, each one that exists (a * stands for every room that has it)', () => {
    const config = readFileSync(path.join(ROOT, 'eslint.config.mjs'), 'utf8');
    const list = /export const BROWSER_SAFE = \[([^\]]*)\]/.exec(config)?.[1] ?? '';
    const entries = [...list.matchAll(/'([^']+)'/g)].map((m) => m[1] ?? '');
    expect(entries.length).toBeGreaterThan(0);
    for (const entry of entries) {
      expect(entry).toMatch(/^lib\/.+\/$/);
      const [parent = '', rest = ''] = entry.split('*');
      const folders = entry.includes('*')
        ? readdirSync(path.join(ROOT, parent)).map((room) => `${parent}${room}${rest}`)
        : [entry];
      expect(folders.filter((folder) => existsSync(path.join(ROOT, folder)))).not.toEqual([]);
      for (const folder of folders.filter((f) => existsSync(path.join(ROOT, f))))
        expect(statSync(path.join(ROOT, folder)).isDirectory()).toBe(true);
    }
  });

  describe.each(ALLOWED)('%s', (_what, code) => {
    const inModule = lint(code, BROWSER_SAFE_FILE);
    const inComponent = lint(asComponent(code), CLIENT_FILE);
    it('is allowed in a browser-safe module and in a client component', () => {
      expect(inModule()).toEqual([]);
      expect(inComponent()).toEqual([]);
    });
  });

  const buildOnly =
    "import { z } from 'zod';\nimport { getShows } from '@/lib/content';\nexport const a = [z, getShows];\n";
  const inContent = lint(buildOnly, 'lib/content/lint-probe.ts');
  const inServerComponent = lint(buildOnly, CLIENT_FILE);
  const inTest = lint(buildOnly, 'lib/concepts/shows/rules/lint-probe.test.ts');
  it('leaves build-only code, server components and tests free to import the content layer', () => {
    expect(inContent()).toEqual([]);
    expect(inServerComponent()).toEqual([]);
    expect(inTest()).toEqual([]);
  });

  const notADirective = lint(
    "import { getShows } from '@/lib/content';\nexport const a = ['use client', getShows];\n",
    CLIENT_FILE,
  );
  it("finds the directive only where React does: a 'use client' string elsewhere is none", () => {
    expect(notADirective()).toEqual([]);
  });
});

/**
 * The probes' imports of scripts/ are written with the folder's name in a variable, so that the
 * probe texts are not taken for imports of this file by tools that read the source as text.
 */
const ENTRY_POINTS = 'scripts';
const importFrom = (specifier: string) =>
  `import { x } from '${specifier}';\nexport const a = x;\n`;

describe('layers/entry-points-only (eslint.config.mjs)', () => {
  describe.each([
    ['bench/lint-probe.ts', importFrom(`../${ENTRY_POINTS}/serve`)],
    ['e2e/lint-probe.ts', importFrom(`../${ENTRY_POINTS}/editor`)],
    ['deploy/lint-probe.test.ts', importFrom(`../${ENTRY_POINTS}/postbuild/write-image-variants`)],
    ['lib/build/lint-probe.ts', importFrom(`@/${ENTRY_POINTS}/postbuild/islands`)],
  ])('%s', (file, code) => {
    const answer = lint(code, file);
    it('is reported for importing from scripts/', () => {
      expect(answer()).toHaveLength(1);
      expect(answer()[0]).toMatch(
        /^layers\/entry-points-only: scripts\/ holds command entry points only/,
      );
    });
  });

  const withinScripts = lint(
    "import { shipIslands } from './islands';\nexport const a = shipIslands;\n",
    'scripts/postbuild/lint-probe.ts',
  );
  const fromItsLayer = lint(
    "import { serve } from '../deploy/static-server';\nexport const a = serve;\n",
    'bench/lint-probe.ts',
  );
  it('lets scripts import one another and every folder import the layers', () => {
    expect(withinScripts()).toEqual([]);
    expect(fromItsLayer()).toEqual([]);
  });
});
