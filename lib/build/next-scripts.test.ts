import { isRouterPayload, stripNextScripts, verifyNoNextScripts } from './next-scripts';

const BASE = '/artistseries';
const page = [
  '<html><head>',
  `<link rel="preload" as="script" fetchPriority="low" href="${BASE}/_next/static/chunks/a.js"/>`,
  `<link rel="stylesheet" href="${BASE}/_next/static/chunks/a.css"/>`,
  '<script type="application/ld+json">{"@type":"Event"}</script>',
  '</head><body><main>Page</main>',
  `<script src="${BASE}/_next/static/chunks/a.js" async=""></script>`,
  '<script>self.__next_f.push([1,"payload"])</script>',
  '<script>(function(){var phase=1})()</script>',
  '</body></html>',
].join('');

describe("Next's scripts in an exported page", () => {
  it("removes Next's chunks, payload and preloads, and keeps styles, data and other scripts", () => {
    const html = stripNextScripts(page, BASE);
    expect(html).not.toContain('_next/static/chunks/a.js');
    expect(html).not.toContain('__next_f');
    expect(html).toContain('a.css');
    expect(html).toContain('application/ld+json');
    expect(html).toContain('var phase=1');
    expect(verifyNoNextScripts(html, BASE)).toEqual([]);
  });

  it('says in words what is left when a page still carries them', () => {
    expect(verifyNoNextScripts(page, BASE)).toEqual([
      "expected no inline script of Next's (__next…, TURBOPACK), found 1",
      `expected no <script src="${BASE}/_next/static/…">, found 1`,
      'expected no script preload, found 1',
    ]);
  });

  it('knows the router payloads by name, and no other text file', () => {
    expect(isRouterPayload('faq/index.txt')).toBe(true);
    expect(isRouterPayload('faq/__next.faq.txt')).toBe(true);
    expect(isRouterPayload('__next._tree.txt')).toBe(true);
    expect(isRouterPayload('robots.txt')).toBe(false);
    expect(isRouterPayload('downloads/notes.txt')).toBe(false);
  });
});
