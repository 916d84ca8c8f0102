/**
 * What the service worker precaches and how it answers at run time, as the options of
 * workbox-build's generateSW (scripts/postbuild/service-worker.ts writes the worker from them over
 * the export). Why each choice: docs/architecture.md#offline.
 *
 * Invariants: the precache holds only what every page needs (the stylesheets, the fonts they
 * name, the offline page), never a precompressed copy (.br/.gz), a router payload (.txt) or
 * anything of the editor; every run-time route matches only this site's own addresses under the
 * base path and none under the editor's folder (routes.editor()), so the worker never answers for
 * the editor and never stores what it loads.
 */
import type { GetManifestOptions, GenerateSWOptions, RuntimeCaching } from 'workbox-build';
import { ISLANDS_FOLDER } from '../../site/islands';
import { routes } from '../../site/routes';
import { AUDIO_EXTENSIONS } from '../../concepts/shows';
import { offlineNoticePlugin } from './offline-notice';
import { openedPagesPlugin } from './opened-pages-plugin';

/** The worker's caches, by what they hold. Names are stable across builds: a new build reuses them. */
export const CACHE_NAMES = {
  pages: 'pages',
  assets: 'next-static',
  images: 'images',
  data: 'data',
  audio: 'audio',
} as const;

/**
 * Files the precache may hold, relative to the export: Next's stylesheets and any web font they
 * name (one pattern, so a site on system fonts gets no "matches nothing" warning), and the offline
 * page.
 */
export const PRECACHE_GLOBS: readonly string[] = [
  '_next/static/**/*.{css,woff2}',
  `${routes.offline().slice(1)}index.html`,
];

/**
 * Never precached, whatever the globs say: the .br/.gz copies and the router's .txt payloads would
 * multiply the precache many times over, and the editor is no part of the site.
 */
export const PRECACHE_IGNORES: readonly string[] = [
  '**/*.br',
  '**/*.gz',
  '**/*.txt',
  `${routes.editor().slice(1)}**`,
];

/** The precache's ceiling: the build fails past it (scripts/postbuild/service-worker.ts). */
export const PRECACHE_MAX_BYTES = 400 * 1024;

/** Image types the image cache keeps. */
export const IMAGE_EXTENSIONS: readonly string[] = [
  'avif',
  'webp',
  'png',
  'jpg',
  'jpeg',
  'gif',
  'svg',
];

/** How much the run-time caches keep: the pages and images of a few evenings out. */
export const CACHE_LIMITS = {
  pages: { maxEntries: 60, maxAgeSeconds: 60 * 24 * 60 * 60 },
  assets: { maxEntries: 200, maxAgeSeconds: 60 * 24 * 60 * 60 },
  images: { maxEntries: 80, maxAgeSeconds: 30 * 24 * 60 * 60 },
  data: { maxEntries: 10, maxAgeSeconds: 60 * 24 * 60 * 60 },
  audio: { maxEntries: 10, maxAgeSeconds: 30 * 24 * 60 * 60 },
} as const;

/** How long a page waits for the network before the kept copy answers (a hall's weak signal). */
export const NETWORK_TIMEOUT_SECONDS = 4;

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * An address of this site under the base path, then `rest`. Workbox matches a RegExp against the
 * whole URL and, for another origin, only a match that starts at its first character: the
 * lookbehind puts the match at the path, so no other origin's address can ever match.
 */
function siteAddress(basePath: string, rest: string): RegExp {
  const editor = escapeRegExp(routes.editor().slice(1));
  return new RegExp(`(?<=^https?://[^/]+)${escapeRegExp(basePath)}/(?!${editor})${rest}`);
}

/** Pages: addresses ending in "/" (the export's trailing slashes), with or without a query. */
export const pagePattern = (basePath: string) => siteAddress(basePath, '(?:[^?#]*/)?(?:\\?.*)?$');

/**
 * Next's stylesheets and fonts and the islands' scripts: every name carries a content hash, so a
 * kept copy is always right.
 */
export const assetPattern = (basePath: string) =>
  siteAddress(basePath, `(?:_next/static|${ISLANDS_FOLDER})/`);

export const imagePattern = (basePath: string) =>
  siteAddress(basePath, `[^?#]*\\.(?:${IMAGE_EXTENSIONS.join('|')})(?:\\?.*)?$`);

/** The shows' audio introductions, by the types they may be. */
export const audioPattern = (basePath: string) =>
  siteAddress(basePath, `[^?#]*\\.(?:${AUDIO_EXTENSIONS.join('|')})(?:\\?.*)?$`);

/**
 * Data a page of the site fetches to draw what the visitor keeps: the picks page's file
 * (routes.picksData), without which My picks could not list them in a hall without signal.
 */
export const dataPattern = (basePath: string) =>
  siteAddress(basePath, `${escapeRegExp(routes.picksData().slice(1))}(?:\\?.*)?$`);

function runtimeCaching(basePath: string): RuntimeCaching[] {
  return [
    {
      // Network first: a new build's page wins whenever there is signal; the kept copy (with
      // the offline notice) answers without it, and the offline page when nothing was kept.
      urlPattern: pagePattern(basePath),
      handler: 'NetworkFirst',
      options: {
        cacheName: CACHE_NAMES.pages,
        networkTimeoutSeconds: NETWORK_TIMEOUT_SECONDS,
        expiration: CACHE_LIMITS.pages,
        precacheFallback: { fallbackURL: `${routes.offline().slice(1)}index.html` },
        // Only what the visitor opened, never a prefetch; the notice on a kept copy.
        plugins: [openedPagesPlugin, offlineNoticePlugin],
      },
    },
    {
      // As the pages: the current file whenever there is signal, the kept one without it.
      urlPattern: dataPattern(basePath),
      handler: 'NetworkFirst',
      options: {
        cacheName: CACHE_NAMES.data,
        networkTimeoutSeconds: NETWORK_TIMEOUT_SECONDS,
        expiration: CACHE_LIMITS.data,
        cacheableResponse: { statuses: [200] },
      },
    },
    {
      urlPattern: assetPattern(basePath),
      handler: 'CacheFirst',
      options: {
        cacheName: CACHE_NAMES.assets,
        expiration: CACHE_LIMITS.assets,
        cacheableResponse: { statuses: [200] },
      },
    },
    {
      // Staff may replace an image under its name: the kept copy answers at once and is
      // refreshed behind it.
      urlPattern: imagePattern(basePath),
      handler: 'StaleWhileRevalidate',
      options: {
        cacheName: CACHE_NAMES.images,
        expiration: { ...CACHE_LIMITS.images, purgeOnQuotaError: true },
        cacheableResponse: { statuses: [200] },
      },
    },
    {
      // An audio introduction the visitor played is kept for the hall, where signal is weak. A
      // player asks for ranges: the worker answers them from the kept whole file.
      urlPattern: audioPattern(basePath),
      handler: 'CacheFirst',
      options: {
        cacheName: CACHE_NAMES.audio,
        expiration: { ...CACHE_LIMITS.audio, purgeOnQuotaError: true },
        cacheableResponse: { statuses: [200] },
        rangeRequests: true,
      },
    },
  ];
}

/** What to precache from the export in `outDir` (getManifest's options, and generateSW's). */
export function precacheOptions(outDir: string): GetManifestOptions {
  return {
    globDirectory: outDir,
    globPatterns: [...PRECACHE_GLOBS],
    globIgnores: [...PRECACHE_IGNORES],
    maximumFileSizeToCacheInBytes: PRECACHE_MAX_BYTES,
    // Hashed names are their own revision: no cache-busting query on them.
    dontCacheBustURLsMatching: /^_next\/static\//,
  };
}

/** generateSW's options for the export in `outDir`, built for `basePath` ('' or '/artistseries'). */
export function workerOptions({
  basePath,
  outDir,
}: {
  basePath: string;
  outDir: string;
}): GenerateSWOptions {
  return {
    ...precacheOptions(outDir),
    swDest: `${outDir}${routes.serviceWorker()}`,
    // One file, no importScripts: one address for the headers to cover, nothing else to fetch.
    inlineWorkboxRuntime: true,
    mode: 'production',
    sourcemap: false,
    // A new worker takes over at once; see docs/architecture.md#offline for why that is safe.
    skipWaiting: true,
    clientsClaim: true,
    cleanupOutdatedCaches: true,
    runtimeCaching: runtimeCaching(basePath),
  };
}
