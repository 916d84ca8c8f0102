/** @jest-environment node */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { islandNames } from '../../components/islands/registry';
import { visitorClockScript } from '../../lib/site/visitor-clock-script';
import { IslandsRewriteError, islandsOf, rewritePage, shipPage, verifyPage } from './islands';

const scripts = {
  loader: '/artistseries/_islands/start-ABC.js',
  pageViews: '/artistseries/_islands/page-views-DEF.js',
  worker: '/artistseries/_islands/worker-GHI.js',
  basePath: '/artistseries',
  islandNames,
  analytics: false,
};
const next =
  '<script src="/artistseries/_next/static/chunks/x.js" async=""></script><script>self.__next_f.push([1,""])</script>';

function page(body: string) {
  return `<html><head><title>t</title></head><body>${body}${next}</body></html>`;
}

/** Every script's src, or its type and first characters, in document order. */
function scriptList(html: string): string[] {
  return [...html.matchAll(/<script([^>]*)>([\s\S]*?)<\/script>/g)].map(([, attrs = '', text]) => {
    const src = /src="([^"]+)"/.exec(attrs)?.[1];
    return src ?? `${/type="([^"]+)"/.exec(attrs)?.[1] ?? 'classic'}:${text?.slice(0, 12)}`;
  });
}

describe('a page as the islands step ships it', () => {
  it('loads the islands’ loader once on a page with islands, and Speculation Rules', () => {
    const html = rewritePage(
      page(
        '<div class="island" data-island="save-toggle" data-island-props="{}"></div><div data-island="video-player"></div>',
      ),
      'shows/x/index.html',
      scripts,
    );
    expect(html.split(scripts.loader)).toHaveLength(2);
    expect(html).toContain('<script type="speculationrules">');
    expect(islandsOf(html)).toEqual(['save-toggle', 'video-player']);
    expect(verifyPage(html, 'shows/x/index.html', scripts)).toEqual([]);
  });

  it('loads no script file but the worker’s registration on a page without islands', () => {
    const html = rewritePage(page('<p>FAQ</p>'), 'faq/index.html', scripts);
    expect(scriptList(html).filter((entry) => entry.startsWith('/'))).toEqual([scripts.worker]);
    expect(verifyPage(html, 'faq/index.html', scripts)).toEqual([]);
  });

  it('names a page of the site left without the worker’s registration', () => {
    const html = rewritePage(page('<p>FAQ</p>'), 'faq/index.html', scripts).replace(
      `<script type="module" src="${scripts.worker}"></script>`,
      '',
    );
    expect(verifyPage(html, 'faq/index.html', scripts)).toContain(
      "expected the service worker's registration once, found 0",
    );
  });

  it('adds the page-view module only where the analytics settings are', () => {
    const withSettings = rewritePage(
      page('<script type="application/json" id="analytics-settings">{"id":"G-1"}</script>'),
      'faq/index.html',
      scripts,
    );
    expect(withSettings).toContain(scripts.pageViews);
    expect(rewritePage(page(''), 'faq/index.html', scripts)).not.toContain(scripts.pageViews);
  });

  it('gives an embed no script at all', () => {
    const html = rewritePage(
      page('<div data-island="save-toggle"></div>'),
      'embed/list/index.html',
      scripts,
    );
    expect(html).not.toContain('<script');
    expect(verifyPage(html, 'embed/list/index.html', scripts)).toEqual([]);
  });

  it('names an island the registry does not declare, and a script of Next’s left in the page', () => {
    const problems = verifyPage(
      page('<div data-island="carousel"></div>'),
      'faq/index.html',
      scripts,
    );
    expect(problems).toContain(
      'names an island "carousel" that components/islands/registry.ts does not declare',
    );
    expect(problems.some((problem) => problem.includes('self.__next_f.push'))).toBe(true);
  });
});

describe("the head's inline script (the visitor's clock)", () => {
  const clock = `<script>${visitorClockScript()}</script>`;
  const sheet = '<link rel="stylesheet" href="/artistseries/_next/static/chunks/a.css"/>';
  const withHead = (head: string) => page('<p>FAQ</p>').replace('<head>', `<head>${head}`);

  it('is moved before the first stylesheet, which it would otherwise wait for', () => {
    const { html, problems } = shipPage(
      withHead(`<meta charSet="utf-8"/>${sheet}${sheet.replace('a.css', 'b.css')}${clock}`),
      'faq/index.html',
      scripts,
    );
    expect(problems).toEqual([]);
    expect(html.indexOf(clock)).toBeGreaterThan(html.indexOf('charSet'));
    expect(html.indexOf(clock)).toBeLessThan(html.indexOf('a.css'));
    expect(html.split(clock)).toHaveLength(2);
  });

  it('stays where it is when it already comes first, or the head has no stylesheet', () => {
    const first = withHead(`${clock}${sheet}`);
    expect(rewritePage(first, 'faq/index.html', scripts)).toContain(`<head>${clock}${sheet}`);
    const none = withHead(clock);
    expect(rewritePage(none, 'faq/index.html', scripts)).toContain(`<head>${clock}<title>`);
  });

  it('after a stylesheet makes the shipped page wrong', () => {
    expect(verifyPage(withHead(`${sheet}${clock}`), 'faq/index.html', scripts).join()).toContain(
      "head's inline scripts before its stylesheets",
    );
  });
});

describe("a shipped page's Content-Security-Policy", () => {
  const policyOf = (html: string) =>
    /<meta http-equiv="Content-Security-Policy" content="([^"]*)">/.exec(html)?.[1] ?? 'none';

  it('is written in the same pass, after the charset, and hashes the Speculation Rules', () => {
    const before = page('<p>FAQ</p>').replace('<head>', '<head><meta charSet="utf-8"/>');
    const { html } = shipPage(before, 'faq/index.html', scripts);
    expect(html).toContain('<meta charSet="utf-8"/><meta http-equiv="Content-Security-Policy"');
    expect(policyOf(html)).toMatch(/^script-src 'self' 'sha256-[^']+'$/);
  });

  it('allows the analytics hosts only when the build has analytics on', () => {
    const before = page('<p>FAQ</p>');
    expect(policyOf(shipPage(before, 'faq/index.html', scripts).html)).not.toContain('google');
    const on = shipPage(before, 'faq/index.html', { ...scripts, analytics: true }).html;
    expect(policyOf(on)).toContain('https://www.googletagmanager.com');
  });

  it('lets only the search page compile WebAssembly', () => {
    const before = page('<p>Search</p>');
    expect(policyOf(shipPage(before, 'search/index.html', scripts).html)).toContain('wasm');
    expect(policyOf(shipPage(before, 'faq/index.html', scripts).html)).not.toContain('wasm');
  });
});

describe('a page with a script the allowlist does not know', () => {
  const foreignInline = page('<script>document.title="x"</script>');
  const foreignFile = page('<script src="https://cdn.example.com/widget.js"></script>');

  it('stops the build, naming the page and the inline script', () => {
    const { problems } = shipPage(foreignInline, 'faq/index.html', scripts);
    const message = new IslandsRewriteError([{ page: 'faq/index.html', problems }]).message;
    expect(message).toContain('faq/index.html: ');
    expect(message).toContain('<script>document.title="x"</script>');
  });

  it('stops the build for an unknown external script, naming it', () => {
    const { problems } = shipPage(foreignFile, 'faq/index.html', scripts);
    expect(problems.join()).toContain('https://cdn.example.com/widget.js');
  });

  it('is left as it was: nothing of the rewrite is shipped', () => {
    expect(shipPage(foreignInline, 'faq/index.html', scripts).html).toBe(foreignInline);
  });

  it('stops the build for a script of Next’s in a new shape', () => {
    const { problems } = shipPage(
      page('<script>self.__next_f.push([1,""]);self.__next_x=1</script>'),
      'faq/index.html',
      scripts,
    );
    expect(problems.join()).toContain('self.__next_x=1');
  });

  it('is shipped when the same page has only the known scripts', () => {
    expect(shipPage(page('<p>FAQ</p>'), 'faq/index.html', scripts).problems).toEqual([]);
  });
});

const FIXTURES = path.join(__dirname, '__fixtures__');
const captured = readdirSync(FIXTURES).filter((file) => file.endsWith('.html'));

describe('the captured pages (scripts/postbuild/__fixtures__/README.md)', () => {
  it('were captured from the Next the project installs; recapture them after an upgrade', () => {
    const installed = (
      JSON.parse(readFileSync(require.resolve('next/package.json'), 'utf8')) as { version: string }
    ).version;
    expect(captured.length).toBeGreaterThan(0);
    for (const file of captured) expect(file.split('-').slice(0, 2)).toEqual(['next', installed]);
  });
});
