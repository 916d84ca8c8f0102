// Packages a build for upload anywhere static files are served: the export under its base-path
// folder (Next.js writes out/ without one, so uploading out/ as it is puts every page at the
// wrong address), the header files each kind of host reads, and the previous deploys' hashed
// chunks that a page opened before this deploy may still ask for.
//
//   tsx scripts/package.ts [--site out] [--to out-package] [--previous DIR] [--host netlify]
//                          [--no-precompress]
//
//   out-package/site/           upload the CONTENTS of this folder to the host's root
//     _headers                  Cloudflare Pages reads it (Netlify's own with --host netlify,
//                               since Netlify reads the format otherwise); other hosts ignore it
//     _redirects                the old addresses' redirects, for the same two hosts
//     artistseries/…            the export, plus chunks kept from earlier deploys, and a .br and
//                               .gz beside every compressible file (lib/build/precompress.ts) for
//                               nginx's brotli_static/gzip_static; --no-precompress leaves them
//                               out for hosts that compress on their own (deploy/README.md)
//   out-package/cloudfront/     response-headers policies, cache behaviours, the index function
//   out-package/nginx/          the nginx snippets for this build's settings
//   out-package/manifest.json   when each file under _next/static/ and _islands/ was last deployed
//
// --previous is the package of the last deploy (or any folder with its manifest.json and site/):
// every chunk it deployed within the last STALE_CHUNK_DAYS days and this build lacks is copied in
// again, keeping the date it was last part of a build, so a chunk disappears a week after the
// last build that used it, as on the university server (.github/workflows/nightly-deploy.yml).
// Every file the same as the previous package's keeps that file's modification time, so a sync
// by size and time uploads only the files that changed (deploy/README.md, for each host).
// Base path and policy settings come from BASE_PATH and ANALYTICS_ID, as for the build itself.
import {
  copyFileSync,
  cpSync,
  existsSync,
  mkdirSync,
  readFileSync,
  readdirSync,
  rmSync,
  statSync,
  utimesSync,
  writeFileSync,
} from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { z } from 'zod';
import { precompressFolder, PRECOMPRESS_CACHE_DIR } from '../lib/build/precompress';
import { basePath as buildBasePath } from '../lib/site/deployment';
import { ISLANDS_FOLDER } from '../lib/site/islands';
import { readSiteSettings, type PolicySettings } from '../deploy/csp-policy';
import {
  cloudFrontSetup,
  headersFile,
  netlifyHeadersFile,
  nginxHeaderSnippet,
  nginxLocations,
  NGINX_SNIPPETS,
  redirectsFile,
} from '../deploy/targets';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** How long a hashed chunk stays after the last build that used it (see app/(site)/error.tsx). */
export const STALE_CHUNK_DAYS = 7;

const manifestSchema = z.object({
  basePath: z.string(),
  builtAt: z.iso.datetime(),
  /** Path under the base-path folder (e.g. '_next/static/chunks/a1b2.js') → last deployed. */
  chunks: z.record(z.string(), z.iso.datetime()),
});
export type Manifest = z.infer<typeof manifestSchema>;

/** Next's styles, which every page links to: the check that an export has the right base path. */
const NEXT_STATIC = '_next/static';
/**
 * The folders of hashed files a page asks for after it has loaded (Next's styles, the islands'
 * scripts and the chunks they import): kept for a week after the last build that used them.
 */
const CHUNK_FOLDERS = [NEXT_STATIC, ISLANDS_FOLDER];

function filesUnder(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)))
    .map((file) => file.split(path.sep).join('/'))
    .sort();
}

/**
 * The chunks to carry over: in the previous manifest, not in this build, and last deployed no
 * longer ago than the window.
 */
export function chunksToKeep(
  previous: Manifest | undefined,
  current: Set<string>,
  now: Date,
  days = STALE_CHUNK_DAYS,
): Record<string, string> {
  const kept: Record<string, string> = {};
  const oldest = now.getTime() - days * 24 * 60 * 60 * 1000;
  for (const [file, lastDeployed] of Object.entries(previous?.chunks ?? {})) {
    if (!current.has(file) && Date.parse(lastDeployed) >= oldest) kept[file] = lastDeployed;
  }
  return kept;
}

/** Stops when the export was built for another base path: its pages would link to nowhere. */
function checkBuiltFor(siteDir: string, basePath: string) {
  const index = path.join(siteDir, 'index.html');
  if (!existsSync(index)) throw new Error(`${siteDir} has no index.html; run \`npm run build\``);
  const html = readFileSync(index, 'utf8');
  const expected = `"${basePath}/${NEXT_STATIC}/`;
  if (!html.includes(expected)) {
    throw new Error(
      `${index} does not load its files from ${basePath}/${NEXT_STATIC}/: it was built for ` +
        `another BASE_PATH. Build and package with the same BASE_PATH.`,
    );
  }
}

/** The static hosts that read a `_headers` file at the root of the upload, each in its own way. */
export const HEADERS_HOSTS = ['cloudflare', 'netlify'] as const;
export type HeadersHost = (typeof HEADERS_HOSTS)[number];

export interface PackageOptions {
  siteDir: string;
  toDir: string;
  basePath: string;
  settings: PolicySettings;
  previousDir?: string;
  /** Whose reading of `_headers` the file is written for (Cloudflare Pages by default). */
  host?: HeadersHost;
  now?: Date;
}

export function packageSite({
  siteDir,
  toDir,
  basePath,
  settings,
  previousDir,
  host = 'cloudflare',
  now = new Date(),
}: PackageOptions): { manifest: Manifest; kept: string[] } {
  checkBuiltFor(siteDir, basePath);
  rmSync(toDir, { recursive: true, force: true });
  const upload = path.join(toDir, 'site');
  const siteRoot = packagedSiteRoot(toDir, basePath);
  mkdirSync(siteRoot, { recursive: true });
  cpSync(siteDir, siteRoot, { recursive: true });

  const current = new Set(
    CHUNK_FOLDERS.flatMap((folder) =>
      filesUnder(path.join(siteDir, folder)).map((file) => `${folder}/${file}`),
    ),
  );
  const previous = previousDir
    ? manifestSchema.parse(
        JSON.parse(readFileSync(path.join(previousDir, 'manifest.json'), 'utf8')),
      )
    : undefined;
  const kept = chunksToKeep(previous, current, now);
  const previousRoot =
    previousDir && previous
      ? path.join(previousDir, 'site', ...previous.basePath.split('/').filter(Boolean))
      : '';
  for (const file of Object.keys(kept)) {
    const from = path.join(previousRoot, file);
    // A chunk the last package listed but no longer holds cannot be brought back; drop it.
    if (!existsSync(from)) {
      delete kept[file];
      continue;
    }
    const to = path.join(siteRoot, file);
    mkdirSync(path.dirname(to), { recursive: true });
    copyFileSync(from, to);
  }

  // The old addresses' redirects (lib/site/old-addresses.ts), read by Cloudflare Pages and Netlify.
  writeFileSync(path.join(upload, '_redirects'), redirectsFile({ basePath, host }));
  writeFileSync(
    path.join(upload, '_headers'),
    host === 'netlify'
      ? netlifyHeadersFile({ basePath, settings, files: filesUnder(siteDir) })
      : headersFile({ basePath, settings }),
  );

  const cloudfront = path.join(toDir, 'cloudfront');
  mkdirSync(path.join(cloudfront, 'response-headers-policies'), { recursive: true });
  const setup = cloudFrontSetup({ basePath, settings });
  for (const [name, config] of Object.entries(setup.policies)) {
    writeFileSync(
      path.join(cloudfront, 'response-headers-policies', `${name}.json`),
      `${JSON.stringify(config, null, 2)}\n`,
    );
  }
  writeFileSync(
    path.join(cloudfront, 'cache-behaviors.json'),
    `${JSON.stringify({ behaviors: setup.behaviors, defaultBehavior: setup.defaultBehavior }, null, 2)}\n`,
  );
  copyFileSync(
    path.join(ROOT, 'deploy', 'cloudfront', 'directory-index.js'),
    path.join(cloudfront, 'directory-index.js'),
  );

  const nginx = path.join(toDir, 'nginx', 'snippets');
  mkdirSync(nginx, { recursive: true });
  writeFileSync(path.join(nginx, NGINX_SNIPPETS.site), nginxHeaderSnippet('site', settings));
  writeFileSync(path.join(nginx, NGINX_SNIPPETS.admin), nginxHeaderSnippet('admin', settings));
  writeFileSync(path.join(nginx, NGINX_SNIPPETS.search), nginxHeaderSnippet('search', settings));
  writeFileSync(path.join(nginx, NGINX_SNIPPETS.embed), nginxHeaderSnippet('embed', settings));
  writeFileSync(path.join(nginx, NGINX_SNIPPETS.locations), nginxLocations({ basePath }));

  const builtAt = now.toISOString();
  const manifest: Manifest = {
    basePath,
    builtAt,
    chunks: {
      ...kept,
      ...Object.fromEntries([...current].map((file) => [file, builtAt])),
    },
  };
  writeFileSync(path.join(toDir, 'manifest.json'), `${JSON.stringify(manifest, null, 2)}\n`);
  return { manifest, kept: Object.keys(kept).sort() };
}

/**
 * Gives every file of the package that is byte for byte the one the previous package held the
 * previous file's modification time, and returns how many. A build writes every file anew; with
 * their old times, `aws s3 sync` (which uploads a file whose size differs or whose time is newer
 * than the object's) uploads only what changed, and rsync's quick check skips the rest unread.
 */
export function keepTimesOfUnchanged(siteRoot: string, previousRoot: string): number {
  let unchanged = 0;
  for (const file of filesUnder(siteRoot)) {
    const before = path.join(previousRoot, file);
    if (!existsSync(before)) continue;
    const now = path.join(siteRoot, file);
    const old = statSync(before);
    if (old.size !== statSync(now).size) continue;
    if (!readFileSync(before).equals(readFileSync(now))) continue;
    utimesSync(now, old.atime, old.mtime);
    unchanged++;
  }
  return unchanged;
}

/** The folder of a package that holds the site under its base path. */
export function packagedSiteRoot(toDir: string, basePath: string): string {
  return path.join(toDir, 'site', ...basePath.split('/').filter(Boolean));
}

async function main() {
  const { values } = parseArgs({
    allowNegative: true,
    options: {
      site: { type: 'string', default: 'out' },
      to: { type: 'string', default: 'out-package' },
      previous: { type: 'string' },
      host: { type: 'string', default: 'cloudflare' },
      precompress: { type: 'boolean', default: true },
    },
  });
  const host = HEADERS_HOSTS.find((known) => known === values.host);
  if (!host) throw new Error(`--host must be one of ${HEADERS_HOSTS.join(', ')}`);
  const { manifest, kept } = packageSite({
    siteDir: path.resolve(values.site),
    toDir: path.resolve(values.to),
    basePath: buildBasePath,
    settings: readSiteSettings(),
    previousDir: values.previous ? path.resolve(values.previous) : undefined,
    host,
  });
  const folder = manifest.basePath === '' ? '' : `${manifest.basePath.slice(1)}/`;
  console.log(
    `package: ${values.to}/site/${folder} with _headers for ${host}; ${values.to}/cloudfront/, ` +
      `${values.to}/nginx/; ${kept.length} chunk(s) kept from the previous deploy`,
  );
  if (values.precompress) {
    const started = Date.now();
    const result = await precompressFolder(
      packagedSiteRoot(path.resolve(values.to), manifest.basePath),
      { cacheDir: path.join(ROOT, PRECOMPRESS_CACHE_DIR) },
    );
    const mb = (bytes: number) => `${(bytes / 1e6).toFixed(1)} MB`;
    console.log(
      `package: ${result.files} files precompressed in ${((Date.now() - started) / 1000).toFixed(1)} s ` +
        `(${mb(result.bytes)} → brotli ${mb(result.brotliBytes)}, gzip ${mb(result.gzipBytes)})`,
    );
  }
  if (values.previous) {
    // After precompressing, so that an unchanged page's .br and .gz keep their times too.
    const siteRoot = packagedSiteRoot(path.resolve(values.to), manifest.basePath);
    const unchanged = keepTimesOfUnchanged(
      siteRoot,
      packagedSiteRoot(path.resolve(values.previous), manifest.basePath),
    );
    console.log(
      `package: ${unchanged} file(s) unchanged since the previous deploy keep its modification time`,
    );
  }
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  main().catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
}
