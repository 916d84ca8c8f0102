/** @jest-environment node */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

import { HistoryUnavailable, readLastChanged } from './versions';
import { gitIn } from '../../../test/support/git';

function git(cwd: string, date: string, ...args: string[]) {
  gitIn(cwd, args, date);
}

function write(root: string, file: string, text: string) {
  fs.mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
  fs.writeFileSync(path.join(root, file), text);
}

describe('when each content file last changed', () => {
  it('is the date of the newest commit that touched it, each file its own', () => {
    const root = fs.realpathSync(fs.mkdtempSync(path.join(os.tmpdir(), 'last-changed-')));
    git(root, '2026-09-01T10:00:00Z', 'init', '--quiet', '--initial-branch=main');
    write(root, 'content/shows/a.json', '{}');
    write(root, 'content/venues.json', '[]');
    write(root, 'README.md', 'not content');
    git(root, '2026-09-01T10:00:00Z', 'add', '--all');
    git(root, '2026-09-01T10:00:00Z', 'commit', '--quiet', '-m', 'Season announced');
    write(root, 'content/shows/a.json', '{"status":"soldOut"}');
    git(root, '2026-10-15T16:30:00Z', 'commit', '--quiet', '--all', '-m', 'Sold out');

    const changed = readLastChanged(path.join(root, 'content'));
    expect(Date.parse(changed.get(path.join(root, 'content/shows/a.json')) ?? '')).toBe(
      Date.parse('2026-10-15T16:30:00Z'),
    );
    expect(Date.parse(changed.get(path.join(root, 'content/venues.json')) ?? '')).toBe(
      Date.parse('2026-09-01T10:00:00Z'),
    );
    expect(changed.has(path.join(root, 'README.md'))).toBe(false);
    fs.rmSync(root, { recursive: true, force: true });
  });

  it('cannot be told outside a git repository', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'no-history-'));
    expect(() => readLastChanged(dir)).toThrow(HistoryUnavailable);
    fs.rmSync(dir, { recursive: true, force: true });
  });
});
