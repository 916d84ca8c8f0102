// Builds the one extra variant of the site the browser tests need, next to the real build in
// out/ (made earlier by `npm run build`), and with it proves that staff can change the season
// without a developer (test/support/host-root-variant.ts):
//   out-e2e-root/          BASE_PATH='' to prove every link and file also works at a host root,
//                          and a measurement id, to count page_view events (the base path in
//                          page_path is a unit test's job: components/analytics/page-views.test.ts);
//   out-e2e-root-content/  the content it was built from: content/ with one show removed and two
//                          added: one tab-indented with Windows line breaks, and the files
//                          e2e/editor.spec.ts proves the real editor saves for a new show
//                          (test/support/host-root-variant.ts), read by its tests.
// The change is made in a throw-away copy of the project (test/support/project-copy.ts), which goes
// through the staff's own steps, each of which must pass:
//   1. `npm run images` draws the new show's placeholder images (README, "Adding a show");
//   2. `npm run build` accepts the content and writes the new show's page and not the removed one.
// That formatting never blocks content is test/format-check.test.ts's proof (Prettier's own
// answer for any content file): running Prettier over the whole copy again cost half a minute of
// CPU on the critical path of `npm test` and proved nothing more.
// Then `E2E_BUILD=host-root playwright test` (npm run test:e2e) runs the host-root and analytics
// specs and the content-made specs' tests the change touches on this build, with no test edited.
// One build serves both purposes, so `npm test` builds the site twice, not three times.
//
// E2E_SKIP_BUILD=1 reuses an existing variant (handy when only the tests changed); KEEP_PROOF=1
// keeps the copy (it is kept anyway when a step fails).
import { execFileSync } from 'node:child_process';
import { cpSync, existsSync, renameSync, rmSync } from 'node:fs';
import path from 'node:path';
import { copyProject } from '../test/support/project-copy';
import {
  ADDED_SHOW,
  addEditorShow,
  changeContent,
  EDITOR_SHOW,
  HOST_ROOT_CONTENT_DIR,
  HOST_ROOT_DIR,
  HOST_ROOT_ENV,
} from '../test/support/host-root-variant';

function log(message: string) {
  console.log(`e2e-build: ${message}`);
}

const root = process.cwd();
const mainDir = process.env.E2E_OUT_DIR || 'out';
if (!existsSync(`${mainDir}/index.html`)) {
  console.error(
    `e2e-build: ${mainDir}/ has no build; run \`npm run build\` first (npm test does).`,
  );
  process.exit(1);
}

if (
  process.env.E2E_SKIP_BUILD === '1' &&
  existsSync(path.join(HOST_ROOT_DIR, 'index.html')) &&
  existsSync(HOST_ROOT_CONTENT_DIR)
) {
  log(`reusing ${HOST_ROOT_DIR}/ and ${HOST_ROOT_CONTENT_DIR}/ (E2E_SKIP_BUILD=1)`);
  process.exit(0);
}

/** A rename where it can (same file system), else a copy. */
function move(from: string, to: string) {
  rmSync(to, { recursive: true, force: true });
  try {
    renameSync(from, to);
  } catch {
    cpSync(from, to, { recursive: true });
  }
}

const started = Date.now();
const copy = copyProject(root, 'artistseries-host-root-', log);
log(`copied the project to ${copy}`);
let passed = false;
try {
  const { removed } = changeContent(path.join(copy, 'content'));
  log(`removed the show ${removed}; added content/shows/${ADDED_SHOW.name}.json (tabs, CRLF)`);
  await addEditorShow(copy);
  log(`added ${EDITOR_SHOW.name}, as e2e/editor.spec.ts proves the content editor saves it`);

  // The copy builds from its own content/ into its own out/, whatever this shell points at. It has
  // no git history (test/support/project-copy.ts leaves .git out), so calendar revisions are the
  // files' own (CONTENT_HISTORY, lib/site/deployment.ts). It is thrown away after one build, so
  // it writes no compile cache for a next one (COMPILE_CACHE, next.config.ts).
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    NEXT_TELEMETRY_DISABLED: '1',
    CONTENT_HISTORY: 'files',
    COMPILE_CACHE: 'off',
  };
  delete env.CONTENT_DIR;
  delete env.NEXT_DIST_DIR;
  const run = (script: string, extra: Record<string, string> = {}) => {
    const shown = Object.entries(extra).map(([key, value]) => `${key}=${JSON.stringify(value)} `);
    log(`${shown.join('')}npm run ${script} (in the copy)`);
    execFileSync('npm', ['run', script], {
      cwd: copy,
      stdio: 'inherit',
      env: { ...env, ...extra },
    });
  };
  run('images');
  run('build', HOST_ROOT_ENV);

  const out = path.join(copy, 'out');
  if (!existsSync(path.join(out, 'index.html'))) {
    throw new Error('the build finished but wrote no index.html');
  }
  for (const added of [ADDED_SHOW.name, EDITOR_SHOW.name]) {
    if (!existsSync(path.join(out, 'shows', added, 'index.html'))) {
      throw new Error(`the build wrote no page for the added show (shows/${added}/)`);
    }
  }
  // Its images may stay in public/ (staff often leave them); its page must go.
  if (existsSync(path.join(out, 'shows', removed, 'index.html'))) {
    throw new Error(`the build still wrote the removed show's page (shows/${removed}/)`);
  }
  move(out, path.join(root, HOST_ROOT_DIR));
  move(path.join(copy, 'content'), path.join(root, HOST_ROOT_CONTENT_DIR));
  passed = true;
  log(
    `${HOST_ROOT_DIR}/ built from ${HOST_ROOT_CONTENT_DIR}/ in ` +
      `${Math.round((Date.now() - started) / 1000)} s`,
  );
} finally {
  if (passed && process.env.KEEP_PROOF !== '1') {
    rmSync(copy, { recursive: true, force: true });
  } else {
    log(`the copy is kept for inspection: ${copy}`);
  }
}
