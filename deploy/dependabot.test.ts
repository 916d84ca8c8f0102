/** @jest-environment node */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { parse } from 'yaml';

interface Update {
  'package-ecosystem': string;
  directory?: string;
  directories?: string[];
  schedule: { interval: string };
  groups?: Record<string, { 'update-types'?: string[] }>;
}

const config = parse(
  readFileSync(path.join(__dirname, '..', '.github', 'dependabot.yml'), 'utf8'),
) as { version: number; updates: Update[] };

function update(ecosystem: string): Update {
  const found = config.updates.find((entry) => entry['package-ecosystem'] === ecosystem);
  if (!found) throw new Error(`dependabot.yml has no ${ecosystem} entry`);
  return found;
}

describe('dependency updates (.github/dependabot.yml)', () => {
  it('is a version 2 Dependabot configuration', () => {
    expect(config.version).toBe(2);
  });

  it('checks the npm packages weekly, minor and patch releases grouped into one pull request', () => {
    const npm = update('npm');
    // Every folder with its own package-lock.json: the site, the benchmarks, the deploy tools.
    expect(npm.directories?.sort()).toEqual(['/', '/bench', '/deploy/cli']);
    for (const dir of npm.directories ?? []) {
      expect(existsSync(path.join(__dirname, '..', dir, 'package-lock.json'))).toBe(true);
    }
    expect(npm.schedule.interval).toBe('weekly');
    const groups = Object.values(npm.groups ?? {});
    expect(groups.some((group) => group['update-types']?.sort().join() === 'minor,patch')).toBe(
      true,
    );
  });

  it('checks the GitHub Actions the workflows use, monthly', () => {
    const actions = update('github-actions');
    expect(actions.directory).toBe('/');
    expect(actions.schedule.interval).toBe('monthly');
  });
});
