// Writes `name.br` and `name.gz` beside every compressible file of a folder, so a web server that
// looks for them (nginx's brotli_static and gzip_static, deploy/nginx.conf) sends the smallest
// copy made once at the best setting instead of compressing every response again at a fast one.
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/**
 * Text types the export holds (pages, the router's payloads, scripts, styles, calendars, feeds,
 * the sitemap, icons, the editor's config). Images, fonts (woff2 is compressed inside), PDFs and
 * Pagefind's index files (.pf_*, .pagefind: gzip already) are left alone.
 */
export const COMPRESSIBLE_EXTENSIONS = [
  '.html',
  '.txt',
  '.js',
  '.mjs',
  '.css',
  '.json',
  '.xml',
  '.ics',
  '.svg',
  '.webmanifest',
  '.yml',
] as const;

/** Below this, the headers outweigh what compression saves (nginx's own gzip starts at 256 B). */
export const MIN_BYTES = 1024;

export function isCompressible(file: string, size: number): boolean {
  const extension = path.extname(file).toLowerCase();
  return size >= MIN_BYTES && (COMPRESSIBLE_EXTENSIONS as readonly string[]).includes(extension);
}

export interface PrecompressResult {
  files: number;
  bytes: number;
  brotliBytes: number;
  gzipBytes: number;
}

/** At most this many files in flight: zlib's work runs on libuv's 4 threads. */
const PARALLEL = 8;

/**
 * Where compressed copies are kept by content between runs: brotli at quality 11 takes minutes
 * for the whole export on two busy cores, and most files (hashed chunks, the editor's script)
 * are the same from one build to the next. Bump the version when the settings below change.
 */
export const PRECOMPRESS_CACHE_DIR = 'node_modules/.cache/precompressed';
const CACHE_VERSION = 'br11-gz9-v1';

async function compress(data: Buffer) {
  return Promise.all([
    brotli(data, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        [constants.BROTLI_PARAM_SIZE_HINT]: data.length,
      },
    }),
    gzipAsync(data, { level: constants.Z_BEST_COMPRESSION, memLevel: 9 }),
  ]);
}

async function compressOne(file: string, cacheDir: string | undefined, beside: boolean) {
  const data = readFileSync(file);
  let br: Buffer;
  let gz: Buffer;
  if (cacheDir) {
    const key = createHash('sha256').update(CACHE_VERSION).update(data).digest('hex');
    const cached = path.join(cacheDir, key.slice(0, 2), key);
    if (existsSync(`${cached}.br`) && existsSync(`${cached}.gz`)) {
      br = readFileSync(`${cached}.br`);
      gz = readFileSync(`${cached}.gz`);
    } else {
      [br, gz] = await compress(data);
      mkdirSync(path.dirname(cached), { recursive: true });
      writeFileSync(`${cached}.br`, br);
      writeFileSync(`${cached}.gz`, gz);
    }
  } else {
    [br, gz] = await compress(data);
  }
  if (beside) {
    writeFileSync(`${file}.br`, br);
    writeFileSync(`${file}.gz`, gz);
  }
  return { bytes: data.length, brotliBytes: br.length, gzipBytes: gz.length };
}

/**
 * Compresses every compressible file under dir (brotli quality 11, gzip level 9), reusing the
 * copies in cacheDir for files seen before (none when cacheDir is undefined). With cacheOnly the
 * copies go into the cache alone and dir is left as it is: `npm test` fills the cache from out/
 * at idle priority, so that the nginx tests' own precompressed copy of it takes seconds.
 */
export async function precompressFolder(
  dir: string,
  { cacheDir, cacheOnly = false }: { cacheDir?: string; cacheOnly?: boolean } = {},
): Promise<PrecompressResult> {
  if (cacheOnly && !cacheDir) throw new Error('precompressFolder: cacheOnly needs a cacheDir');
  const files = readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.join(entry.parentPath, entry.name))
    .filter((file) => isCompressible(file, statSync(file).size));
  const result: PrecompressResult = { files: 0, bytes: 0, brotliBytes: 0, gzipBytes: 0 };
  let next = 0;
  const worker = async () => {
    while (next < files.length) {
      const file = files[next++];
      if (file === undefined) break;
      const one = await compressOne(file, cacheDir, !cacheOnly);
      result.files += 1;
      result.bytes += one.bytes;
      result.brotliBytes += one.brotliBytes;
      result.gzipBytes += one.gzipBytes;
    }
  };
  await Promise.all(Array.from({ length: PARALLEL }, worker));
  return result;
}
