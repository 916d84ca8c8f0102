// Writes a .br and a .gz beside every compressible file of a built site, as the package step
// does (lib/build/precompress.ts), for a server that sends them itself: nginx with brotli_static
// and gzip_static (deploy/nginx.conf), e.g. before the copy to the university server.
//
//   tsx scripts/precompress.ts [DIR]      (default out/)
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { precompressFolder, PRECOMPRESS_CACHE_DIR } from '../lib/build/precompress';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const dir = path.resolve(process.argv[2] ?? 'out');
const started = Date.now();
precompressFolder(dir, { cacheDir: path.join(ROOT, PRECOMPRESS_CACHE_DIR) }).then(
  (result) => {
    console.log(
      `precompress: ${result.files} files in ${dir} in ${((Date.now() - started) / 1000).toFixed(1)} s ` +
        `(${(result.bytes / 1e6).toFixed(1)} MB → brotli ${(result.brotliBytes / 1e6).toFixed(1)} MB, ` +
        `gzip ${(result.gzipBytes / 1e6).toFixed(1)} MB)`,
    );
  },
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
