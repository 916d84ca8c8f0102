// Serves an exported site for a benchmark on 127.0.0.1 at the site's base path, through
// scripts/serve.ts, optionally with every script stripped (`--without-scripts`: the floor the
// benchmarks judge the scripts against). Resolves once the server answers, so no benchmark's first
// run meets a server still starting, and fails if the server exits first (a port already taken).
import { spawn } from 'node:child_process';
import { basePath } from '../lib/site/deployment';

export interface ServedExport {
  /** The site's address, ending in the base path and a slash: append a page's path. */
  origin: string;
  stop(): void;
}

const STARTS_WITHIN_MS = 30_000;

const answers = (url: string) =>
  fetch(url).then(
    (response) => response.ok,
    () => false,
  );

export interface ExportToServe {
  /** The exported site's folder; out/ when left out. */
  dir?: string;
  port: number;
  withoutScripts?: boolean;
}

export async function serveExport({
  dir = 'out',
  port,
  withoutScripts = false,
}: ExportToServe): Promise<ServedExport> {
  const origin = `http://127.0.0.1:${port}${basePath}/`;
  // Something left running from an earlier run would answer the checks below in our server's
  // place, and the benchmark would measure whatever it serves.
  if (await answers(origin)) throw new Error(`${origin}: something already answers there`);
  const args = [
    '--dir',
    dir,
    '--port',
    String(port),
    ...(withoutScripts ? ['--without-scripts'] : []),
  ];
  // Through tsx: serve.ts imports lib/ without file extensions, which plain Node cannot resolve.
  const child = spawn(process.execPath, ['--import', 'tsx', 'scripts/serve.ts', ...args], {
    stdio: 'ignore',
  });
  const deadline = Date.now() + STARTS_WITHIN_MS;
  for (;;) {
    if (child.exitCode !== null) {
      throw new Error(`scripts/serve.ts ${args.join(' ')} exited with code ${child.exitCode}`);
    }
    if (await answers(origin)) return { origin, stop: () => child.kill() };
    if (Date.now() > deadline) {
      child.kill();
      throw new Error(`${origin}: no answer within ${STARTS_WITHIN_MS / 1000} s`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/**
 * Several exports, each with its server: started one after another, and the ones already started
 * stopped again if a later one fails, so a failed start leaves no server behind.
 */
export async function serveExports<T extends ExportToServe>(
  exports: readonly T[],
): Promise<Array<T & { server: ServedExport }>> {
  const served: Array<T & { server: ServedExport }> = [];
  try {
    for (const spec of exports) served.push({ ...spec, server: await serveExport(spec) });
    return served;
  } catch (error) {
    for (const { server } of served) server.stop();
    throw error;
  }
}
