/**
 * The base path and site URL, for everything next/link does not handle: <img> and <source> src,
 * files in public/, canonical/Open Graph/JSON-LD URLs. Values come from lib/site/deployment.ts, which
 * next.config.ts inlines into the browser bundle through `env`, so the server build and the browser
 * bundle agree.
 */
import { basePath, siteUrl } from './deployment';

export { basePath };

/** "/shows/x/poster.jpg" → "/artistseries/shows/x/poster.jpg". Absolute URLs pass through. */
export function withBasePath(path: string, base: string = basePath): string {
  if (/^[a-z][a-z0-9+.-]*:/i.test(path) || path.startsWith('//')) return path;
  const withSlash = path.startsWith('/') ? path : `/${path}`;
  return `${base}${withSlash}`;
}

/** Absolute URL of a site path, base path included: for canonical, Open Graph, JSON-LD, sitemap. */
export function absoluteUrl(
  path: string,
  base: string = basePath,
  origin: string = siteUrl,
): string {
  return `${origin}${withBasePath(path, base)}`;
}
