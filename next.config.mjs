import { analyticsIdOverride, basePath, siteUrl } from './lib/deployment.mjs';

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
  // react-player is ESM-only; Jest (through next/jest) needs it transpiled.
  transpilePackages: ['react-player'],
  poweredByHeader: false,
  // Lets parallel builds (tests with other env settings, several developers) not share a folder.
  distDir: process.env.NEXT_DIST_DIR || '.next',
};

export default nextConfig;
