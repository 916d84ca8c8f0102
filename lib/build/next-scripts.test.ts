/** @jest-environment node */
import {
  applyEdits,
  classifyScript,
  describeScript,
  elementHtml,
  isNextPreload,
  isRouterPayload,
  markedBy,
  parsePage,
  scriptPreloadIsForeign,
  type ScriptAllowlist,
} from './next-scripts';

const BASE = '/artistseries';
const allow: ScriptAllowlist = {
  filesFolder: `${BASE}/_islands/`,
  inline: ['(function(){var site=1})()'],
  speculationRules: '{"prefetch":[]}',
  dataIds: ['settings'],
};

function page(head: string, body: string): string {
  return `<!DOCTYPE html><html><head>${head}</head><body>${body}</body></html>`;
}

/** The kind of the one script in a body. */
function kindOf(script: string): string {
  const parsed = parsePage(page('', script));
  expect(parsed.scripts).toHaveLength(1);
  return classifyScript(parsed.scripts[0]!, allow, BASE);
}

describe('an exported page, parsed', () => {
  it('finds every script with its raw text and its place in the file, also in templates and SVG', () => {
    const html = page(
      '<script>a&amp;b</script>',
      '<template><script>t()</script></template><svg><script>s()</script></svg>',
    );
    const { scripts } = parsePage(html);
    expect(scripts.map((script) => script.text)).toEqual(['a&amp;b', 't()', 's()']);
    expect(scripts.map(({ start, end }) => html.slice(start, end))).toEqual([
      '<script>a&amp;b</script>',
      '<script>t()</script>',
      '<script>s()</script>',
    ]);
  });

  it('reads a script as the browser does, not up to a "</script" inside a comment in its text', () => {
    const html = page('', '<script>x="<!--<script>"; y="</script>"; z()</script><p>after</p>');
    const { scripts } = parsePage(html);
    expect(scripts).toHaveLength(1);
    expect(scripts[0]!.text).toBe('x="<!--<script>"; y="</script>"; z()');
  });

  it('collects the values of a marking attribute, in document order', () => {
    const html = page('', '<div data-island="b"></div><span data-island="a"></span><p></p>');
    expect(markedBy(parsePage(html, ['data-island']), 'data-island')).toEqual(['b', 'a']);
  });

  it('collects several marking attributes in one parse, none found as none', () => {
    const html = page('', '<div data-island="b" data-player=""></div><p data-island="a"></p>');
    const parsed = parsePage(html, ['data-island', 'data-player', 'data-other']);
    expect(markedBy(parsed, 'data-island')).toEqual(['b', 'a']);
    expect(markedBy(parsed, 'data-player')).toEqual(['']);
    expect(markedBy(parsed, 'data-other')).toEqual([]);
  });

  it('refuses to read marks of an attribute the page was not parsed for', () => {
    const parsed = parsePage(page('', '<div data-island="b"></div>'));
    expect(() => markedBy(parsed, 'data-island')).toThrow(/not parsed for the data-island/);
  });

  it('refuses a page whose head or body is not written out', () => {
    expect(() => parsePage('<p>no head</p>')).toThrow(/<head>/);
  });

  it('names a script by its first 80 characters', () => {
    const text = 'x'.repeat(100);
    const parsed = parsePage(page('', `<script>${text}</script>`));
    expect(describeScript(parsed, parsed.scripts[0]!)).toBe(`<script>${'x'.repeat(72)}…`);
  });
});

describe("Next's own scripts, by the exact shapes the pinned Next writes", () => {
  it('are its chunks and its noModule polyfill under /_next/static/', () => {
    expect(kindOf(`<script src="${BASE}/_next/static/chunks/a.js" async=""></script>`)).toBe(
      'next',
    );
    expect(kindOf(`<script src="${BASE}/_next/static/chunks/p.js" noModule=""></script>`)).toBe(
      'next',
    );
  });

  it('are the start of its RSC stream, the stream’s chunks and Turbopack’s chunk list', () => {
    expect(kindOf('<script>(self.__next_f=self.__next_f||[]).push([0])</script>')).toBe('next');
    expect(kindOf('<script>self.__next_f.push([1,"1:\\"$Sreact.fragment\\"\\n"])</script>')).toBe(
      'next',
    );
    expect(
      kindOf(
        '<script id="_R_">(globalThis["TURBOPACK"] || (globalThis["TURBOPACK"] = [])).push({"otherChunks":["static/chunks/a.js"],"runtimeModuleIds":[1]});</script>',
      ),
    ).toBe('next');
  });

  it('are not a stream chunk with code after it, nor a new shape that only names __next_f', () => {
    expect(kindOf('<script>self.__next_f.push([1,"x"]);alert(1)</script>')).toBe('foreign');
    expect(kindOf('<script>self.__next_f.push([1,"x"],alert(1))</script>')).toBe('foreign');
    expect(kindOf('<script>self.__next_f.unshift([1,"x"])</script>')).toBe('foreign');
    expect(
      kindOf('<script>(globalThis["TURBOPACK"] || []).push({"otherChunks":["a.js"]});</script>'),
    ).toBe('foreign');
  });

  it('are not a script of Next’s shape that carries another attribute', () => {
    expect(
      kindOf('<script type="module">(self.__next_f=self.__next_f||[]).push([0])</script>'),
    ).toBe('foreign');
    expect(kindOf(`<script src="${BASE}/_next/static/chunks/a.js" onload="x()"></script>`)).toBe(
      'foreign',
    );
  });
});

describe('the allowlist', () => {
  it('keeps the islands’ own files as module scripts, and no other script file', () => {
    expect(kindOf(`<script type="module" src="${BASE}/_islands/start-A.js"></script>`)).toBe(
      'file',
    );
    expect(kindOf(`<script src="${BASE}/_islands/start-A.js"></script>`)).toBe('foreign');
    expect(kindOf('<script type="module" src="https://cdn.example.com/x.js"></script>')).toBe(
      'foreign',
    );
    expect(kindOf(`<script src="${BASE}/scripts/x.js"></script>`)).toBe('foreign');
  });

  it('keeps the site’s inline scripts by their exact text only', () => {
    expect(kindOf('<script>(function(){var site=1})()</script>')).toBe('inline');
    expect(kindOf('<script>(function(){var site=1})() </script>')).toBe('foreign');
    expect(kindOf('<script>(function(){var site=2})()</script>')).toBe('foreign');
    expect(kindOf('<script id="x">(function(){var site=1})()</script>')).toBe('foreign');
  });

  it('keeps the Speculation Rules by their exact text', () => {
    expect(kindOf('<script type="speculationrules">{"prefetch":[]}</script>')).toBe('inline');
    expect(kindOf('<script type="speculationrules">{"prerender":[]}</script>')).toBe('foreign');
  });

  it('keeps JSON-LD and the named data blocks when they are JSON', () => {
    expect(kindOf('<script type="application/ld+json">{"@type":"Event"}</script>')).toBe('data');
    expect(kindOf('<script type="application/ld+json">alert(1)</script>')).toBe('foreign');
    expect(kindOf('<script type="application/json" id="settings">{"id":"G-1"}</script>')).toBe(
      'data',
    );
    expect(kindOf('<script type="application/json" id="other">{}</script>')).toBe('foreign');
    expect(kindOf('<script type="application/json">{}</script>')).toBe('foreign');
  });

  it('knows no other type of script', () => {
    expect(kindOf('<script type="text/javascript">(function(){var site=1})()</script>')).toBe(
      'foreign',
    );
    expect(kindOf('<script type="importmap">{}</script>')).toBe('foreign');
  });
});

describe("Next's preloads", () => {
  const links = parsePage(
    page(
      [
        `<link rel="preload" as="script" fetchPriority="low" href="${BASE}/_next/static/chunks/a.js"/>`,
        `<link rel="modulepreload" href="${BASE}/_next/static/chunks/b.js"/>`,
        `<link rel="preload" href="${BASE}/_next/static/chunks/c.css" as="style"/>`,
        `<link rel="stylesheet" href="${BASE}/_next/static/chunks/c.css"/>`,
        `<link rel="preload" href="${BASE}/logos/series.svg" as="image"/>`,
        '<link rel="preload" as="script" href="https://cdn.example.com/x.js"/>',
      ].join(''),
      '',
    ),
  ).links;

  it("are its chunks' script and style preloads; stylesheets and other preloads stay", () => {
    expect(links.map((link) => isNextPreload(link, BASE))).toEqual([
      true,
      true,
      true,
      false,
      false,
      false,
    ]);
  });

  it('leave a script preload of anything else foreign', () => {
    expect(links.map((link) => scriptPreloadIsForeign(link, BASE))).toEqual([
      false,
      false,
      false,
      false,
      false,
      true,
    ]);
  });
});

describe('editing a page at the parser’s offsets', () => {
  const html = page('<meta charSet="utf-8"/>', '<p class=a>Caf&eacute;</p><script>x()</script>');

  it('changes nothing else, byte for byte', () => {
    const [script] = parsePage(html).scripts;
    const edited = applyEdits(html, [{ start: script!.start, end: script!.end, text: '' }]);
    expect(edited).toBe(html.replace('<script>x()</script>', ''));
    expect(applyEdits(html, [])).toBe(html);
  });

  it('refuses overlapping edits', () => {
    expect(() =>
      applyEdits(html, [
        { start: 0, end: 10, text: '' },
        { start: 5, end: 12, text: '' },
      ]),
    ).toThrow(/overlapping/);
  });

  it('writes new elements as parse5 serialises them', () => {
    expect(
      elementHtml('script', [
        ['type', 'module'],
        ['src', '/a.js'],
      ]),
    ).toBe('<script type="module" src="/a.js"></script>');
    expect(elementHtml('script', [['type', 'speculationrules']], '{"a":"<b>"}')).toBe(
      '<script type="speculationrules">{"a":"<b>"}</script>',
    );
  });
});

describe('router payloads', () => {
  it('are known by name, and no other text file', () => {
    expect(isRouterPayload('faq/index.txt')).toBe(true);
    expect(isRouterPayload('faq/__next.faq.txt')).toBe(true);
    expect(isRouterPayload('__next._tree.txt')).toBe(true);
    expect(isRouterPayload('robots.txt')).toBe(false);
    expect(isRouterPayload('downloads/notes.txt')).toBe(false);
  });
});
