// Writes the rules of deploy/headers.ts in each host's own language: nginx locations and header
// snippets, `_headers` files (one for Cloudflare Pages, one for Netlify) and CloudFront
// response-headers policies with the ordered cache behaviours that use them. Pure functions of (rules, base path, settings);
// deploy/nginx-config.ts and scripts/package.ts write their output to disk.
import type { PolicySettings } from './csp-policy';
import {
  responseHeadersPolicyConfigSchema,
  type ResponseHeadersPolicyConfig,
} from './cloudfront-schema';
import { MOVED_PROGRAM_FOLDER } from '../lib/site/old-addresses';
import {
  CONTENT_TYPES,
  RULES,
  policyHeaders,
  ruleHeaders,
  ruleMatches,
  type HeaderRule,
  type HeaderSet,
  type Policy,
} from './headers';

interface TargetOptions {
  basePath: string;
  rules?: HeaderRule[];
  settings?: PolicySettings;
}

const GENERATED = 'Generated from deploy/headers.ts; edit the rules there, not this file.';

// ---------------------------------------------------------------------------------------------
// nginx

export const NGINX_SNIPPETS = {
  site: 'artistseries-security-headers.conf',
  admin: 'artistseries-admin-headers.conf',
  search: 'artistseries-search-headers.conf',
  embed: 'artistseries-embed-headers.conf',
  locations: 'artistseries-locations.conf',
} as const;

const SNIPPET_BY_POLICY: Record<Policy, string> = {
  site: NGINX_SNIPPETS.site,
  admin: NGINX_SNIPPETS.admin,
  search: NGINX_SNIPPETS.search,
  embed: NGINX_SNIPPETS.embed,
};

function quoted(value: string): string {
  if (/["\\\n]/.test(value)) throw new Error(`header value cannot be quoted for nginx: ${value}`);
  return `"${value}"`;
}

/** One policy's security headers as add_header lines (`always`: also on 404s and redirects). */
export function nginxHeaderSnippet(policy: Policy, settings: PolicySettings = {}): string {
  const lines = [
    `# ${GENERATED}`,
    `# The ${policy} policy's security headers. Included in every location that uses the policy,`,
    '# because a location with an add_header of its own inherits none from its parent.',
    ...Object.entries(policyHeaders(policy, settings)).map(
      ([name, value]) => `add_header ${name} ${quoted(value)} always;`,
    ),
  ];
  return `${lines.join('\n')}\n`;
}

function escapeRegex(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** '# ' comment lines of at most 100 characters. */
function comment(text: string): string[] {
  const lines: string[] = [];
  let line = '#';
  for (const word of text.split(/\s+/)) {
    if (line.length + word.length + 1 > 100 && line !== '#') {
      lines.push(line);
      line = '#';
    }
    line += ` ${word}`;
  }
  lines.push(line);
  return lines;
}

/**
 * The server-level part of the site: the 404 page and one location per rule, each with its full
 * header set. nginx picks `^~` prefix locations (folder rules) before regex locations (extension
 * rules, in file order) before the plain prefix (the catch-all): the rules' own order.
 */
export function nginxLocations({ basePath, rules = RULES }: TargetOptions): string {
  const root = `${basePath}/`;
  const block = (head: string, body: string[], note?: string) =>
    [
      ...(note ? comment(note) : []),
      `location ${head} {`,
      ...body.map((line) => `    ${line}`),
      '}',
      '',
    ].join('\n');
  const headers = (rule: HeaderRule) => [
    `include snippets/${SNIPPET_BY_POLICY[rule.policy]};`,
    `add_header Cache-Control ${quoted(rule.cacheControl)} always;`,
  ];
  const types = (extensions: string[]) => {
    const byType = new Map<string, string[]>();
    for (const ext of extensions) {
      const type = CONTENT_TYPES[ext];
      if (!type) throw new Error(`no content type for .${ext} in CONTENT_TYPES`);
      byType.set(type, [...(byType.get(type) ?? []), ext]);
    }
    const entries = [...byType].map(([type, exts]) => `${type} ${exts.join(' ')};`);
    return entries.length === 1
      ? [`types { ${entries[0]} }`]
      : ['types {', ...entries.map((entry) => `    ${entry}`), '}'];
  };

  const out = [
    `# ${GENERATED}`,
    '# Written by `tsx deploy/nginx-config.ts --write`; included in the server block of',
    '# deploy/nginx.conf. Every location includes its policy snippet and its Cache-Control, because',
    '# a location with an add_header of its own drops every inherited one.',
    '',
    '# The exported 404 page, with status 404, for every unknown path. (An internal redirect: the',
    "# 404 page's own location sets the headers.)",
    `error_page 404 ${root}404.html;`,
    '',
  ];
  if (basePath !== '') {
    out.push(
      block(
        `= ${basePath}`,
        [`include snippets/${NGINX_SNIPPETS.site};`, `return 301 ${root};`],
        'The site root without its slash.',
      ),
    );
  }
  const catchAll = rules.at(-1);
  if (catchAll) out.push(block(root, headers(catchAll), `${catchAll.name}: ${catchAll.why}`));
  out.push(
    block(
      `~ ^${escapeRegex(root)}(?:.*/)?\\.`,
      ['return 404;'],
      'Nothing in the export starts with a dot; never serve such a file if one is copied in ' +
        '(first of the regex locations, which nginx tries in order).',
    ),
  );
  const { from, to } = MOVED_PROGRAM_FOLDER;
  out.push(
    block(
      `~ ^${escapeRegex(root)}shows/([^/]+)/${from}(/.*)?$`,
      [
        `include snippets/${NGINX_SNIPPETS.site};`,
        `return 301 ${root}shows/$1/${to}$2$is_args$args;`,
      ],
      "Old addresses (lib/site/old-addresses.ts): a show's program pages were under " +
        `${from}/, and printed QR cards point there. Before the page rules, so the forwarding ` +
        'pages of the export are never served here.',
    ),
  );
  for (const rule of rules) {
    const about = `${rule.name}: ${rule.why}`;
    if (rule.match.kind === 'folder') {
      out.push(block(`^~ ${root}${rule.match.folder}`, headers(rule), about));
    } else if (rule.match.kind === 'extensions') {
      const { extensions, directories } = rule.match;
      const note = directories
        ? `${about} (Addresses ending in / are served by their index.html, which lands here.)`
        : about;
      out.push(
        block(
          `~ ^${escapeRegex(root)}.*\\.(?:${extensions.join('|')})$`,
          [...types(extensions), ...headers(rule)],
          note,
        ),
      );
    }
  }
  return out.join('\n');
}

// ---------------------------------------------------------------------------------------------
// _headers (Cloudflare Pages)

/** The URL patterns of a rule in _headers / CloudFront syntax (`*` matches any characters). */
function rulePatterns(rule: HeaderRule, basePath: string): string[] {
  const root = `${basePath}/`;
  switch (rule.match.kind) {
    case 'folder':
      return [`${root}${rule.match.folder}*`];
    case 'extensions':
      return [
        ...(rule.match.directories ? [root, `${root}*/`] : []),
        ...rule.match.extensions.map((ext) => `${root}*.${ext}`),
      ];
    case 'everything':
      return [`${root}*`];
  }
}

/** Cloudflare's documented limits for a _headers file. */
const HEADERS_FILE_LIMITS = { rules: 100, lineLength: 2000 };

/**
 * A _headers file with the same outcome as "first matching rule decides": rules are written from
 * the catch-all to the most specific, since every matching block applies in file order and a
 * header set twice is joined with a comma. A block therefore detaches (`! Name`) each header a
 * wider block set to another value before setting its own, so the admin policy replaces the site
 * policy instead of being sent beside it. Headers a wider block already sets to the same value are
 * left to it, which keeps the file short.
 */
export function headersFile({ basePath, rules = RULES, settings = {} }: TargetOptions): string {
  const written = new Map<string, Set<string>>();
  const catchAllNames = new Set<string>();
  const blocks: string[] = [];
  [...rules].reverse().forEach((rule, index) => {
    const own = ruleHeaders(rule, settings);
    const lines: string[] = [];
    const names = new Set([...written.keys(), ...Object.keys(own)]);
    for (const name of names) {
      const value = own[name];
      const before = written.get(name);
      const same =
        before !== undefined &&
        catchAllNames.has(name) &&
        value !== undefined &&
        [...before].every((earlier) => earlier === value);
      if (same) continue;
      if (before !== undefined) lines.push(`! ${name}`);
      if (value !== undefined) lines.push(`${name}: ${value}`);
    }
    for (const [name, value] of Object.entries(own)) {
      written.set(name, (written.get(name) ?? new Set()).add(value));
      if (index === 0) catchAllNames.add(name);
    }
    // A block that changes nothing (images: the catch-all's headers already) is left out.
    if (lines.length === 0) return;
    for (const pattern of rulePatterns(rule, basePath)) {
      blocks.push([`# ${rule.name}`, pattern, ...lines.map((line) => `  ${line}`)].join('\n'));
    }
  });
  if (blocks.length > HEADERS_FILE_LIMITS.rules) {
    throw new Error(`_headers would have ${blocks.length} rules; hosts allow 100`);
  }
  const text = `# ${GENERATED}\n\n${blocks.join('\n\n')}\n`;
  const long = text.split('\n').find((line) => line.length > HEADERS_FILE_LIMITS.lineLength);
  if (long) throw new Error(`_headers line longer than 2,000 characters: ${long.slice(0, 60)}…`);
  return text;
}

// ---------------------------------------------------------------------------------------------
// _redirects (Cloudflare Pages and Netlify)

/**
 * A _redirects file with the old addresses (lib/site/old-addresses.ts), in the syntax both hosts
 * read (a placeholder, a splat, a status). Netlify serves a file that exists at an address before
 * its redirect unless the status ends in "!"; the export has a forwarding page at each old address,
 * so its file forces the redirect. Cloudflare Pages applies redirects before files and knows no "!".
 */
export function redirectsFile({
  basePath,
  host,
}: {
  basePath: string;
  host: 'cloudflare' | 'netlify';
}): string {
  const { from, to } = MOVED_PROGRAM_FOLDER;
  const status = host === 'netlify' ? '301!' : '301';
  const shows = `${basePath}/shows/:name`;
  return [
    `# ${GENERATED.replace('deploy/headers.ts', 'lib/site/old-addresses.ts')}`,
    "# Old addresses of a show's program pages, which printed QR cards point to.",
    `${shows}/${from} ${shows}/${to}/ ${status}`,
    `${shows}/${from}/* ${shows}/${to}/:splat ${status}`,
    '',
  ].join('\n');
}

// ---------------------------------------------------------------------------------------------
// _headers (Netlify)

/** The extension of a file name ('poster.jpg' → 'jpg'), or undefined when it has none. */
function extensionOf(file: string): string | undefined {
  const name = file.split('/').at(-1) ?? '';
  const dot = name.lastIndexOf('.');
  return dot > 0 ? name.slice(dot + 1) : undefined;
}

/**
 * Headers Netlify may leave out where a rule lifts them, because another header says the same
 * to current browsers: X-Frame-Options beside Content-Security-Policy frame-ancestors.
 */
export const NETLIFY_DROPPABLE: readonly string[] = ['X-Frame-Options'];

/**
 * A _headers file for Netlify, which reads the format otherwise than Cloudflare Pages does (its
 * parser is @netlify/headers-parser; `netlify dev` applies the result): a line without a colon,
 * such as Cloudflare's `! Name` detach, is dropped; a pattern matches whatever the case and with
 * or without its trailing slash, so the Cloudflare file's pattern for folder addresses matches
 * every file too; and where several matching rules set one header, the last one's value is sent. So the blocks run from the
 * widest to the narrowest, each with its rule's full header set: the last block that matches is
 * the first matching rule.
 *
 * No pattern can tell a folder's address (`/faq/`) from a file without an extension, so the widest
 * block gives every address what folder addresses need (the pages rule), and every other
 * extension gets a block: those the rules name, and those of the files of this export (`files`,
 * relative to the base path) that fall to the catch-all. A file type the export did not have when
 * the file was written falls to the widest block.
 */
export function netlifyHeadersFile({
  basePath,
  rules = RULES,
  settings = {},
  files,
}: TargetOptions & { files: string[] }): string {
  const root = `${basePath}/`;
  const ruleOf = (address: string) => rules.find((rule) => ruleMatches(rule, address, basePath));
  const folderRules = rules.filter((rule) => rule.match.kind === 'folder');
  const underFolder = (file: string) =>
    folderRules.some((rule) => ruleMatches(rule, root + file, basePath));
  // Outside every folder rule, the rule that decides a folder address such as /faq/.
  const widest = rules.find(
    (rule) => rule.match.kind !== 'folder' && ruleMatches(rule, root, basePath),
  );
  if (!widest) throw new Error('no rule decides the headers of a folder address');

  const named = rules.flatMap((rule) =>
    rule.match.kind === 'extensions' ? rule.match.extensions : [],
  );
  // Extension (lower case) → its rule; the widest rule's need no block of their own.
  const byExtension = new Map<string, HeaderRule>();
  const claim = (ext: string, address: string) => {
    const rule = ruleOf(address);
    if (!rule) return;
    const key = ext.toLowerCase();
    const claimed = byExtension.get(key);
    const same = (a: HeaderRule, b: HeaderRule) =>
      JSON.stringify(ruleHeaders(a, settings)) === JSON.stringify(ruleHeaders(b, settings));
    // Netlify matches without regard to case; nginx and the rules do not.
    if (claimed && !same(claimed, rule)) {
      throw new Error(`.${ext} files fall under two rules (${claimed.name}, ${rule.name})`);
    }
    if (!claimed) byExtension.set(key, rule);
  };
  for (const ext of named) claim(ext, `${root}file.${ext}`);
  for (const file of files.filter((name) => !underFolder(name))) {
    const ext = extensionOf(file);
    if (ext === undefined) {
      if (ruleOf(root + file) === widest) continue;
      throw new Error(
        `${file} has no extension: on Netlify it would get the headers of a folder address`,
      );
    }
    claim(ext, root + file);
  }

  const blocks: { name: string; pattern: string; headers: HeaderSet }[] = [
    { name: widest.name, pattern: `${root}*`, headers: ruleHeaders(widest, settings) },
  ];
  for (const rule of [...rules].reverse()) {
    if (rule === widest) continue;
    const extensions = [...byExtension].filter(([, owner]) => owner === rule).map(([ext]) => ext);
    for (const ext of extensions.sort()) {
      blocks.push({
        name: rule.name,
        pattern: `${root}*.${ext}`,
        headers: ruleHeaders(rule, settings),
      });
    }
  }
  for (const rule of [...folderRules].reverse()) {
    blocks.push({
      name: rule.name,
      pattern: rulePatterns(rule, basePath)[0] ?? '',
      headers: ruleHeaders(rule, settings),
    });
  }

  // With "the last value wins", a header an earlier block set and a later one leaves out would
  // leak into the later block's addresses; Netlify has no way to remove it. X-Frame-Options,
  // which the embeds leave out, is then left out everywhere: every page's frame-ancestors says
  // the same to every browser that reads CSP (deploy/README.md, "Framing").
  const dropped = NETLIFY_DROPPABLE.filter(
    (name) =>
      blocks.some((block) => name in block.headers) &&
      blocks.some((block) => !(name in block.headers)),
  );
  for (const block of blocks) {
    block.headers = Object.fromEntries(
      Object.entries(block.headers).filter(([name]) => !dropped.includes(name)),
    );
  }
  const seen = new Set<string>();
  for (const block of blocks) {
    const missing = [...seen].filter((name) => !(name in block.headers));
    if (missing.length > 0) {
      throw new Error(`rule ${block.name} would inherit ${missing.join(', ')} on Netlify`);
    }
    Object.keys(block.headers).forEach((name) => seen.add(name));
  }

  const text = blocks
    .map(({ name, pattern, headers }) =>
      [
        `# ${name}`,
        pattern,
        ...Object.entries(headers).map(([header, value]) => `  ${header}: ${value}`),
      ].join('\n'),
    )
    .join('\n\n');
  return `# ${GENERATED}\n# For Netlify; Cloudflare Pages reads the other _headers file.\n\n${text}\n`;
}

// ---------------------------------------------------------------------------------------------
// CloudFront

export interface CloudFrontBehavior {
  PathPattern: string;
  /** The Name of the response-headers policy this cache behaviour uses. */
  ResponseHeadersPolicy: string;
}

export interface CloudFrontSetup {
  /** Policies by Name, each a ResponseHeadersPolicyConfig ready for the AWS CLI. */
  policies: Record<string, ResponseHeadersPolicyConfig>;
  /** Cache behaviours in order (CloudFront uses the first whose pattern matches). */
  behaviors: CloudFrontBehavior[];
  /** The policy of the distribution's default (*) behaviour. */
  defaultBehavior: { ResponseHeadersPolicy: string };
}

function hstsConfig(value: string) {
  const parts = value.split(';').map((part) => part.trim());
  const maxAge = /^max-age=(\d+)$/.exec(parts[0] ?? '')?.[1];
  const rest = new Set(parts.slice(1).map((part) => part.toLowerCase()));
  const unknown = [...rest].filter((part) => part !== 'includesubdomains' && part !== 'preload');
  if (maxAge === undefined || unknown.length > 0) {
    throw new Error(`Strict-Transport-Security cannot be expressed for CloudFront: ${value}`);
  }
  return {
    AccessControlMaxAgeSec: Number(maxAge),
    IncludeSubdomains: rest.has('includesubdomains'),
    Preload: rest.has('preload'),
    Override: true,
  };
}

/** A rule's headers as a response-headers policy: the security ones where CloudFront has a field. */
function cloudFrontPolicy(
  name: string,
  comment: string,
  headers: HeaderSet,
): ResponseHeadersPolicyConfig {
  const security: NonNullable<ResponseHeadersPolicyConfig['SecurityHeadersConfig']> = {};
  const custom: { Header: string; Value: string; Override: boolean }[] = [];
  for (const [header, value] of Object.entries(headers)) {
    switch (header.toLowerCase()) {
      case 'content-security-policy':
        security.ContentSecurityPolicy = { ContentSecurityPolicy: value, Override: true };
        break;
      case 'x-content-type-options':
        if (value !== 'nosniff') throw new Error(`X-Content-Type-Options must be nosniff`);
        security.ContentTypeOptions = { Override: true };
        break;
      case 'x-frame-options':
        if (value !== 'DENY' && value !== 'SAMEORIGIN') throw new Error(`X-Frame-Options ${value}`);
        security.FrameOptions = { FrameOption: value, Override: true };
        break;
      case 'referrer-policy':
        security.ReferrerPolicy = {
          // Validated by the schema below.
          ReferrerPolicy: value as 'strict-origin-when-cross-origin',
          Override: true,
        };
        break;
      case 'strict-transport-security':
        security.StrictTransportSecurity = hstsConfig(value);
        break;
      default:
        custom.push({ Header: header, Value: value, Override: true });
    }
  }
  return responseHeadersPolicyConfigSchema.parse({
    Name: name,
    Comment: comment.length > 128 ? `${comment.slice(0, 127)}…` : comment,
    SecurityHeadersConfig: security,
    CustomHeadersConfig: { Quantity: custom.length, Items: custom },
  });
}

/** One policy per rule, and the cache behaviours (path patterns in rule order) that use them. */
export function cloudFrontSetup({
  basePath,
  rules = RULES,
  settings = {},
}: TargetOptions): CloudFrontSetup {
  const prefix = basePath === '' ? 'site' : basePath.slice(1).replaceAll('/', '-');
  const policies: Record<string, ResponseHeadersPolicyConfig> = {};
  const behaviors: CloudFrontBehavior[] = [];
  for (const rule of rules) {
    const name = `${prefix}-${rule.name}`;
    policies[name] = cloudFrontPolicy(name, rule.why, ruleHeaders(rule, settings));
    for (const pattern of rulePatterns(rule, basePath)) {
      behaviors.push({ PathPattern: pattern, ResponseHeadersPolicy: name });
    }
  }
  const last = rules.at(-1);
  if (!last) throw new Error('no rules');
  return {
    policies,
    behaviors,
    defaultBehavior: { ResponseHeadersPolicy: `${prefix}-${last.name}` },
  };
}
