/** @jest-environment node */
import { readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * npm 11 prints a warning on every install for each package whose install script is not reviewed
 * in package.json's `allowScripts` (`npm approve-scripts --allow-scripts-pending` lists them).
 * Reviewed here, README "Install scripts": esbuild's checks its platform binary (allowed);
 * @parcel/watcher's builds from source only where no prebuilt binary exists, and only Jest's
 * watch mode uses it (denied); vnu-jar's downloads a Java runtime from GitHub when `java` is
 * missing, where scripts/ensure-test-tools.ts installs Debian's (denied: no downloads at install).
 * The deploy tools (deploy/cli/): esbuild's and workerd's check their platform binaries (allowed);
 * netlify-cli's only prints a welcome, sharp's builds from source without a prebuilt binary, and
 * neither is needed to publish (denied).
 */
const ROOT = path.join(__dirname, '..');

function withInstallScripts(dir: string): string[] {
  const lock = JSON.parse(readFileSync(path.join(ROOT, dir, 'package-lock.json'), 'utf8')) as {
    packages: Record<string, { hasInstallScript?: boolean }>;
  };
  return Object.entries(lock.packages)
    .filter(([, entry]) => entry.hasInstallScript)
    .map(([where]) => where.replace(/^.*node_modules\//, ''))
    .sort();
}

function allowScripts(dir: string): Record<string, boolean> {
  const pkg = JSON.parse(readFileSync(path.join(ROOT, dir, 'package.json'), 'utf8')) as {
    allowScripts?: Record<string, boolean>;
  };
  return pkg.allowScripts ?? {};
}

describe.each(['.', 'bench', 'deploy/cli'])('install scripts in %s', (dir) => {
  it('every package in the lock file that has one is reviewed in allowScripts', () => {
    const reviewed = allowScripts(dir);
    const unreviewed = withInstallScripts(dir).filter((name) => !(name in reviewed));
    expect(unreviewed).toEqual([]);
  });

  it('allowScripts names only packages that are installed and have one', () => {
    const present = new Set(withInstallScripts(dir));
    expect(Object.keys(allowScripts(dir)).filter((name) => !present.has(name))).toEqual([]);
  });
});

it("vnu-jar may not download a Java runtime at install (Debian's is installed for the tests)", () => {
  expect(allowScripts('.')['vnu-jar']).toBe(false);
});
