// Fills in deploy/nginx.conf, writes the snippets it includes from deploy/headers.ts (the one list
// of header and cache rules), and makes a self-contained nginx set-up in a folder (the browser
// tests' server, or a check of the config before it is installed).
//
//   tsx deploy/nginx-config.ts --write
//       rewrites deploy/snippets/*.conf from deploy/headers.ts (a unit test fails until you do)
//   tsx deploy/nginx-config.ts --print-csp
//       the Content-Security-Policy header for the current settings (ANALYTICS_ID, site.json)
//   tsx deploy/nginx-config.ts --check [--site out]
//       writes a throw-away set-up serving the export and runs `nginx -t` on it
//   tsx deploy/nginx-config.ts --install-to DIR --docroot /var/www/html --listen 80
//       writes DIR/sites-available/artistseries and DIR/snippets/… ready for /etc/nginx, with the
//       policy for the current settings (ANALYTICS_ID, site.json)
//   tsx deploy/nginx-config.ts --setup DIR --site out --port 4390
//       writes a local server set-up into DIR and prints how to start it (JSON); used by
//       e2e-nginx/global-setup.ts
import { execFileSync } from 'node:child_process';
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir, userInfo } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { headerPolicy, readSiteSettings, type PolicySettings } from './csp-policy';
import { nginxHeaderSnippet, nginxLocations, NGINX_SNIPPETS } from './targets';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const SITE_TEMPLATE = path.join(ROOT, 'deploy', 'nginx.conf');
const SNIPPETS_DIR = path.join(ROOT, 'deploy', 'snippets');
/** deploy/nginx.conf serves the site at this base path (its 404 page, its locations). */
const NGINX_BASE_PATH = '/artistseries';
export const NGINX = '/usr/sbin/nginx';
/** Debian's nginx modules the site needs (deploy/nginx.conf), with the packages that install them. */
export const NGINX_MODULES = [
  {
    file: '/usr/lib/nginx/modules/ngx_http_brotli_static_module.so',
    debianPackage: 'libnginx-mod-http-brotli-static',
  },
] as const;
/** Debian packages for serving the site with nginx as deploy/nginx.conf expects. */
export const NGINX_DEBIAN_PACKAGES = ['nginx', ...NGINX_MODULES.map((m) => m.debianPackage)];

/** deploy/nginx.conf with its placeholders filled in. */
export function renderSite({
  listen,
  docroot,
}: {
  listen: string | number;
  docroot: string;
}): string {
  const text = readFileSync(SITE_TEMPLATE, 'utf8')
    .replaceAll('__LISTEN__', String(listen))
    .replaceAll('__DOCROOT__', docroot);
  // Only directive lines count: the comments name the placeholders on purpose.
  const left = text
    .split('\n')
    .filter((line) => !line.trim().startsWith('#') && /__[A-Z]+__/.test(line));
  if (left.length > 0) throw new Error(`unfilled placeholder in nginx.conf: ${left[0]?.trim()}`);
  return text;
}

/** The snippets deploy/nginx.conf includes, by file name, for these settings. */
export function renderSnippets(
  settings: PolicySettings = readSiteSettings(),
): Record<string, string> {
  return {
    [NGINX_SNIPPETS.site]: nginxHeaderSnippet('site', settings),
    [NGINX_SNIPPETS.admin]: nginxHeaderSnippet('admin', settings),
    [NGINX_SNIPPETS.search]: nginxHeaderSnippet('search', settings),
    [NGINX_SNIPPETS.locations]: nginxLocations({ basePath: NGINX_BASE_PATH }),
  };
}

function writeSnippets(dir: string, settings: PolicySettings) {
  mkdirSync(dir, { recursive: true });
  for (const [name, text] of Object.entries(renderSnippets(settings))) {
    writeFileSync(path.join(dir, name), text);
  }
}

export interface NginxSetup {
  command: string;
  args: string[];
  pidFile: string;
  errorLog: string;
}

/**
 * A complete nginx set-up in dir that serves siteDir at /artistseries/ on host:port, runs as the
 * current user with its pid, logs and temp files inside dir, and stays in the foreground.
 * Returns the command line to start it.
 */
export function writeServerSetup({
  dir,
  siteDir,
  port,
  host = '127.0.0.1',
  settings,
  workerProcesses = 1,
  workerConnections = 256,
}: {
  dir: string;
  siteDir: string;
  port: number;
  host?: string;
  settings?: PolicySettings;
  /** One for the browser tests; the load test (bench/load.ts) uses 'auto', one per core. */
  workerProcesses?: number | 'auto';
  workerConnections?: number;
}): NginxSetup {
  const docroot = path.join(dir, 'docroot');
  for (const sub of ['docroot', 'snippets', 'sites', 'logs', 'tmp']) {
    mkdirSync(path.join(dir, sub), { recursive: true });
  }
  const link = path.join(docroot, 'artistseries');
  if (!existsSync(link)) symlinkSync(path.resolve(siteDir), link, 'dir');
  writeSnippets(path.join(dir, 'snippets'), settings ?? readSiteSettings());
  writeFileSync(
    path.join(dir, 'sites', 'artistseries.conf'),
    renderSite({ listen: `${host}:${port}`, docroot }),
  );
  const temp = (name: string) => `${name}_temp_path ${path.join(dir, 'tmp', name)};`;
  // As root, nginx would hand the workers to "nobody", who may not read the checkout.
  const user = userInfo();
  const main = [
    '# Generated by deploy/nginx-config.ts for a local run; not for production.',
    // As /etc/nginx/modules-enabled/ does for the installed packages.
    ...NGINX_MODULES.map((nginxModule) => `load_module ${nginxModule.file};`),
    user.uid === 0 ? 'user root;' : '',
    `worker_processes ${workerProcesses};`,
    'daemon off;',
    `pid ${path.join(dir, 'nginx.pid')};`,
    `error_log ${path.join(dir, 'logs', 'error.log')} warn;`,
    `events { worker_connections ${workerConnections}; }`,
    'http {',
    '    include /etc/nginx/mime.types;',
    '    default_type application/octet-stream;',
    '    sendfile on;',
    `    access_log ${path.join(dir, 'logs', 'access.log')};`,
    ...['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map((name) => `    ${temp(name)}`),
    // Relative includes (snippets/…) resolve against this file's folder, as against /etc/nginx.
    '    include sites/artistseries.conf;',
    '}',
    '',
  ].join('\n');
  const conf = path.join(dir, 'nginx.conf');
  writeFileSync(conf, main);
  return {
    command: NGINX,
    args: ['-p', `${dir}/`, '-c', conf, '-e', path.join(dir, 'logs', 'error.log')],
    pidFile: path.join(dir, 'nginx.pid'),
    errorLog: path.join(dir, 'logs', 'error.log'),
  };
}

function main() {
  const { values } = parseArgs({
    options: {
      'print-csp': { type: 'boolean' },
      write: { type: 'boolean' },
      check: { type: 'boolean' },
      site: { type: 'string', default: 'out' },
      'install-to': { type: 'string' },
      setup: { type: 'string' },
      // Overrides the settings' analytics switch, e.g. for a copy of the analytics test build.
      analytics: { type: 'boolean' },
      port: { type: 'string', default: '4390' },
      docroot: { type: 'string' },
      listen: { type: 'string', default: '80' },
    },
  });
  const settings = readSiteSettings();
  if (values.analytics !== undefined) settings.analytics = values.analytics;
  if (values['print-csp']) {
    console.log(headerPolicy(settings));
  } else if (values.write) {
    // The committed snippets are for content/site.json without ANALYTICS_ID, like the build's
    // default; --install-to writes them for the current settings.
    writeSnippets(SNIPPETS_DIR, readSiteSettings({ env: {} }));
    console.log(`nginx-config: wrote ${path.relative(ROOT, SNIPPETS_DIR)}/`);
  } else if (values.check) {
    const dir = mkdtempSync(path.join(tmpdir(), 'artistseries-nginx-'));
    const setup = writeServerSetup({ dir, siteDir: values.site, port: 8089, settings });
    execFileSync(setup.command, [...setup.args, '-t'], { stdio: 'inherit' });
  } else if (values.setup) {
    const setup = writeServerSetup({
      dir: path.resolve(values.setup),
      siteDir: values.site,
      port: Number(values.port),
      settings,
    });
    console.log(JSON.stringify(setup));
  } else if (values['install-to'] && values.docroot) {
    const out = values['install-to'];
    mkdirSync(path.join(out, 'sites-available'), { recursive: true });
    writeFileSync(
      path.join(out, 'sites-available', 'artistseries'),
      renderSite({ listen: values.listen, docroot: values.docroot }),
    );
    writeSnippets(path.join(out, 'snippets'), settings);
    console.log(`nginx-config: wrote ${out}/sites-available/artistseries and ${out}/snippets/`);
  } else {
    console.error(
      'usage: nginx-config.ts --write | --print-csp | --check [--site out] | --install-to DIR --docroot PATH [--listen 80]',
    );
    process.exit(2);
  }
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) main();
