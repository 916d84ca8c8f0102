/** @jest-environment node */
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  readdirSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { MIN_BYTES, precompressFolder } from './precompress';

let work: string;
beforeEach(() => {
  work = mkdtempSync(path.join(tmpdir(), 'artistseries-precompress-'));
});
afterEach(() => rmSync(work, { recursive: true, force: true }));

/** Text that compresses, of about n bytes. */
const text = (n: number) =>
  Array.from({ length: Math.ceil(n / 40) }, (_, i) => `<p>line ${i} of the page</p>\n`)
    .join('')
    .slice(0, n);

function write(file: string, data: string | Buffer) {
  const full = path.join(work, 'site', file);
  mkdirSync(path.dirname(full), { recursive: true });
  writeFileSync(full, data);
  return full;
}

describe('precompressFolder', () => {
  it('writes a .br and a .gz that give back every compressible file above the threshold', async () => {
    const files = [
      'index.html',
      'faq/index.txt',
      '_next/static/chunks/a.js',
      'styles.css',
      'calendar.ics',
      'sitemap.xml',
      'icon.svg',
      'pagefind/pagefind-entry.json',
    ].map((file) => write(file, text(MIN_BYTES * 3)));
    const result = await precompressFolder(path.join(work, 'site'));
    expect(result.files).toBe(files.length);
    for (const file of files) {
      const original = readFileSync(file);
      expect(brotliDecompressSync(readFileSync(`${file}.br`)).equals(original)).toBe(true);
      expect(gunzipSync(readFileSync(`${file}.gz`)).equals(original)).toBe(true);
    }
    expect(result.brotliBytes).toBeLessThan(result.bytes);
    expect(result.gzipBytes).toBeLessThan(result.bytes);
  });

  it('leaves small files, images, fonts, PDFs and Pagefind’s gzipped index alone', async () => {
    const left = [
      write('small.js', text(MIN_BYTES - 1)),
      write('poster.jpg', text(MIN_BYTES * 3)),
      write('poster.webp', text(MIN_BYTES * 3)),
      write('font.woff2', text(MIN_BYTES * 3)),
      write('program.pdf', text(MIN_BYTES * 3)),
      write('pagefind/fragment/en_1.pf_fragment', text(MIN_BYTES * 3)),
      write('pagefind/wasm.en.pagefind', text(MIN_BYTES * 3)),
    ];
    expect((await precompressFolder(path.join(work, 'site'))).files).toBe(0);
    for (const file of left) {
      expect(existsSync(`${file}.br`)).toBe(false);
      expect(existsSync(`${file}.gz`)).toBe(false);
    }
  });

  it('never compresses its own output when run again', async () => {
    write('index.html', text(MIN_BYTES * 3));
    await precompressFolder(path.join(work, 'site'));
    await precompressFolder(path.join(work, 'site'));
    expect(readdirSync(path.join(work, 'site')).sort()).toEqual([
      'index.html',
      'index.html.br',
      'index.html.gz',
    ]);
  });

  it('takes a file seen before from the cache instead of compressing it again', async () => {
    const cacheDir = path.join(work, 'cache');
    const file = write('a.js', text(MIN_BYTES * 3));
    await precompressFolder(path.join(work, 'site'), { cacheDir });
    const cached = readdirSync(cacheDir, { recursive: true, encoding: 'utf8' }).filter((name) =>
      name.endsWith('.br'),
    );
    expect(cached).toHaveLength(1);
    // A marker in the cache shows up beside the file: it was read, not recomputed.
    writeFileSync(path.join(cacheDir, cached[0] ?? ''), 'from the cache');
    rmSync(`${file}.br`);
    await precompressFolder(path.join(work, 'site'), { cacheDir });
    expect(readFileSync(`${file}.br`, 'utf8')).toBe('from the cache');
    // Changed content is a new entry.
    write('a.js', text(MIN_BYTES * 4));
    await precompressFolder(path.join(work, 'site'), { cacheDir });
    expect(brotliDecompressSync(readFileSync(`${file}.br`)).toString()).toBe(text(MIN_BYTES * 4));
  });

  it('fills only the cache, leaving the folder as it is, when asked for the cache alone', async () => {
    const cacheDir = path.join(work, 'cache');
    write('a.js', text(MIN_BYTES * 3));
    const result = await precompressFolder(path.join(work, 'site'), { cacheDir, cacheOnly: true });
    expect(result.files).toBe(1);
    expect(readdirSync(path.join(work, 'site'))).toEqual(['a.js']);
    const cached = readdirSync(cacheDir, { recursive: true, encoding: 'utf8' }).filter((name) =>
      /\.(br|gz)$/.test(name),
    );
    expect(cached).toHaveLength(2);
  });
});
