// `npm run bench:load [-- --site out --duration 8 --connections 10,50,200]`: how much traffic the
// project's nginx configuration (deploy/nginx.conf and its generated snippets) holds, serving the
// built site on this machine, with and without the precompressed .br/.gz files the package step
// writes (lib/build/precompress.ts), side by side in one run.
//
// Two nginx servers on loopback (127.0.0.1, ports LOAD_PORT_BASE and the next, 8252 by default),
// one per core, get the same mix of requests a visit makes (page, stylesheet, scripts, images,
// the router's payloads, calendar and sitemap) with a browser's Accept-Encoding, at rising
// concurrency. Each step is bounded in time (--duration seconds) and count (--max-requests); the
// two servers take turns step by step, so a neighbour's load falls on both alike. It reports
// requests per second, p50/p99 latency, bytes per page view and errors, prints a table and
// writes bench/results/load.json. Not part of `npm test`: it needs a quiet machine to mean much,
// and prints the load average before and after for that reason.
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import {
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import { NGINX, writeServerSetup } from '../deploy/nginx-config';
import { precompressFolder, PRECOMPRESS_CACHE_DIR } from '../lib/build/precompress';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const BASE = '/artistseries/';
/** What Chromium sends (Firefox and Safari send the same set without zstd). */
const ACCEPT_ENCODING = 'gzip, deflate, br, zstd';
const RESULTS = path.join(ROOT, 'bench', 'results', 'load.json');

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
    // The scripts the page's loader starts (scripts/postbuild/defer-hydration.ts), first four.
    paths.push(
      ...local(html, /"\/artistseries\/(_next\/static\/[^"]+\.js)"/g)
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

interface Step {
  server: string;
  connections: number;
  requests: number;
  requestsPerSecond: number;
  latencyP50Ms: number;
  latencyP99Ms: number;
  bytesPerPageView: number;
  errors: number;
  non2xx: number;
  timeouts: number;
}

async function measure(server: Server, paths: string[], pageViews: number, connections: number) {
  const url = `http://127.0.0.1:${server.port}`;
  if (new URL(url).hostname !== '127.0.0.1') throw new Error('loopback only');
  const result = await autocannon({
    url,
    connections,
    duration,
    maxOverallRequests: maxRequests,
    timeout: 10,
    headers: { 'accept-encoding': ACCEPT_ENCODING, 'user-agent': 'artistseries-bench-load' },
    // Each connection walks the visit in order and starts again.
    requests: paths.map((p) => ({ method: 'GET' as const, path: p })),
  });
  const views = (result.requests.total / paths.length) * pageViews;
  const step: Step = {
    server: server.label,
    connections,
    requests: result.requests.total,
    requestsPerSecond: Math.round(result.requests.average),
    latencyP50Ms: result.latency.p50,
    latencyP99Ms: result.latency.p99,
    bytesPerPageView: views > 0 ? Math.round(result.throughput.total / views) : 0,
    errors: result.errors,
    non2xx: result.non2xx,
    timeouts: result.timeouts,
  };
  return step;
}

async function main() {
  if (!existsSync(NGINX)) throw new Error(`${NGINX} missing: apt-get install nginx (README)`);
  const { paths, pageViews } = requestMix();
  // The package as deployed: a copy with the .br/.gz files; the plain export as built.
  const work = mkdtempSync(path.join(tmpdir(), 'artistseries-load-'));
  const precompressed = path.join(work, 'site');
  cpSync(siteDir, precompressed, { recursive: true });
  await precompressFolder(precompressed, { cacheDir: path.join(ROOT, PRECOMPRESS_CACHE_DIR) });

  const before = loadavg();
  const servers = [
    await startServer('on the fly (gzip 6)', siteDir, portBase),
    await startServer('precompressed (br 11, gzip 9)', precompressed, portBase + 1),
  ];
  const results: Step[] = [];
  try {
    for (const connections of steps) {
      for (const server of servers) {
        const step = await measure(server, paths, pageViews, connections);
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
  const after = loadavg();
  const nginxVersion =
    execFileSync(NGINX, ['-v'], { encoding: 'utf8', stdio: 'pipe' }).trim() || 'nginx';
  const report = {
    date: new Date().toISOString(),
    commit: execFileSync('git', ['rev-parse', '--short', 'HEAD'], {
      cwd: ROOT,
      encoding: 'utf8',
    }).trim(),
    machine: { cpus: cpus().length, loadAverageBefore: before, loadAverageAfter: after },
    nginx: nginxVersion,
    acceptEncoding: ACCEPT_ENCODING,
    durationSeconds: duration,
    requestsPerVisit: paths.length,
    pageViewsPerVisit: pageViews,
    paths,
    results,
  };
  mkdirSync(path.dirname(RESULTS), { recursive: true });
  writeFileSync(RESULTS, `${JSON.stringify(report, null, 2)}\n`);
  console.log(
    `\nload average ${before.map((n) => n.toFixed(1)).join(' ')} → ${after.map((n) => n.toFixed(1)).join(' ')} on ${cpus().length} cores; written to ${path.relative(ROOT, RESULTS)}`,
  );
  console.log('\n| connections | server | req/s | p50 ms | p99 ms | KB per page view | errors |');
  console.log('| --: | --- | --: | --: | --: | --: | --: |');
  for (const step of results) {
    console.log(
      `| ${step.connections} | ${step.server} | ${step.requestsPerSecond} | ${step.latencyP50Ms} | ${step.latencyP99Ms} | ${Math.round(step.bytesPerPageView / 1024)} | ${step.errors + step.non2xx + step.timeouts} |`,
    );
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
