import { availableParallelism } from 'node:os';

import { staticWorkers } from './lib/build/static-workers';
import { analyticsIdOverride, basePath, siteUrl } from './lib/site/deployment';

/** @type {import('next').NextConfig} */
const nextConfig = {
  output: 'export',
  // Each page becomes name/index.html, which any static host serves without rewrites.
  trailingSlash: true,
  basePath,
  images: { unoptimized: true },
  // Inlined into both bundles so server and browser agree on where the site lives.
  env: {
    BASE_PATH: basePath,
    SITE_URL: siteUrl,
    ANALYTICS_ID: analyticsIdOverride,
  },
  // ESM-only packages that Jest (through next/jest, which reads this list) must transpile:
  // react-player, htmlparser2 with its helpers under sanitize-html, and Netlify's _headers parser
  // with its own (deploy/targets/netlify.test.ts; the site never imports them), the Atom writer `feed`, and
  // p-limit with yocto-queue (the post-build steps' queue, lib/build/bounded.ts).
  transpilePackages: [
    'react-player',
    'htmlparser2',
    'domhandler',
    'domutils',
    'dom-serializer',
    'domelementtype',
    'entities',
    '@netlify/headers-parser',
    'escape-string-regexp',
    'smol-toml',
    'feed',
    'p-limit',
    'yocto-queue',
  ],
  // Reads its VTIMEZONE files next to its own code (__dirname): bundled, it finds none and the
  // calendar files would silently lose their time zone. Loaded from node_modules instead.
  serverExternalPackages: ['@touch4it/ical-timezones'],
  poweredByHeader: false,
  experimental: {
    // The site and the embeds have a root layout each (app/(site)/, app/(embed)/), so the 404
    // page for unmatched addresses is app/global-not-found.tsx, with its own document.
    globalNotFound: true,
    // How many processes render the pages (lib/build/static-workers.ts): one a core, at most two.
    cpus: staticWorkers(availableParallelism()),
    // Turbopack keeps what it compiled in .next/cache for the next build, which then compiles in
    // seconds instead of a minute. A build that no other follows (a throw-away copy,
    // scripts/e2e-build.ts; a fresh clone in CI, .ci/run) sets COMPILE_CACHE=off: writing the
    // cache cost it about 12 s of CPU, a tenth of the build.
    turbopackFileSystemCacheForBuild: process.env.COMPILE_CACHE !== 'off',
  },
  // `npm test` and the workflows run `tsc` (stricter than Next's own check, and over the scripts
  // and tests too) before they build, then set TYPES_CHECKED=1 so that each of their builds does
  // not spend another ~25 s checking the same files. A plain `npm run build` still checks.
  typescript: { ignoreBuildErrors: process.env.TYPES_CHECKED === '1' },
  // Lets parallel builds (tests with other env settings, several developers) not share a folder.
  distDir: process.env.NEXT_DIST_DIR || '.next',
};

export default nextConfig;
