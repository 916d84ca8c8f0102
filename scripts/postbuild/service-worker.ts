// Post-build step: writes the service worker (out/sw.js) with workbox-build's generateSW from
// lib/outputs/offline/worker-config.ts, then checks what it precaches: nothing the configuration
// excludes, and no more than PRECACHE_MAX_BYTES in all (docs/architecture.md#offline). Runs after
// the steps that change pages (islands.ts, which writes their policies), so the offline page is precached as it is served.
//
// Usage: tsx scripts/postbuild/service-worker.ts [--dir out]
import path from 'node:path';
import { parseArgs } from 'node:util';
import { generateSW, getManifest } from 'workbox-build';
import {
  PRECACHE_MAX_BYTES,
  precacheOptions,
  workerOptions,
  precacheProblems,
} from '../../lib/outputs/offline';
import { basePath } from '../../lib/site/deployment';

const { values } = parseArgs({ options: { dir: { type: 'string', default: 'out' } } });

async function main() {
  const precache = await getManifest(precacheOptions(values.dir));
  const problems = precacheProblems(
    precache.manifestEntries.map((entry) => entry.url),
    precache.size,
  );
  if (problems.length > 0) throw new Error(problems.join('\n'));
  const { count, size, warnings, filePaths } = await generateSW(
    workerOptions({ basePath, outDir: values.dir }),
  );
  for (const warning of [...precache.warnings, ...warnings]) {
    console.warn(`service worker: ${warning}`);
  }
  const worker = filePaths.find((file) => file.endsWith('.js')) ?? '';
  console.log(
    `service worker: ${path.relative('.', worker)} precaches ${count} files, ` +
      `${(size / 1024).toFixed(1)} KB of ${PRECACHE_MAX_BYTES / 1024} KB allowed`,
  );
}

main().catch((error: unknown) => {
  console.error(`service-worker: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
