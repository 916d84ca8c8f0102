import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { gzippedBytes, weighPages } from './page-weight';

let out: string;
beforeEach(() => {
  out = mkdtempSync(path.join(os.tmpdir(), 'page-weight-'));
});
afterEach(() => rmSync(out, { recursive: true, force: true }));

function page(name: string, html: string) {
  mkdirSync(path.join(out, name), { recursive: true });
  writeFileSync(path.join(out, name, 'index.html'), html);
  return gzippedBytes(html);
}

/** HTML that gzip cannot shrink much: random hex. */
const noisy = (bytes: number) => `<p>${randomBytes(bytes).toString('hex')}</p>`;

describe('weighPages', () => {
  it('passes a page exactly at the limit', async () => {
    const weight = page('a', noisy(2000));
    expect((await weighPages(out, weight)).over).toEqual([]);
  });

  it('names a page one byte over the limit', async () => {
    const weight = page('a', noisy(2000));
    expect((await weighPages(out, weight - 1)).over).toEqual([
      { page: path.join('a', 'index.html'), gzipBytes: weight },
    ]);
  });

  it('names the heaviest page and counts every page', async () => {
    page('light', '<p>hello</p>');
    const heavy = page('heavy', noisy(3000));
    const { pages, heaviest } = await weighPages(out);
    expect(pages).toBe(2);
    expect(heaviest).toEqual({ page: path.join('heavy', 'index.html'), gzipBytes: heavy });
  });

  it('has no heaviest page in an export with none', async () => {
    expect(await weighPages(out)).toEqual({ pages: 0, over: [] });
  });
});
