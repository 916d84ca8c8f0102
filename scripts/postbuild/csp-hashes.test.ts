/** @jest-environment node */
import { createHash } from 'node:crypto';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { hashScript, injectPolicy, inlineScripts, type PageAllowlist } from './csp-hashes';
import { TRAILER_PLAYER_ATTRIBUTE } from '../../lib/concepts/shows';
import { headerPolicy, pageSearches, readSiteSettings } from '../../deploy/csp-policy';

// Three inline scripts, and the hashes Chromium 156 reported for them in its CSP violation
// messages (measured once with a `script-src 'none'` page; not computed by the code under test).
const HELLO = "alert('Hello, world.');";
const PAYLOAD = 'self.__next_f.push([1,"Café – “Ridgeline” \\u003c/script\\u003e"])';
const CRLF = '\r\nwindow.x = 1;\r\n';
const CHROMIUM_HASHES = [
  'qznLcsROx4GACP2dm0UCKCzCG+HiZ1guq6ZZDob/Tng=',
  '/r+J/yF+aCCW4lBl9bR7zlzmQ+61ARZPkaSKVHsVTtY=',
  'XbrNjgMfhK3sqAYNL1Ag3jZvINazTygCyqNe7fLLnDY=',
];

const RULES = '{"prefetch":[{"where":{"href_matches":"/artistseries/*"}}]}';
const allowlist: PageAllowlist = {
  basePath: '/artistseries',
  allow: {
    filesFolder: '/artistseries/_islands/',
    inline: [HELLO],
    speculationRules: RULES,
    dataIds: [],
  },
};

// A page as the islands step leaves it: the site's inline script, the Speculation Rules, a data
// block and the islands' files.
const fixture = [
  '<!DOCTYPE html><html lang="en"><head><meta charSet="utf-8"/>',
  '<link rel="preload" href="/artistseries/logos/series.svg" as="image"/>',
  '<title>Fixture</title>',
  `<script type="speculationrules">${RULES}</script></head><body>`,
  `<div data-phase-switch=""></div><script>${HELLO}</script>`,
  '<script type="application/ld+json">{"@type":"Event"}</script>',
  '<script type="module" src="/artistseries/_islands/worker-A.js"></script>',
  '</body></html>',
].join('');

const sha256 = (text: string) => createHash('sha256').update(text, 'utf8').digest('base64');

function metaContent(html: string): string {
  const match = /<meta http-equiv="Content-Security-Policy" content="([^"]*)">/.exec(html);
  if (!match?.[1]) throw new Error('no meta policy');
  return match[1];
}

const inject = (html: string, settings = {}) => injectPolicy(html, settings, allowlist);

describe('csp-hashes', () => {
  it('hashes each inline script exactly as Chromium does', () => {
    expect([HELLO, PAYLOAD, CRLF].map(hashScript)).toEqual(CHROMIUM_HASHES);
  });

  it('finds only the allowed inline scripts: not src= scripts, not JSON-LD data blocks', () => {
    expect(inlineScripts(fixture, allowlist)).toEqual([RULES, HELLO]);
  });

  it("writes one meta policy listing exactly the allowed inline scripts' hashes and 'self'", () => {
    const policy = metaContent(inject(fixture).html);
    expect(policy.split(' ')).toEqual([
      'script-src',
      "'self'",
      `'sha256-${sha256(RULES)}'`,
      `'sha256-${CHROMIUM_HASHES[0]}'`,
    ]);
    expect(policy).not.toContain('unsafe-inline');
    expect(policy).not.toContain('googletagmanager');
    expect(policy).not.toContain('youtube');
  });

  it('refuses a foreign inline script instead of hashing it, naming the script', () => {
    const foreign = fixture.replace('</body>', `<script>${PAYLOAD}</script></body>`);
    expect(() => inject(foreign)).toThrow(/allowlist[\s\S]*self\.__next_f\.push/);
    const changed = fixture.replace(`<script>${HELLO}</script>`, `<script>${HELLO} </script>`);
    expect(() => inject(changed)).toThrow(/Hello, world/);
  });

  it('refuses a script of Next’s the islands step should have taken out, and an unknown file', () => {
    const chunk = '<script src="/artistseries/_next/static/chunks/a.js" async=""></script>';
    expect(() => inject(fixture.replace('</body>', `${chunk}</body>`))).toThrow(/chunks\/a\.js/);
    const file = '<script src="https://cdn.example.com/x.js"></script>';
    expect(() => inject(fixture.replace('</body>', `${file}</body>`))).toThrow(/cdn\.example/);
  });

  it("allows YouTube's player script only on a page with a trailer player", () => {
    const withTrailer = fixture.replace('<body>', `<body><div ${TRAILER_PLAYER_ATTRIBUTE}="">`);
    expect(withTrailer).not.toBe(fixture);
    expect(metaContent(inject(withTrailer).html).split(' ')).toContain('https://www.youtube.com');
    // Text that merely names the attribute (an article about the site, say) does not count.
    const mention = fixture.replace('<body>', `<body><p>${TRAILER_PLAYER_ATTRIBUTE}</p>`);
    expect(metaContent(inject(mention).html)).not.toContain('youtube');
  });

  it('adds the analytics host to script-src when analytics is configured', () => {
    expect(metaContent(inject(fixture, { analytics: true }).html)).toMatch(
      / https:\/\/www\.googletagmanager\.com$/,
    );
  });

  it("lets only a page that searches compile WebAssembly ('wasm-unsafe-eval')", () => {
    expect(metaContent(inject(fixture, { search: true }).html)).toContain("'wasm-unsafe-eval'");
    expect(metaContent(inject(fixture).html)).not.toContain('wasm');
  });

  it('puts the policy right after the charset, before any preload or script', () => {
    const { html } = inject(fixture);
    const meta = html.indexOf('http-equiv="Content-Security-Policy"');
    expect(html.indexOf('<meta charSet="utf-8"/>')).toBeLessThan(meta);
    expect(meta).toBeLessThan(html.indexOf('<link rel="preload"'));
    expect(meta).toBeLessThan(html.indexOf('<script'));
  });

  it('puts the policy first in the head when the head does not open with a charset', () => {
    const { html } = inject(fixture.replace('<meta charSet="utf-8"/>', ''));
    expect(html).toContain('<head><meta http-equiv="Content-Security-Policy"');
  });

  it('changes nothing else in the page, byte for byte', () => {
    const { html } = inject(fixture);
    expect(html.replace(/<meta http-equiv="Content-Security-Policy"[^>]*>/, '')).toBe(fixture);
  });

  it('is idempotent: a second run replaces its own policy and changes nothing', () => {
    const once = inject(fixture).html;
    expect(inject(once).html).toBe(once);
    expect(once.match(/Content-Security-Policy/g)).toHaveLength(1);
  });

  it('refuses a page without <head>, rather than shipping it without a policy', () => {
    expect(() => inject('<p>no head</p>')).toThrow(/<head>/);
  });
});

describe('the pages that search', () => {
  it('are the search page, by its address or its exported file', () => {
    expect(pageSearches('/search/')).toBe(true);
    expect(pageSearches('search/index.html')).toBe(true);
  });

  it('are no other page, not even one whose address starts the same', () => {
    expect(pageSearches('index.html')).toBe(false);
    expect(pageSearches('/shows/search/')).toBe(false);
    expect(pageSearches('searching/index.html')).toBe(false);
  });

  it("start a same-origin worker (Pagefind's), as every page may (the service worker)", () => {
    expect(headerPolicy({ search: true })).toMatch(/(?:^|; )worker-src 'self'(?:;|$)/);
    expect(headerPolicy()).toMatch(/(?:^|; )worker-src 'self'(?:;|$)/);
  });
});

describe('readSiteSettings', () => {
  // A copy of site.json with another mailing-list host and no measurement id, in its own folder.
  const site = JSON.parse(readFileSync(path.join('content', 'site.json'), 'utf8')) as Record<
    string,
    unknown
  >;
  const copy = mkdtempSync(path.join(tmpdir(), 'csp-content-'));
  writeFileSync(
    path.join(copy, 'site.json'),
    JSON.stringify({
      ...site,
      mailingListAction: 'https://lists.example.org/join',
      analyticsId: '',
    }),
  );

  it('reads the content folder the build uses (CONTENT_DIR), not always content/', () => {
    expect(readSiteSettings({ env: { CONTENT_DIR: copy } }).formActions).toEqual([
      'https://lists.example.org',
    ]);
  });

  it('lets ANALYTICS_ID switch analytics on, as the build does', () => {
    expect(readSiteSettings({ env: { CONTENT_DIR: copy } }).analytics).toBe(false);
    expect(
      readSiteSettings({ env: { CONTENT_DIR: copy, ANALYTICS_ID: 'G-ABC123' } }),
    ).toMatchObject({ analytics: true });
  });
});

describe('the header policy nginx sends', () => {
  const snippet = readFileSync(
    path.join(__dirname, '..', '..', 'deploy', 'snippets', 'artistseries-security-headers.conf'),
    'utf8',
  );

  it('is the one deploy/csp-policy.ts makes for content/site.json', () => {
    const sent = /add_header Content-Security-Policy "([^"]+)" always;/.exec(snippet)?.[1];
    expect(sent).toBe(headerPolicy(readSiteSettings({ env: {} })));
  });

  it('cannot be framed, embeds no plugins and posts forms only to itself and the mailing list', () => {
    const policy = headerPolicy({ formActions: ['https://lists.example.com'] });
    expect(policy).toContain("frame-ancestors 'none'");
    expect(policy).toContain("object-src 'none'");
    expect(policy).toContain("base-uri 'self'");
    expect(policy).toContain("form-action 'self' https://lists.example.com");
    // YouTube's player, and the site's own embeds (the share page's preview).
    expect(policy).toContain("frame-src 'self' https://www.youtube-nocookie.com");
    expect(policy).not.toContain('google');
  });

  it('names the Google Analytics hosts only when analytics is on', () => {
    const policy = headerPolicy({ analytics: true });
    expect(policy).toMatch(/connect-src [^;]*https:\/\/\*\.google-analytics\.com/);
    expect(policy).toMatch(/img-src [^;]*https:\/\/\*\.google-analytics\.com/);
  });

  it('leaves scripts to the per-page hashes: no script-src, no default-src, no unsafe-inline', () => {
    for (const analytics of [false, true]) {
      const directives = headerPolicy({ analytics }).split('; ');
      expect(directives.some((d) => /^(script-src|default-src)\b/.test(d))).toBe(false);
      expect(headerPolicy({ analytics })).not.toMatch(/script-src[^;]*unsafe-inline/);
    }
  });
});
