// A throw-away copy of the project in a temporary folder, to build or test changed content
// without touching the working tree (scripts/e2e-build.ts, bench/scale.ts). A copy has no git
// history, so whoever builds it sets CONTENT_HISTORY=files (lib/site/deployment.ts): the calendar
// revisions the files write, instead of those counted from the history.
// node_modules is hard-linked, not copied or symlinked: no second install and no disk cost, and
// Turbopack refuses a node_modules symlink that points outside the project.
import { execFileSync } from 'node:child_process';
import { cpSync, mkdtempSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

/** What a copy leaves out: dependencies (linked instead), builds, reports, history. */
const NOT_COPIED =
  /^(node_modules|\.git|\.next(-.*)?|out(-.*)?|test-results|playwright-report|bench-results|coverage)$/;

/** Copies the project at root into a new temporary folder named after prefix; returns it. */
export function copyProject(
  root: string,
  prefix: string,
  log: (message: string) => void = console.log,
): string {
  const copy = mkdtempSync(path.join(tmpdir(), prefix));
  for (const entry of readdirSync(root)) {
    if (NOT_COPIED.test(entry)) continue;
    cpSync(path.join(root, entry), path.join(copy, entry), {
      recursive: true,
      // A nested install (bench/'s own tools) is not needed to build or test the site.
      filter: (source) => path.basename(source) !== 'node_modules',
    });
  }
  try {
    execFileSync('cp', ['-al', path.join(root, 'node_modules'), path.join(copy, 'node_modules')]);
  } catch {
    log('cannot hard-link node_modules (another file system?); copying it');
    cpSync(path.join(root, 'node_modules'), path.join(copy, 'node_modules'), {
      recursive: true,
      verbatimSymlinks: true,
    });
  }
  return copy;
}
