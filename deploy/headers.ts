// Every response header and cache rule of the site, in one place, for every way it is served:
//
//   nginx        deploy/snippets/*.conf (the locations and the header snippets deploy/nginx.conf
//                includes), written by `tsx deploy/nginx-config.ts --write`
//   _headers     Cloudflare Pages and Netlify (a file for each: they read it differently), at the
//                root of the upload (`npm run package`)
//   CloudFront   one response-headers policy per rule and the ordered cache behaviours that use
//                them (`npm run package`, folder cloudfront/)
//
// The rules are an ordered list and the FIRST rule that matches a path decides every header of the
// response, as an nginx location or a CloudFront cache behaviour does. Each generator translates
// that into its host's own semantics (nginx: a location with an add_header of its own inherits
// none, so each location carries the full set; _headers: every matching rule applies and values
// of one header are joined, so a narrower rule detaches what a wider one set; Netlify's _headers:
// the last matching rule's value wins). Each host's test in deploy/targets/ reads its generated
// file back with the host's documented matching rules and fails when any path would get other
// headers than headersFor() says; e2e-nginx/headers.e2e.ts does the same against real nginx.
import { z } from 'zod';
import { adminHeaderPolicy, headerPolicy, type PolicySettings } from './csp-policy';
import { routes } from '../lib/site/routes';
import { ISLANDS_FOLDER } from '../lib/site/islands';

/** A site folder's route ("/admin/") as the rules write folders: "admin/". */
const folderOf = (route: string) => route.replace(/^\//, '');

/** Cache-Control values, by what may change under the same name. */
const CACHE = {
  /** Revalidated on every visit (ETag/Last-Modified keep it cheap): the nightly build shows at once. */
  revalidate: 'no-cache',
  /** Files staff may replace under the same name (images, PDFs): a day at most. */
  day: 'public, max-age=86400',
  /** File names that contain a content hash never change. */
  immutable: 'public, max-age=31536000, immutable',
} as const;

const extension = z.string().regex(/^[a-z0-9]+$/, 'a lowercase file extension without the dot');

const matchSchema = z.discriminatedUnion('kind', [
  /** Everything under this folder of the site (relative to the base path, ending in '/'). */
  z.object({
    kind: z.literal('folder'),
    folder: z.string().regex(/^[a-z0-9_-]+(?:\/[a-z0-9_-]+)*\/$/, "e.g. '_next/static/'"),
  }),
  /** Files with these extensions anywhere in the site; `directories` adds addresses ending in '/'
   * (a folder's index.html). */
  z.object({
    kind: z.literal('extensions'),
    extensions: z.array(extension).min(1),
    directories: z.boolean().default(false),
  }),
  /** Anything else in the site. */
  z.object({ kind: z.literal('everything') }),
]);

const ruleSchema = z.object({
  name: z.string().regex(/^[a-z][a-z0-9-]*$/),
  why: z.string().min(1),
  match: matchSchema,
  cacheControl: z.string().min(1),
  policy: z.enum(['site', 'search', 'admin', 'embed']),
});

export type HeaderRule = z.infer<typeof ruleSchema>;
export type Policy = HeaderRule['policy'];

/**
 * Folder rules first, then extension rules, then one catch-all: the order nginx itself applies
 * (`^~` prefix locations before regex locations before the plain prefix), so that the first match
 * means the same on every host. An extension belongs to one rule only, and folders do not nest.
 */
export const rulesSchema = z
  .array(ruleSchema)
  .min(1)
  .superRefine((rules, ctx) => {
    const rank = { folder: 0, extensions: 1, everything: 2 } as const;
    const names = new Set<string>();
    const extensions = new Set<string>();
    const folders: string[] = [];
    rules.forEach((rule, index) => {
      const problem = (message: string) => ctx.addIssue({ code: 'custom', path: [index], message });
      if (names.has(rule.name)) problem(`rule name "${rule.name}" is used twice`);
      names.add(rule.name);
      const previous = rules[index - 1];
      if (previous && rank[previous.match.kind] > rank[rule.match.kind]) {
        problem(`a ${rule.match.kind} rule must come before ${previous.match.kind} rules`);
      }
      if (rule.match.kind === 'extensions') {
        for (const ext of rule.match.extensions) {
          if (extensions.has(ext)) problem(`.${ext} is already matched by an earlier rule`);
          extensions.add(ext);
        }
      }
      if (rule.match.kind === 'folder') {
        const folder = rule.match.folder;
        if (folders.some((other) => folder.startsWith(other) || other.startsWith(folder))) {
          problem(`folder ${folder} overlaps another folder rule`);
        }
        folders.push(folder);
      }
    });
    if (rules.at(-1)?.match.kind !== 'everything') {
      ctx.addIssue({ code: 'custom', path: [], message: 'the last rule must match everything' });
    }
  });

/** Every header and cache rule of the site, first match wins. */
export const RULES: HeaderRule[] = rulesSchema.parse([
  {
    name: 'admin',
    // Sveltia CMS (public/admin/, docs/EDITING.md); deploy/README.md says how it plugs in.
    why: "The content editor's folder: its own policy replaces the site's (adminHeaderPolicy).",
    match: { kind: 'folder', folder: folderOf(routes.editor()) },
    cacheControl: CACHE.revalidate,
    policy: 'admin',
  },
  {
    name: 'search-page',
    why: "The search page: the site's policy plus the worker Pagefind starts (headerPolicy search).",
    match: { kind: 'folder', folder: folderOf(routes.search()) },
    cacheControl: CACHE.revalidate,
    policy: 'search',
  },
  {
    name: 'embeds',
    // docs/rules/listings.md#embeds; the only pages another site may frame.
    why: "Listings made for partners' iframes: frame-ancestors * and no X-Frame-Options.",
    match: { kind: 'folder', folder: folderOf(routes.embedsFolder()) },
    cacheControl: CACHE.revalidate,
    policy: 'embed',
  },
  {
    name: 'search-index',
    why: 'The search index and its scripts (scripts/postbuild/search-index.ts): rewritten by every build.',
    match: { kind: 'folder', folder: folderOf(routes.searchBundle()) },
    cacheControl: CACHE.revalidate,
    policy: 'site',
  },
  {
    name: 'hashed-assets',
    why: 'Next.js chunks, styles and fonts: every file name contains a content hash.',
    match: { kind: 'folder', folder: '_next/static/' },
    cacheControl: CACHE.immutable,
    policy: 'site',
  },
  {
    name: 'island-scripts',
    why: 'The islands’ scripts (scripts/postbuild/islands.ts): every file name contains a content hash.',
    match: { kind: 'folder', folder: `${ISLANDS_FOLDER}/` },
    cacheControl: CACHE.immutable,
    policy: 'site',
  },
  {
    name: 'pages',
    why: 'Pages: a visitor sees the nightly build the next morning.',
    match: { kind: 'extensions', extensions: ['html', 'txt'], directories: true },
    cacheControl: CACHE.revalidate,
    policy: 'site',
  },
  {
    name: 'scripts',
    // docs/architecture.md#offline: a worker kept long keeps a fixed bug in browsers as long.
    why: 'Scripts with a lasting name, the service worker (sw.js) above all: checked on every visit.',
    match: { kind: 'extensions', extensions: ['js'] },
    cacheControl: CACHE.revalidate,
    policy: 'site',
  },
  {
    name: 'calendars',
    why: 'Calendar files change with the season and are re-read by calendar apps.',
    match: { kind: 'extensions', extensions: ['ics'] },
    cacheControl: CACHE.revalidate,
    policy: 'site',
  },
  {
    name: 'feeds',
    why: 'The sitemap, manifest and other data files change with the content.',
    match: { kind: 'extensions', extensions: ['xml', 'json', 'webmanifest'] },
    cacheControl: CACHE.revalidate,
    policy: 'site',
  },
  {
    name: 'images',
    why: 'Images from public/ and their AVIF/WebP copies: staff may replace one under its name.',
    match: {
      kind: 'extensions',
      extensions: ['avif', 'webp', 'png', 'jpg', 'jpeg', 'gif', 'svg', 'ico'],
    },
    cacheControl: CACHE.day,
    policy: 'site',
  },
  {
    name: 'other-files',
    why: 'PDFs and anything else from public/: may be replaced by staff, so a day at most.',
    match: { kind: 'everything' },
    cacheControl: CACHE.day,
    policy: 'site',
  },
]);

/**
 * Content types hosts do not all know (Debian's mime.types has no .ics, older ones no .avif), for
 * every extension a rule names.
 */
export const CONTENT_TYPES: Record<string, string> = {
  html: 'text/html',
  txt: 'text/plain',
  js: 'text/javascript',
  ics: 'text/calendar',
  xml: 'application/xml',
  json: 'application/json',
  webmanifest: 'application/manifest+json',
  avif: 'image/avif',
  webp: 'image/webp',
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  gif: 'image/gif',
  svg: 'image/svg+xml',
  ico: 'image/x-icon',
};

/** Sent with every response of the site, whatever the policy. */
const COMMON_HEADERS = {
  'X-Content-Type-Options': 'nosniff',
  'X-Frame-Options': 'DENY',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  'Permissions-Policy': 'camera=(), microphone=(), geolocation=(), payment=(), usb=()',
  // Browsers honour this only over HTTPS; includeSubDomains because the whole university host is.
  'Strict-Transport-Security': 'max-age=31536000; includeSubDomains',
};

/** Header name → value, in the order they are written. */
export type HeaderSet = Record<string, string>;

/** The security headers of a policy, for these settings (analytics, mailing-list host). */
export function policyHeaders(policy: Policy, settings: PolicySettings = {}): HeaderSet {
  if (policy === 'admin') {
    return {
      'Content-Security-Policy': adminHeaderPolicy(),
      ...COMMON_HEADERS,
      // The editor signs in to the Git host in a pop-up, which `same-origin` would cut off.
      'Cross-Origin-Opener-Policy': 'same-origin-allow-popups',
    };
  }
  if (policy === 'embed') {
    // X-Frame-Options has no value that allows every site; frame-ancestors says it instead.
    const others = Object.entries(COMMON_HEADERS).filter(([name]) => name !== 'X-Frame-Options');
    return {
      'Content-Security-Policy': headerPolicy({ ...settings, embed: true }),
      ...Object.fromEntries(others),
    };
  }
  return {
    'Content-Security-Policy': headerPolicy({ ...settings, search: policy === 'search' }),
    ...COMMON_HEADERS,
  };
}

/** Every header a rule sends: its policy's security headers and its Cache-Control. */
export function ruleHeaders(rule: HeaderRule, settings: PolicySettings = {}): HeaderSet {
  return { ...policyHeaders(rule.policy, settings), 'Cache-Control': rule.cacheControl };
}

/** True when the address (host-relative, e.g. '/artistseries/faq/') falls under the rule. */
export function ruleMatches(rule: HeaderRule, urlPath: string, basePath: string): boolean {
  const root = `${basePath}/`;
  if (!urlPath.startsWith(root)) return false;
  const match = rule.match;
  switch (match.kind) {
    case 'folder':
      return urlPath.startsWith(root + match.folder);
    case 'extensions':
      return (
        (match.directories && urlPath.endsWith('/')) ||
        match.extensions.some((ext) => urlPath.endsWith(`.${ext}`))
      );
    case 'everything':
      return true;
  }
}

/** The rule that decides this address's headers (first match), or undefined outside the site. */
function ruleFor(
  urlPath: string,
  { basePath, rules = RULES }: { basePath: string; rules?: HeaderRule[] },
): HeaderRule | undefined {
  return rules.find((rule) => ruleMatches(rule, urlPath, basePath));
}

/** What every host must send for this address: the reference the generated files are held to. */
export function headersFor(
  urlPath: string,
  {
    basePath,
    rules = RULES,
    settings = {},
  }: { basePath: string; rules?: HeaderRule[]; settings?: PolicySettings },
): HeaderSet {
  const rule = ruleFor(urlPath, { basePath, rules });
  return rule ? ruleHeaders(rule, settings) : {};
}
