// Writes a .br and a .gz beside every compressible file of a built site, as the package step
// does (lib/build/precompress.ts), for a server that sends them itself: nginx with brotli_static
// and gzip_static (deploy/nginx.conf), e.g. before the copy to the university server.
//
//   tsx scripts/precompress.ts [--cache-only] [DIR]      (default out/)
//
// --cache-only fills the cache (lib/build/precompress.ts) and writes nothing into DIR: what
// `npm test` runs beside the browser tests, so that the nginx tests' copy is quick.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { precompressFolder, PRECOMPRESS_CACHE_DIR } from '../lib/build/precompress';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const { values, positionals } = parseArgs({
  options: { 'cache-only': { type: 'boolean', default: false } },
  allowPositionals: true,
});
const dir = path.resolve(positionals[0] ?? 'out');
const cacheOnly = values['cache-only'];
const started = Date.now();
precompressFolder(dir, { cacheDir: path.join(ROOT, PRECOMPRESS_CACHE_DIR), cacheOnly }).then(
  (result) => {
    console.log(
      `precompress${cacheOnly ? ' (into the cache only)' : ''}: ${result.files} files in ${dir} in ${((Date.now() - started) / 1000).toFixed(1)} s ` +
        `(${(result.bytes / 1e6).toFixed(1)} MB → brotli ${(result.brotliBytes / 1e6).toFixed(1)} MB, ` +
        `gzip ${(result.gzipBytes / 1e6).toFixed(1)} MB)`,
    );
  },
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
