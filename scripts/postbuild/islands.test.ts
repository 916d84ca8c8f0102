/** @jest-environment node */
import { islandsOf, rewritePage, verifyPage } from './islands';

const scripts = {
  loader: '/artistseries/_islands/start-ABC.js',
  pageViews: '/artistseries/_islands/page-views-DEF.js',
  worker: '/artistseries/_islands/worker-GHI.js',
  basePath: '/artistseries',
};
const next =
  '<script src="/artistseries/_next/static/chunks/x.js" async=""></script><script>self.__next_f.push([])</script>';

function page(body: string) {
  return `<html><head><title>t</title></head><body>${body}${next}</body></html>`;
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
    expect([...html.matchAll(/<script[^>]+src="([^"]+)"/g)].map((m) => m[1])).toEqual([
      scripts.worker,
    ]);
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

  it('names an island the site does not know, and a page left with the RSC stream', () => {
    const problems = verifyPage(
      page('<div data-island="carousel"></div>'),
      'faq/index.html',
      scripts,
    );
    expect(problems).toContain('names an island "carousel" that lib/site/islands.ts does not list');
    expect(problems.some((problem) => problem.includes('RSC stream'))).toBe(true);
  });
});
