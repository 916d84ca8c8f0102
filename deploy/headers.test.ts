/** @jest-environment node */
// The rules every host's headers are written from (./targets/ writes them for each host).
import { CONTENT_TYPES, headersFor, ruleMatches, RULES, rulesSchema } from './headers';

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
