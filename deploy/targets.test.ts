/** @jest-environment node */
// The generated files, read back the way each host reads them, must give every address exactly
// the headers deploy/headers.ts says (and so the ones real nginx sends: e2e-nginx/headers.e2e.ts).
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

import { parseAllHeaders, type Header } from '@netlify/headers-parser';

import { adminHeaderPolicy, headerPolicy } from './csp-policy';
import {
  responseHeadersPolicyConfigSchema,
  type ResponseHeadersPolicyConfig,
} from './cloudfront-schema';
import {
  CONTENT_TYPES,
  headersFor,
  ruleMatches,
  RULES,
  rulesSchema,
  type HeaderSet,
} from './headers';
import {
  cloudFrontSetup,
  headersFile,
  NETLIFY_DROPPABLE,
  netlifyHeadersFile,
  type CloudFrontSetup,
} from './targets';

// ---------------------------------------------------------------------------------------------
// Cloudflare Pages' documented _headers rules (developers.cloudflare.com/pages/configuration/
// headers/): a block is a URL pattern line and indented `Name: value` lines; `! Name` detaches a
// header a wider rule attached; a splat `*` matches any characters (one per pattern), `:name`
// any characters but '/'; every matching rule applies, in file order, and a header attached by
// several is sent with their values joined by a comma.

interface HeadersBlock {
  pattern: string;
  set: [string, string][];
  unset: string[];
}

function parseHeadersFile(text: string): HeadersBlock[] {
  const blocks: HeadersBlock[] = [];
  for (const raw of text.split('\n')) {
    if (raw.trim() === '' || raw.trim().startsWith('#')) continue;
    if (!/^\s/.test(raw)) {
      blocks.push({ pattern: raw.trim(), set: [], unset: [] });
      continue;
    }
    const block = blocks.at(-1);
    if (!block) throw new Error(`header line before any URL pattern: ${raw}`);
    const line = raw.trim();
    if (line.startsWith('!')) {
      block.unset.push(line.slice(1).trim());
    } else {
      const colon = line.indexOf(':');
      if (colon <= 0) throw new Error(`not a header line: ${raw}`);
      block.set.push([line.slice(0, colon).trim(), line.slice(colon + 1).trim()]);
    }
  }
  return blocks;
}

function patternRegExp(pattern: string): RegExp {
  if ((pattern.match(/\*/g) ?? []).length > 1) throw new Error(`two splats in ${pattern}`);
  const source = pattern
    .split('*')
    .map((part) =>
      part.replace(/[-/\\^$+?.()|[\]{}]/g, '\\$&').replace(/:([A-Za-z]\w*)/g, '(?<$1>[^/]+)'),
    )
    .join('(?<splat>.*)');
  return new RegExp(`^${source}$`);
}

/** Header (lower case) → the values a browser receives, in order. */
function cloudflareHeaders(blocks: HeadersBlock[], urlPath: string): Map<string, string[]> {
  const sent = new Map<string, string[]>();
  for (const block of blocks) {
    if (!patternRegExp(block.pattern).test(urlPath)) continue;
    for (const name of block.unset) sent.delete(name.toLowerCase());
    for (const [name, value] of block.set) {
      const key = name.toLowerCase();
      sent.set(key, [...(sent.get(key) ?? []), value]);
    }
  }
  return sent;
}

function joined(sent: Map<string, string[]>): Record<string, string> {
  return Object.fromEntries([...sent].map(([name, values]) => [name, values.join(', ')]));
}

function lowerCased(headers: HeaderSet): Record<string, string> {
  return Object.fromEntries(
    Object.entries(headers).map(([name, value]) => [name.toLowerCase(), value]),
  );
}

// ---------------------------------------------------------------------------------------------
// Netlify (docs.netlify.com/manage/routing/headers/) documents the layout (a path line, indented
// `Name: value` lines, `#` comments) but no detach syntax, and not what happens when several rules
// set one header. The file is read here by Netlify's own parser, @netlify/headers-parser (its
// build and CLI use it), which settles the rest: a line without a colon (Cloudflare's `! Name`) is
// dropped, a header repeated in one block is joined with a comma, and a pattern matches whatever
// the case and with or without a trailing slash. Of several matching rules, `netlify dev` sends the
// last one's value of a header (headersForPath), and so does this reading. deploy/README.md says
// how to check a real deploy.

async function parseNetlifyFile(text: string): Promise<Header[]> {
  const file = path.join(mkdtempSync(path.join(tmpdir(), 'netlify-headers-')), '_headers');
  writeFileSync(file, text);
  const { headers, errors } = await parseAllHeaders({
    headersFiles: [file],
    configHeaders: [],
    minimal: false,
  });
  if (errors.length > 0) throw errors[0];
  return headers.map((header) => {
    if (!('forRegExp' in header)) throw new Error(`no pattern for ${header.for}`);
    return header;
  });
}

/** Header (lower case) → the value Netlify sends: the last matching rule's. */
function netlifyHeaders(rules: Header[], urlPath: string): Record<string, string> {
  const sent: Record<string, string> = {};
  for (const rule of rules) {
    if (!rule.forRegExp.test(urlPath)) continue;
    for (const [name, value] of Object.entries(rule.values)) sent[name.toLowerCase()] = value;
  }
  return sent;
}

// ---------------------------------------------------------------------------------------------
// CloudFront (docs.aws.amazon.com/AmazonCloudFront/latest/DeveloperGuide/…cache-behavior path
// pattern): the first cache behaviour whose path pattern matches decides (`*` any characters,
// `?` one), else the default behaviour; its response-headers policy adds the headers.

function cloudFrontGlob(pattern: string): RegExp {
  const source = pattern
    .split('')
    .map((char) =>
      char === '*' ? '.*' : char === '?' ? '.' : char.replace(/[-/\\^$+.()|[\]{}]/g, '\\$&'),
    )
    .join('');
  return new RegExp(`^${source}$`);
}

/** The headers a response-headers policy adds, as a browser would see them. */
function policyToHeaders(config: ResponseHeadersPolicyConfig): Record<string, string> {
  const out: Record<string, string> = {};
  const security = config.SecurityHeadersConfig ?? {};
  if (security.ContentSecurityPolicy) {
    out['content-security-policy'] = security.ContentSecurityPolicy.ContentSecurityPolicy;
  }
  if (security.ContentTypeOptions) out['x-content-type-options'] = 'nosniff';
  if (security.FrameOptions) out['x-frame-options'] = security.FrameOptions.FrameOption;
  if (security.ReferrerPolicy) out['referrer-policy'] = security.ReferrerPolicy.ReferrerPolicy;
  const hsts = security.StrictTransportSecurity;
  if (hsts) {
    out['strict-transport-security'] = [
      `max-age=${hsts.AccessControlMaxAgeSec}`,
      ...(hsts.IncludeSubdomains ? ['includeSubDomains'] : []),
      ...(hsts.Preload ? ['preload'] : []),
    ].join('; ');
  }
  for (const item of config.CustomHeadersConfig?.Items ?? []) {
    out[item.Header.toLowerCase()] = item.Value;
  }
  return out;
}

function cloudFrontHeaders(setup: CloudFrontSetup, urlPath: string): Record<string, string> {
  const behavior = setup.behaviors.find((b) => cloudFrontGlob(b.PathPattern).test(urlPath));
  const name = behavior?.ResponseHeadersPolicy ?? setup.defaultBehavior.ResponseHeadersPolicy;
  const policy = setup.policies[name];
  if (!policy) throw new Error(`behaviour names a missing policy ${name}`);
  return policyToHeaders(responseHeadersPolicyConfigSchema.parse(policy));
}

// ---------------------------------------------------------------------------------------------

/** Addresses of every kind the site serves, including the ones two rules could claim. */
function samplePaths(basePath: string): string[] {
  const root = `${basePath}/`;
  return [
    root,
    `${root}faq/`,
    `${root}shows/the_night_garden/`,
    `${root}index.html`,
    `${root}404.html`,
    `${root}faq/index.txt`,
    `${root}faq/__next.faq.txt`,
    `${root}embed/speaker-series/`,
    `${root}embed/speaker-series/index.html`,
    `${root}embed/speaker-series/index.txt`,
    `${root}listings/speaker-series.json`,
    `${root}_next/static/chunks/0a1b2c3d.js`,
    `${root}_next/static/css/0a1b2c3d.css`,
    `${root}_next/static/media/logo.0a1b2c3d.png`,
    `${root}_next/static/boot/0a1b2c3d.txt`,
    `${root}sw.js`,
    `${root}pagefind/pagefind.js`,
    `${root}calendar.ics`,
    `${root}shows/the_night_garden/the_night_garden.ics`,
    `${root}sitemap.xml`,
    `${root}manifest.webmanifest`,
    `${root}data.json`,
    `${root}shows/the_night_garden/poster.jpg`,
    `${root}shows/the_night_garden/poster-640.avif`,
    `${root}shows/the_night_garden/poster-640.webp`,
    `${root}logos/series.svg`,
    `${root}favicon.ico`,
    `${root}downloads/season-brochure.pdf`,
    `${root}admin/`,
    `${root}admin/index.html`,
    `${root}admin/config.yml`,
    `${root}admin/sveltia-cms.js`,
    `${root}admin/logo.png`,
  ];
}

const variants = [
  { label: 'at /artistseries', basePath: '/artistseries', settings: {} },
  {
    label: 'with analytics and a mailing list',
    basePath: '/artistseries',
    settings: { analytics: true, formActions: ['https://lists.example.com'] },
  },
  { label: 'at the host root', basePath: '', settings: {} },
];

describe.each(variants)('the _headers file $label', ({ basePath, settings }) => {
  const blocks = parseHeadersFile(headersFile({ basePath, settings }));

  it.each(samplePaths(basePath))('gives %s exactly one Content-Security-Policy', (urlPath) => {
    expect(cloudflareHeaders(blocks, urlPath).get('content-security-policy')).toHaveLength(1);
  });

  it.each(samplePaths(basePath))('gives %s the headers nginx sends', (urlPath) => {
    expect(joined(cloudflareHeaders(blocks, urlPath))).toEqual(
      lowerCased(headersFor(urlPath, { basePath, settings })),
    );
  });
});

/** The files among the sample addresses, relative to the base path, as the export lists them. */
function sampleFiles(basePath: string): string[] {
  return samplePaths(basePath)
    .filter((urlPath) => !urlPath.endsWith('/'))
    .map((urlPath) => urlPath.slice(basePath.length + 1));
}

describe.each(variants)('the Netlify _headers file $label', ({ basePath, settings }) => {
  let rules: Header[] = [];
  beforeAll(async () => {
    rules = await parseNetlifyFile(
      netlifyHeadersFile({ basePath, settings, files: sampleFiles(basePath) }),
    );
  });

  it.each(samplePaths(basePath))('gives %s exactly one Content-Security-Policy', (urlPath) => {
    const policies = [
      headerPolicy(settings),
      headerPolicy({ ...settings, embed: true }),
      adminHeaderPolicy(),
    ];
    expect(policies).toContain(netlifyHeaders(rules, urlPath)['content-security-policy']);
  });

  it.each(samplePaths(basePath))(
    'gives %s the headers nginx sends, but those it cannot lift for the embeds',
    (urlPath) => {
      const dropped = NETLIFY_DROPPABLE.map((name) => name.toLowerCase());
      const expected = Object.fromEntries(
        Object.entries(lowerCased(headersFor(urlPath, { basePath, settings }))).filter(
          ([name]) => !dropped.includes(name),
        ),
      );
      expect(netlifyHeaders(rules, urlPath)).toEqual(expected);
    },
  );

  it('leaves a page that no site may frame saying so with frame-ancestors', () => {
    const headers = netlifyHeaders(rules, `${basePath}/faq/`);
    expect(headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(netlifyHeaders(rules, `${basePath}/embed/free/`)['content-security-policy']).toMatch(
      /frame-ancestors \*$/,
    );
  });
});

describe('the Netlify reading', () => {
  it("gives addresses other headers than nginx's when handed the Cloudflare Pages file", async () => {
    const basePath = '/artistseries';
    const rules = await parseNetlifyFile(headersFile({ basePath }));
    const differing = samplePaths(basePath).filter(
      (urlPath) =>
        JSON.stringify(netlifyHeaders(rules, urlPath)) !==
        JSON.stringify(lowerCased(headersFor(urlPath, { basePath }))),
    );
    expect(differing).toContain('/artistseries/logos/series.svg');
  });

  it('drops a detach line, matches without the trailing slash and lets the last rule win', async () => {
    const rules = await parseNetlifyFile(
      '/*\n  X-Robots-Tag: noindex\n/static/*/\n  ! X-Robots-Tag\n  X-Robots-Tag: nosnippet\n',
    );
    expect(netlifyHeaders(rules, '/static/a.css')).toEqual({ 'x-robots-tag': 'nosnippet' });
    expect(netlifyHeaders(rules, '/other.css')).toEqual({ 'x-robots-tag': 'noindex' });
  });

  it("refuses a file whose extension differs only in case from another rule's", () => {
    // nginx gives POSTER.HTML the other files' day; Netlify would match it with *.html.
    expect(() =>
      netlifyHeadersFile({ basePath: '/artistseries', files: ['faq/index.html', 'POSTER.HTML'] }),
    ).toThrow(/two rules/);
  });

  it('refuses an export file without an extension, which Netlify would take for a folder', () => {
    expect(() => netlifyHeadersFile({ basePath: '/artistseries', files: ['CNAME'] })).toThrow(
      /no extension/,
    );
  });
});

describe.each(variants)('the CloudFront set-up $label', ({ basePath, settings }) => {
  const setup = cloudFrontSetup({ basePath, settings });

  it('has policies that match the documented ResponseHeadersPolicyConfig shape', () => {
    for (const policy of Object.values(setup.policies)) {
      expect(responseHeadersPolicyConfigSchema.safeParse(policy).error).toBeUndefined();
    }
  });

  it('stays within the default quota of 25 cache behaviours per distribution', () => {
    expect(setup.behaviors.length).toBeLessThanOrEqual(25);
  });

  it.each(samplePaths(basePath))('gives %s the headers nginx sends', (urlPath) => {
    expect(cloudFrontHeaders(setup, urlPath)).toEqual(
      lowerCased(headersFor(urlPath, { basePath, settings })),
    );
  });
});

describe('the reading of _headers', () => {
  it('sends both policies on /admin/ when the detach line is missing, as Cloudflare would', () => {
    const text = headersFile({ basePath: '/artistseries' }).replace(/^\s+! .*\n/gm, '');
    const sent = cloudflareHeaders(parseHeadersFile(text), '/artistseries/admin/');
    expect(sent.get('content-security-policy')).toHaveLength(2);
  });

  it('matches a splat across folders and a placeholder within one, as documented', () => {
    expect(patternRegExp('/static/*').test('/static/a/b.css')).toBe(true);
    expect(patternRegExp('/movies/:title').test('/movies/up')).toBe(true);
    expect(patternRegExp('/movies/:title').test('/movies/up/cast')).toBe(false);
    expect(patternRegExp('/*.jpg').test('/a/b.jpg')).toBe(true);
    expect(patternRegExp('/*.jpg').test('/a/b.jpeg')).toBe(false);
  });

  it('joins a header two matching rules attach, and a detach removes the first', () => {
    const blocks = parseHeadersFile(
      '/*\n  X-Robots-Tag: noindex\n/static/*\n  X-Robots-Tag: nosnippet\n',
    );
    expect(joined(cloudflareHeaders(blocks, '/static/a.css'))).toEqual({
      'x-robots-tag': 'noindex, nosnippet',
    });
    const detached = parseHeadersFile(
      '/*\n  X-Robots-Tag: noindex\n/static/*\n  ! X-Robots-Tag\n  X-Robots-Tag: nosnippet\n',
    );
    expect(joined(cloudflareHeaders(detached, '/static/a.css'))).toEqual({
      'x-robots-tag': 'nosnippet',
    });
  });
});

describe('the CloudFront policy shape', () => {
  const policy = Object.values(cloudFrontSetup({ basePath: '/artistseries' }).policies)[0];

  it('rejects a misspelt member', () => {
    const misspelt = structuredClone(policy) as Record<string, unknown>;
    const security = misspelt.SecurityHeadersConfig as Record<string, Record<string, unknown>>;
    const hsts = security.StrictTransportSecurity ?? {};
    hsts.IncludeSubDomains = hsts.IncludeSubdomains;
    delete hsts.IncludeSubdomains;
    expect(responseHeadersPolicyConfigSchema.safeParse(misspelt).success).toBe(false);
  });

  it('rejects a Quantity that does not count the Items', () => {
    const wrong = structuredClone(policy) as ResponseHeadersPolicyConfig;
    if (!wrong.CustomHeadersConfig) throw new Error('no custom headers');
    wrong.CustomHeadersConfig.Quantity += 1;
    expect(responseHeadersPolicyConfigSchema.safeParse(wrong).success).toBe(false);
  });

  it('rejects a security header set as a custom header', () => {
    const wrong = structuredClone(policy) as ResponseHeadersPolicyConfig;
    wrong.CustomHeadersConfig = {
      Quantity: 1,
      Items: [{ Header: 'Content-Security-Policy', Value: "default-src 'self'", Override: true }],
    };
    expect(responseHeadersPolicyConfigSchema.safeParse(wrong).success).toBe(false);
  });
});

describe('the rules', () => {
  const catchAll = RULES.at(-1);

  it('put the editor folder under a policy of its own', () => {
    expect(
      RULES.find((rule) => rule.match.kind === 'folder' && rule.match.folder === 'admin/'),
    ).toMatchObject({ policy: 'admin' });
  });

  it('put the search page, and only it, under the search policy', () => {
    expect(RULES.filter((rule) => rule.policy === 'search').map((rule) => rule.match)).toEqual([
      { kind: 'folder', folder: 'search/' },
    ]);
  });

  it('revalidate the service worker on every visit, as JavaScript', () => {
    // A worker cached for a day keeps a broken build a day (docs/architecture.md#offline).
    expect(headersFor('/artistseries/sw.js', { basePath: '/artistseries' })).toMatchObject({
      'Cache-Control': 'no-cache',
    });
    const scripts = RULES.find((rule) => ruleMatches(rule, '/artistseries/sw.js', '/artistseries'));
    expect(scripts?.match.kind === 'extensions' && scripts.match.extensions).toContain('js');
    expect(CONTENT_TYPES.js).toBe('text/javascript');
  });

  it.each(['/artistseries/embed/free/', '/artistseries/embed/open-captions/index.html'])(
    'let any site frame the embed %s, with no X-Frame-Options to say otherwise',
    (urlPath) => {
      const headers = headersFor(urlPath, { basePath: '/artistseries' });
      expect(headers['Content-Security-Policy']).toMatch(/(^|; )frame-ancestors \*(;|$)/);
      expect(headers).not.toHaveProperty('X-Frame-Options');
    },
  );

  it.each([
    '/artistseries/',
    '/artistseries/faq/',
    '/artistseries/share-our-listings/',
    '/artistseries/search/',
    '/artistseries/admin/',
    '/artistseries/listings/free.json',
    '/artistseries/embedded/',
  ])('let no site frame %s', (urlPath) => {
    const headers = headersFor(urlPath, { basePath: '/artistseries' });
    expect(headers['Content-Security-Policy']).toContain("frame-ancestors 'none'");
    expect(headers['X-Frame-Options']).toBe('DENY');
  });

  it('let the share page preview the embeds in frames of its own origin', () => {
    const headers = headersFor('/artistseries/share-our-listings/', { basePath: '/artistseries' });
    expect(headers['Content-Security-Policy']).toMatch(/frame-src 'self'/);
  });

  it.each(['/artistseries/', '/artistseries/faq/', '/artistseries/search/'])(
    'let %s start the service worker',
    (urlPath) => {
      expect(headersFor(urlPath, { basePath: '/artistseries' })).toMatchObject({
        'Content-Security-Policy': expect.stringContaining("worker-src 'self'"),
      });
    },
  );

  it('refuse an extension rule after the catch-all, which could never match', () => {
    const images = RULES.find((rule) => rule.name === 'images');
    expect(rulesSchema.safeParse([...RULES, images]).success).toBe(false);
  });

  it('refuse an extension claimed by two rules', () => {
    const [first, ...rest] = RULES;
    const pages = RULES.find((rule) => rule.name === 'pages');
    if (!first || !pages || !catchAll) throw new Error('rules missing');
    const copy = { ...pages, name: 'pages-again' };
    expect(rulesSchema.safeParse([first, ...rest.slice(0, -1), copy, catchAll]).success).toBe(
      false,
    );
  });
});
