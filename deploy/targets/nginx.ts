// nginx: the locations (deploy/snippets/artistseries-locations.conf) and one header snippet per
// policy, written from the rules of deploy/headers.ts; deploy/nginx-config.ts writes them to disk.
import type { PolicySettings } from '../csp-policy';
import { MOVED_PROGRAM_FOLDER } from '../../lib/site/old-addresses';
import { CONTENT_TYPES, RULES, policyHeaders, type HeaderRule, type Policy } from '../headers';
import { GENERATED, type TargetOptions } from './shared';

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
