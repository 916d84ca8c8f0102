// `npm run serve`: serves the exported site locally at its base path (deploy/static-server.ts).
//
// Usage: tsx scripts/serve.ts [--dir out] [--port 3000] [--host 127.0.0.1] [--without-scripts]
// --without-scripts serves every page with its scripts removed: the benchmark's "no JavaScript at
// all" baseline.
import path from 'node:path';
import { parseArgs } from 'node:util';
import { serve } from '../deploy/static-server';
import { basePath } from '../lib/site/deployment';

async function main() {
  const { values } = parseArgs({
    options: {
      dir: { type: 'string', default: process.env.SERVE_DIR ?? 'out' },
      port: { type: 'string', default: process.env.PORT ?? '3000' },
      host: { type: 'string', default: '127.0.0.1' },
      'without-scripts': { type: 'boolean', default: false },
    },
  });
  const root = path.resolve(values.dir);
  await serve({
    root,
    port: Number(values.port),
    host: values.host,
    withoutScripts: values['without-scripts'],
  });
  console.log(`Serving ${root} at http://${values.host}:${values.port}${basePath}/`);
}

main().catch((error: unknown) => {
  console.error(`serve: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
