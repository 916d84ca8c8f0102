// The site's Content-Security-Policy, in one place, as the two halves browsers enforce together:
// the web server's header (deploy/snippets/artistseries-security-headers.conf and every host's
// files) with every directive but scripts, and each page's <meta> (scripts/postbuild/csp-hashes.ts)
// with script-src and the sha256 of that page's inline scripts. Invariants: the header names no
// script-src and no default-src, no policy allows 'unsafe-inline' for scripts, every page may start
// a same-origin worker (the service worker, docs/architecture.md#offline; Pagefind's on the search
// page), and only the search page (WebAssembly) and pages with a trailer player (YouTube's script)
// get more. Why: docs/architecture.md#two-content-security-policies.
import { readFileSync } from 'node:fs';
import path from 'node:path';

import { contentDir } from '../lib/content';
import { effectiveAnalyticsId } from '../lib/content/site';
import { analyticsIdOverrideIn } from '../lib/site/deployment';
import { routes } from '../lib/site/routes';
import { siteSchema } from '../lib/content/site-schema';
// react-player's YouTube element loads https://www.youtube.com/iframe_api (and its widget).
import { YOUTUBE_SCRIPT_ORIGIN } from '../lib/concepts/shows';

/** The pages that search (site paths, lib/site/routes.ts): the only ones with Pagefind's allowance. */
const SEARCH_PAGES: readonly string[] = [routes.search()];

/** Whether a page (a site path, or an exported file's path relative to the export) searches. */
export function pageSearches(sitePath: string): boolean {
  const page = `/${sitePath.replace(/^\/+/, '').replace(/index\.html$/, '')}`;
  return SEARCH_PAGES.includes(page);
}

/** The privacy-enhanced player the trailers embed. */
const YOUTUBE_FRAME_ORIGIN = 'https://www.youtube-nocookie.com';

/** Hosts GA4's gtag.js loads from and reports to (Google's documented CSP list for GA4). */
export const ANALYTICS_ORIGINS = {
  script: ['https://www.googletagmanager.com'],
  connect: [
    'https://*.google-analytics.com',
    'https://*.analytics.google.com',
    'https://www.googletagmanager.com',
  ],
  img: ['https://*.google-analytics.com', 'https://www.googletagmanager.com'],
};

/**
 * What the policy depends on: whether analytics is on (a measurement id is configured:
 * ANALYTICS_ID, when non-empty, overrides content/site.json, as in lib/content/site.ts), and
 * where the mailing-list form posts to. Analytics adds hosts only, never an inline script: the
 * page-view module (components/analytics/page-views.ts) is one of the site's own files and adds
 * gtag.js by its address (docs/architecture.md#analytics).
 */
export interface PolicySettings {
  analytics?: boolean;
  formActions?: string[];
  /** A page that searches: Pagefind's WebAssembly is allowed (SEARCH_PAGES; meta policy only). */
  search?: boolean;
  /** A page with a trailer player: YouTube's player script is allowed (meta policy only). */
  trailer?: boolean;
  /**
   * An embed (lib/site/routes.ts embedsFolder): any site may frame it (header policy only;
   * docs/rules/listings.md#embeds). Every other page may be framed by none.
   */
  embed?: boolean;
}

/** Read from the content folder the build uses (CONTENT_DIR), with the loader's own rules. */
export function readSiteSettings({
  env = process.env,
}: { env?: Record<string, string | undefined> } = {}): Required<
  Omit<PolicySettings, 'search' | 'trailer' | 'embed'>
> {
  const site = siteSchema.parse(
    JSON.parse(readFileSync(path.join(contentDir(env), 'site.json'), 'utf8')),
  );
  const formActions = site.mailingListAction === '' ? [] : [new URL(site.mailingListAction).origin];
  const analyticsId = effectiveAnalyticsId(site.analyticsId, analyticsIdOverrideIn(env));
  return { analytics: analyticsId !== '', formActions };
}

function directive(name: string, sources: string[]): string {
  return [name, ...new Set(sources)].join(' ');
}

/** The meta half: script-src only, with this page's hashes (base64 sha256 digests). */
export function metaPolicy(
  hashes: string[],
  { analytics = false, search = false, trailer = false }: PolicySettings = {},
): string {
  return directive('script-src', [
    "'self'",
    // Compiling WebAssembly, nothing more: no eval() of strings, no inline scripts.
    ...(search ? ["'wasm-unsafe-eval'"] : []),
    ...hashes.map((hash) => `'sha256-${hash}'`),
    ...(trailer ? [YOUTUBE_SCRIPT_ORIGIN] : []),
    ...(analytics ? ANALYTICS_ORIGINS.script : []),
  ]);
}

/** The header half, sent by the web server with every response. */
export function headerPolicy({
  analytics = false,
  formActions = [],
  embed = false,
}: PolicySettings = {}): string {
  return [
    // Scripts: the meta policy of each page; see the comment at the top.
    // Server-rendered style="" attributes (show colours) and the player's shadow-DOM <style>.
    directive('style-src', ["'self'", "'unsafe-inline'"]),
    directive('img-src', ["'self'", ...(analytics ? ANALYTICS_ORIGINS.img : [])]),
    directive('font-src', ["'self'"]),
    // The router's .txt payloads and chunks are same-origin.
    directive('connect-src', ["'self'", ...(analytics ? ANALYTICS_ORIGINS.connect : [])]),
    directive('media-src', ["'self'"]),
    directive('manifest-src', ["'self'"]),
    // The service worker (sw.js at the base path) and, on the search page, Pagefind's worker.
    directive('worker-src', ["'self'"]),
    // YouTube's trailer player, and the site's own embeds previewed on the share page.
    directive('frame-src', ["'self'", YOUTUBE_FRAME_ORIGIN]),
    directive('object-src', ["'none'"]),
    directive('base-uri', ["'self'"]),
    directive('form-action', ["'self'", ...formActions]),
    // Only an embed may be framed, by any site: it is made to be pasted into partners' pages.
    directive('frame-ancestors', embed ? ['*'] : ["'none'"]),
  ].join('; ');
}

/**
 * The content editor's policy under {basePath}/admin/ (see deploy/headers.ts), which replaces the
 * site policy there rather than adding to it: the editor (Sveltia CMS, public/admin/) is a static
 * page and one self-hosted script, not a Next.js page, so it carries no <meta> policy and this
 * header is its only one. It is stricter than the site's in scripts (its own file only: no inline
 * scripts, no CDN, no YouTube) and looser where the editor needs it:
 *   connect  GitHub's REST and GraphQL API, where it reads and commits the content, and the
 *            data: and blob: URLs it fetches its own images and uploads from;
 *   img      uploaded images are previewed from blob: and data: URLs, and the signed-in user's
 *            avatar comes from GitHub;
 *   style    its components set inline styles;
 *   frame    its preview pane is an iframe it loads from a blob: URL (without it the pane stays
 *            empty, whatever the preview templates and styles).
 * Its interface, code and icon fonts are served from the admin folder (scripts/editor.ts points
 * its script there instead of the jsDelivr CDN), so fonts stay 'self'.
 * Its version and GitHub status checks read local `data:` answers (withoutOutsideChecks in
 * scripts/editor.ts), so they make no request. Everything else it could reach is blocked on
 * purpose: stock-photo and translation services, map tiles and code highlighting from CDNs, none
 * of which the generated configuration turns on.
 */
const ADMIN_SOURCES = {
  connect: ['https://api.github.com', 'blob:', 'data:'],
  img: ['blob:', 'data:', 'https://avatars.githubusercontent.com'],
  font: [] as string[],
  frame: ['blob:'],
};

export function adminHeaderPolicy({
  connect = ADMIN_SOURCES.connect,
  img = ADMIN_SOURCES.img,
  font = ADMIN_SOURCES.font,
  frame = ADMIN_SOURCES.frame,
}: { connect?: string[]; img?: string[]; font?: string[]; frame?: string[] } = {}): string {
  return [
    directive('default-src', ["'self'"]),
    directive('script-src', ["'self'"]),
    directive('style-src', ["'self'", "'unsafe-inline'"]),
    directive('img-src', ["'self'", ...img]),
    directive('font-src', ["'self'", ...font]),
    directive('connect-src', ["'self'", ...connect]),
    directive('frame-src', ["'self'", ...frame]),
    directive('object-src', ["'none'"]),
    directive('base-uri', ["'self'"]),
    directive('form-action', ["'self'"]),
    directive('frame-ancestors', ["'none'"]),
  ].join('; ');
}
