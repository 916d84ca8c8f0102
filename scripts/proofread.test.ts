/** @jest-environment node */
// The proofreading check as `npm run proofread` runs it (./proofread.ts), on a small export made
// here, read with the real dictionary and the real content's names: it names each page with its
// findings and fails, or passes in silence but for its count.
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

const ROOT = path.join(__dirname, '..');

function exportOf(pages: Record<string, string>): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'proofread-'));
  for (const [address, body] of Object.entries(pages)) {
    const folder = path.join(dir, ...address.split('/').filter(Boolean));
    mkdirSync(folder, { recursive: true });
    writeFileSync(
      path.join(folder, 'index.html'),
      `<!DOCTYPE html><html lang="en"><head><title>Shows</title></head><body>${body}</body></html>`,
    );
  }
  return dir;
}

function proofread(dir: string) {
  return spawnSync(process.execPath, ['--import', 'tsx', 'scripts/proofread.ts', dir], {
    cwd: ROOT,
    encoding: 'utf8',
  });
}

describe('npm run proofread', () => {
  it('fails naming the page and its words, rule by rule, and passes the page that reads well', () => {
    const run = proofread(
      exportOf({
        '/': '<p>The show starts at eight.</p>',
        '/faq/': '<p>We have 1 shows at the centre; recieve it.</p>',
      }),
    );
    expect(run.status).toBe(1);
    expect(run.stderr).toContain(
      '/faq/\n  spelling: recieve\n  one word: centre (say center)\n  one with a plural: 1 shows\n',
    );
    expect(run.stderr).toMatch(/^1 of 2 pages needs proofreading/m);
    expect(run.stderr).not.toMatch(/^\/\n/m);
  }, 60_000);

  it('passes an export whose every page reads well', () => {
    const run = proofread(exportOf({ '/': '<p>The show starts at eight.</p>' }));
    expect(run.stderr).toBe('');
    expect(run.stdout).toMatch(/^1 page read as one voice/);
    expect(run.status).toBe(0);
  }, 60_000);
});
