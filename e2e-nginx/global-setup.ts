import { execFileSync, spawn } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { writeServerSetup } from '../deploy/nginx-config';
import { NGINX, NGINX_DEBIAN_PACKAGES, NGINX_MODULES } from '../deploy/nginx-packages';
import { precompressFolder, PRECOMPRESS_CACHE_DIR } from '../lib/build/precompress';
import { BASE_URL, NGINX_PORT, SITE_DIR } from './support';

function ensureNginx() {
  const ready = () => [NGINX, ...NGINX_MODULES.map((m) => m.file)].every((f) => existsSync(f));
  if (ready()) return;
  const asRoot = process.getuid?.() === 0;
  const run = (args: string[]) => {
    const [command = 'sudo', ...rest] = asRoot ? args : ['sudo', ...args];
    console.log(`nginx e2e: ${[command, ...rest].join(' ')}`);
    execFileSync(command, rest, {
      stdio: 'inherit',
      env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
    });
  };
  run(['apt-get', 'update']);
  run(['apt-get', 'install', '-y', '--no-install-recommends', ...NGINX_DEBIAN_PACKAGES]);
  if (!ready()) {
    throw new Error(`nginx or a module is still missing after installing ${NGINX_DEBIAN_PACKAGES}`);
  }
}

async function waitForServer(exited: () => string | null, errorLog: string) {
  const deadline = Date.now() + 15_000;
  while (Date.now() < deadline) {
    const exit = exited();
    if (exit !== null) {
      const log = existsSync(errorLog) ? readFileSync(errorLog, 'utf8') : '';
      throw new Error(`nginx exited (${exit}) before answering:\n${log}`);
    }
    try {
      const response = await fetch(BASE_URL);
      if (response.ok && response.headers.get('server') === 'nginx') return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`nginx did not answer at ${BASE_URL} within 15 s`);
}

/**
 * Starts nginx with deploy/nginx.conf (placeholders filled into a temporary copy) on a loopback
 * port, as the current user, serving the export that `npm run build` and its CSP step made.
 */
export default async function globalSetup() {
  const index = path.join(SITE_DIR, 'index.html');
  if (!existsSync(index)) {
    throw new Error(`${SITE_DIR} has no build; run \`npm run build\` first (npm test does).`);
  }
  if (!readFileSync(index, 'utf8').includes('http-equiv="Content-Security-Policy"')) {
    throw new Error(
      `${index} has no Content-Security-Policy meta: the post-build step ` +
        '(tsx scripts/postbuild/islands.ts, run by `npm run build` as postbuild) did not run.',
    );
  }
  ensureNginx();
  // Something else on the port would answer in nginx's place and every test would be meaningless.
  const squatter = await fetch(BASE_URL).then(
    (response) => response.headers.get('server') ?? 'a server',
    () => null,
  );
  if (squatter !== null) {
    throw new Error(
      `${squatter} already listens at ${BASE_URL}; set NGINX_E2E_PORT to a free port`,
    );
  }

  const dir = mkdtempSync(path.join(tmpdir(), 'artistseries-nginx-e2e-'));
  // As deployed: a copy of the export with the .br and .gz files the package step writes
  // (scripts/package.ts), from the same function and cache, so out/ itself stays as built.
  const served = path.join(dir, 'site');
  cpSync(SITE_DIR, served, { recursive: true });
  const started = Date.now();
  const { files } = await precompressFolder(served, { cacheDir: PRECOMPRESS_CACHE_DIR });
  console.log(`nginx e2e: precompressed ${files} files in ${Date.now() - started} ms`);
  const setup = writeServerSetup({ dir, siteDir: served, port: NGINX_PORT });
  const child = spawn(setup.command, setup.args, { stdio: 'ignore' });
  let exit: string | null = null;
  child.on('exit', (code, signal) => {
    exit = signal ?? String(code);
  });
  child.on('error', (error) => {
    exit = error.message;
  });
  await waitForServer(() => exit, setup.errorLog);

  // Read by global-teardown.ts, which runs in this same process.
  process.env.NGINX_E2E_DIR = dir;
  process.env.NGINX_E2E_PID = String(child.pid);
  console.log(`nginx e2e: serving ${SITE_DIR} at ${BASE_URL} (pid ${child.pid}, files in ${dir})`);
}
