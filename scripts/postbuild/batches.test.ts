/** @jest-environment node */
// The page steps after the build must hold a bounded number of pages at once, whatever the size
// of the archive: a step that starts every page together runs out of memory at a few hundred
// shows. Every page read is counted while it is under way (held a few turns of the event loop);
// the most at once must be the bound, not the number of pages.
import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

import { PAGES_AT_ONCE } from '../../lib/build/bounded';
import { shipPages } from './islands';
import { islandNames } from '../../components/islands/registry';

const reads = { running: 0, most: 0 };

jest.mock('node:fs/promises', () => {
  const actual = jest.requireActual<typeof import('node:fs/promises')>('node:fs/promises');
  return {
    ...actual,
    readFile: async (...args: Parameters<typeof actual.readFile>) => {
      reads.running += 1;
      reads.most = Math.max(reads.most, reads.running);
      try {
        for (let turn = 0; turn < 3; turn += 1) await new Promise((r) => setImmediate(r));
        return await actual.readFile(...args);
      } finally {
        reads.running -= 1;
      }
    },
  };
});

const PAGES = PAGES_AT_ONCE * 4 + 5;
// A real page of Next's, as the islands step finds it.
const PAGE = readFileSync(path.join(__dirname, '__fixtures__', 'next-16.4.6-faq.html'), 'utf8');
const SCRIPTS = {
  loader: '/artistseries/_islands/start-A.js',
  pageViews: '/artistseries/_islands/page-views-B.js',
  worker: '/artistseries/_islands/worker-C.js',
  basePath: '/artistseries',
  islandNames,
  analytics: false,
};

/** An export of many copies of a real page. */
function bigExport(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'batches-'));
  for (let i = 0; i < PAGES; i += 1) {
    mkdirSync(path.join(dir, `p${i}`));
    writeFileSync(path.join(dir, `p${i}`, 'index.html'), PAGE);
  }
  return dir;
}

beforeEach(() => {
  reads.running = 0;
  reads.most = 0;
});

describe('post-build page steps on an export of many pages', () => {
  it(`the islands step reads at most ${PAGES_AT_ONCE} pages at once on a thread`, async () => {
    const dir = bigExport();
    const files = Array.from({ length: PAGES }, (_, i) => path.join(dir, `p${i}`, 'index.html'));
    const result = await shipPages(files, dir, SCRIPTS);
    expect(result.failed).toEqual([]);
    expect(readFileSync(files[PAGES - 1]!, 'utf8')).toContain('Content-Security-Policy');
    expect(reads.most).toBe(PAGES_AT_ONCE);
    // Parsing every page takes a while on a busy machine; the bound is what is tested.
  }, 60_000);
});
