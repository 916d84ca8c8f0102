// `npm run bench:load [-- --site out --duration 8 --connections 10,50,200]`: how much traffic the
// project's nginx configuration (deploy/nginx.conf and its generated snippets) holds, serving the
// built site on this machine, with and without the precompressed .br/.gz files the package step
// writes (lib/build/precompress.ts), side by side in one run.
//
// Two nginx servers on loopback (127.0.0.1, ports LOAD_PORT_BASE and the next, 8252 by default),
// one per core, get the same mix of requests a visit makes (page, stylesheet, scripts, images,
// the router's payloads, calendar and sitemap) with a browser's Accept-Encoding, at rising
// concurrency, from wrk (Debian's package: a C client, so the client is not what saturates, as a
// Node one would on two cores; bench/load-mix.lua walks the visit). Each step is bounded in time
// (--duration seconds) and count (--max-requests); the two servers take turns step by step, so a
// neighbour's load falls on both alike. It reports requests per second, p50/p99 latency and
// errors per step, and the bytes one page view transfers from each server (one visit fetched
// once, headers included), prints a table and writes bench/results/load.json. Not part of `npm test`: it needs a quiet machine to mean much,
// and prints the load average before and after for that reason.
import { execFile, spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { request } from 'node:http';
import { promisify } from 'node:util';
import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { writeServerSetup } from '../deploy/nginx-config';
import { NGINX } from '../deploy/nginx-packages';
import { precompressFolder, PRECOMPRESS_CACHE_DIR } from '../lib/build/precompress';
import { loadNow, provenanceNow, writeResults, type LoadStep } from './results';
import { LOAD_TARGETS } from './targets';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const BASE = '/artistseries/';
/** What Chromium sends (Firefox and Safari send the same set without zstd). */
const ACCEPT_ENCODING = 'gzip, deflate, br, zstd';

const { values } = parseArgs({
  options: {
    site: { type: 'string', default: 'out' },
    duration: { type: 'string', default: '8' },
    connections: { type: 'string', default: '10,50,200' },
    'max-requests': { type: 'string', default: '300000' },
  },
});
const duration = Number(values.duration);
const maxRequests = Number(values['max-requests']);
const steps = values.connections.split(',').map(Number);
if (!(duration > 0 && duration <= 60) || !(maxRequests > 0)) {
  throw new Error('--duration must be 1-60 seconds and --max-requests positive');
}
if (!steps.every((n) => Number.isInteger(n) && n > 0 && n <= 1000)) {
  throw new Error('--connections: a list of 1-1000, e.g. 10,50,200');
}
const portBase = Number(process.env.LOAD_PORT_BASE || 8252);
const siteDir = path.resolve(values.site);

/** One visit's requests, as the home page and a show page make them, plus the feeds. */
function requestMix(): { paths: string[]; pageViews: number } {
  const read = (file: string) => readFileSync(path.join(siteDir, file), 'utf8');
  const home = read('index.html');
  if (!home.includes(`"${BASE}_next/static/`)) {
    throw new Error(`${siteDir} was not built for ${BASE}; build with the default BASE_PATH`);
  }
  const local = (html: string, pattern: RegExp) =>
    [...new Set([...html.matchAll(pattern)].map((m) => m[1] ?? ''))].filter((url) =>
      existsSync(path.join(siteDir, url.replace(/\?.*$/, ''))),
    );
  const show = /href="\/artistseries\/(shows\/[^"/]+\/)"/.exec(home)?.[1];
  const pages = ['', 'faq/', ...(show ? [show] : [])];
  const paths: string[] = [];
  for (const page of pages) {
    const html = read(path.join(page, 'index.html'));
    paths.push(`${BASE}${page}`);
    paths.push(
      ...local(html, /href="\/artistseries\/(_next\/static\/[^"]+\.css)"/g).map((u) => BASE + u),
    );
    // The page's own scripts (the islands' loader, scripts/postbuild/islands.ts), first four.
    paths.push(
      ...local(html, /src="\/artistseries\/(_islands\/[^"]+\.js)"/g)
        .slice(0, 4)
        .map((u) => BASE + u),
    );
    paths.push(
      ...local(html, /(?:src|srcSet|srcset)="\/artistseries\/([^" ]+\.(?:webp|avif|jpg|svg))/g)
        .slice(0, 3)
        .map((u) => BASE + u),
    );
    // The router's payload for the page, as a client-side navigation asks for it.
    if (existsSync(path.join(siteDir, page, 'index.txt'))) paths.push(`${BASE}${page}index.txt`);
  }
  for (const feed of ['calendar.ics', 'sitemap.xml']) {
    if (existsSync(path.join(siteDir, feed))) paths.push(`${BASE}${feed}`);
  }
  return { paths, pageViews: pages.length };
}

interface Server {
  label: string;
  port: number;
  child: ChildProcess;
  dir: string;
}

async function startServer(label: string, site: string, port: number): Promise<Server> {
  const dir = mkdtempSync(path.join(tmpdir(), `artistseries-load-${port}-`));
  const setup = writeServerSetup({
    dir,
    siteDir: site,
    port,
    workerProcesses: 'auto',
    workerConnections: 2048,
  });
  const child = spawn(setup.command, setup.args, { stdio: 'ignore' });
  const deadline = Date.now() + 10_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) {
      throw new Error(`nginx (${label}) exited: ${readFileSync(setup.errorLog, 'utf8')}`);
    }
    const ok = await fetch(`http://127.0.0.1:${port}${BASE}`).then(
      (response) => response.headers.get('server') === 'nginx',
      () => false,
    );
    if (ok) return { label, port, child, dir };
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`nginx (${label}) did not answer on port ${port}`);
}

const WRK = '/usr/bin/wrk';
const PRECOMPRESSED = 'precompressed (br 11, gzip 9)';
const MIX_SCRIPT = path.join(ROOT, 'bench', 'load-mix.lua');

/** "nginx/1.22.1", "wrk 4.1.0": what `-v` prints first (to stderr, and wrk exits with 1). */
function version(command: string, pattern: RegExp): string {
  const run = spawnSync(command, ['-v'], { encoding: 'utf8' });
  return pattern.exec(`${run.stdout}${run.stderr}`)?.[0] ?? path.basename(command);
}

/** wrk's figures for one step, as bench/load-mix.lua prints them. */
interface WrkFigures {
  requests: number;
  durationUs: number;
  connectErrors: number;
  readErrors: number;
  writeErrors: number;
  non2xx: number;
  timeouts: number;
  p50Us: number;
  p99Us: number;
}

async function measure(
  server: Server,
  pathsFile: string,
  connections: number,
  bytesPerPageView: number,
): Promise<LoadStep> {
  const url = `http://127.0.0.1:${server.port}/`;
  if (new URL(url).hostname !== '127.0.0.1') throw new Error('loopback only');
  // Two client threads, one per core, as nginx has two workers.
  const threads = Math.min(2, connections);
  const { stdout } = await promisify(execFile)(
    WRK,
    [
      ...['-t', String(threads), '-c', String(connections), '-d', `${duration}s`],
      ...['--timeout', '10s', '-s', MIX_SCRIPT, url],
    ],
    {
      env: {
        ...process.env,
        LOAD_PATHS: pathsFile,
        LOAD_THREADS: String(threads),
        LOAD_MAX_REQUESTS: String(maxRequests),
        LOAD_ACCEPT_ENCODING: ACCEPT_ENCODING,
      },
    },
  );
  const line = stdout.split('\n').find((text) => text.startsWith('{"requests"'));
  if (!line) throw new Error(`wrk printed no figures:\n${stdout}`);
  const figures = JSON.parse(line) as WrkFigures;
  return {
    server: server.label,
    connections,
    requests: figures.requests,
    requestsPerSecond: Math.round(figures.requests / (figures.durationUs / 1e6)),
    latencyP50Ms: Math.round(figures.p50Us / 100) / 10,
    latencyP99Ms: Math.round(figures.p99Us / 100) / 10,
    bytesPerPageView,
    errors: figures.connectErrors + figures.readErrors + figures.writeErrors,
    non2xx: figures.non2xx,
    timeouts: figures.timeouts,
  };
}

/** Bytes on the wire (status line, headers and body as sent) for one path, one request. */
function transferred(port: number, urlPath: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const req = request(
      {
        host: '127.0.0.1',
        port,
        path: urlPath,
        headers: { 'accept-encoding': ACCEPT_ENCODING, 'user-agent': 'artistseries-bench-load' },
      },
      (response) => {
        if (response.statusCode !== 200) {
          reject(new Error(`${urlPath}: ${response.statusCode}`));
          return;
        }
        // The raw header block as received (rawHeaders holds names and values in turn).
        let bytes = `HTTP/1.1 ${response.statusCode} ${response.statusMessage}\r\n`.length + 2;
        for (let i = 0; i < response.rawHeaders.length; i += 2) {
          bytes += `${response.rawHeaders[i]}: ${response.rawHeaders[i + 1]}\r\n`.length;
        }
        response.on('data', (chunk: Buffer) => (bytes += chunk.length));
        response.on('end', () => resolve(bytes));
      },
    );
    req.on('error', reject);
    req.end();
  });
}

/** One visit fetched once, in order: the bytes per page view it costs, the same at any load. */
async function visitBytesPerPageView(server: Server, paths: string[], pageViews: number) {
  let total = 0;
  for (const urlPath of paths) total += await transferred(server.port, urlPath);
  return Math.round(total / pageViews);
}

async function main() {
  if (!existsSync(NGINX))
    throw new Error(`${NGINX} missing: apt-get install nginx (docs/testing.md)`);
  if (!existsSync(WRK)) throw new Error(`${WRK} missing: apt-get install wrk`);
  const { paths, pageViews } = requestMix();
  // The package as deployed: a copy with the .br/.gz files; the plain export as built.
  const work = mkdtempSync(path.join(tmpdir(), 'artistseries-load-'));
  const precompressed = path.join(work, 'site');
  cpSync(siteDir, precompressed, { recursive: true });
  await precompressFolder(precompressed, { cacheDir: path.join(ROOT, PRECOMPRESS_CACHE_DIR) });

  const pathsFile = path.join(work, 'paths.txt');
  writeFileSync(pathsFile, `${paths.join('\n')}\n`);

  const before = loadNow();
  const servers = [
    await startServer('on the fly (gzip 6)', siteDir, portBase),
    await startServer(PRECOMPRESSED, precompressed, portBase + 1),
  ];
  const results: LoadStep[] = [];
  try {
    const perView = new Map<Server, number>();
    for (const server of servers) {
      perView.set(server, await visitBytesPerPageView(server, paths, pageViews));
    }
    for (const connections of steps) {
      for (const server of servers) {
        const step = await measure(server, pathsFile, connections, perView.get(server) ?? 0);
        results.push(step);
        console.log(
          `${server.label.padEnd(30)} ${String(connections).padStart(4)} conn: ` +
            `${step.requestsPerSecond} req/s, p50 ${step.latencyP50Ms} ms, p99 ${step.latencyP99Ms} ms, ` +
            `${Math.round(step.bytesPerPageView / 1024)} KB/page view, ` +
            `errors ${step.errors + step.non2xx + step.timeouts}`,
        );
      }
    }
  } finally {
    for (const server of servers) {
      server.child.kill('SIGTERM');
      rmSync(server.dir, { recursive: true, force: true });
    }
    rmSync(work, { recursive: true, force: true });
  }
  const after = loadNow();
  await writeResults('load', {
    ...provenanceNow('npm run bench:load', { before, after }),
    server: version(NGINX, /nginx\/\S+/),
    client: version(WRK, /wrk \S*?\d+\.\d+\.\d+\S*/),
    acceptEncoding: ACCEPT_ENCODING,
    durationSeconds: duration,
    maxRequests,
    requestsPerVisit: paths.length,
    pageViewsPerVisit: pageViews,
    paths,
    steps: results,
  });
  console.log(`load average ${before.join(' ')} → ${after.join(' ')} on ${cpus().length} cores`);
  const target = results.find(
    (step) => step.connections === LOAD_TARGETS.connections && step.server === PRECOMPRESSED,
  );
  const missed =
    !target ||
    target.latencyP99Ms >= LOAD_TARGETS.p99Ms ||
    results.some((step) => step.errors + step.non2xx + step.timeouts > LOAD_TARGETS.errors);
  if (missed) {
    console.error(
      `target missed: p99 under ${LOAD_TARGETS.p99Ms} ms at ${LOAD_TARGETS.connections} ` +
        `connections (precompressed) with ${LOAD_TARGETS.errors} errors`,
    );
    process.exitCode = 1;
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
