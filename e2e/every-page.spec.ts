/**
 * Every page of the site, as served: what its markup promises, checked without a browser so that
 * a season of any length costs milliseconds per page (a page load per page is
 * e2e/pages.spec.ts's job, for one page of each kind). Several small tests per page, each about
 * one thing, so a failure names the page and the rule.
 */
import { LinkState } from 'linkinator';
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { PUBLIC_ORIGIN } from './support/browser';
import { BASE_PATH } from './support/content';
import { routes, type Route } from './support/routes';
import { headingOutline, servedPage } from './support/html';
import { sameSiteLinks } from './support/links';
import { exportDir } from './support/servers';
import { pageTags } from './support/tags';

test.describe.configure({ mode: 'parallel' });

/** Every page's <title> as exported (read from the build on disk, for the uniqueness check). */
let exportedTitles: Map<string, string> | undefined;
function titleOf(route: Route): string {
  exportedTitles ??= new Map(
    routes.map((r) => {
      const file = path.join(exportDir(), r.path, 'index.html');
      const html = readFileSync(file, 'utf8');
      return [r.path, /<title>([^<]*)<\/title>/.exec(html)?.[1]?.trim() ?? ''];
    }),
  );
  return exportedTitles.get(route.path) ?? '';
}

for (const route of routes) {
  test.describe(`${route.id} (/${route.path})`, { tag: pageTags(route.path) }, () => {
    test('answers 200 with one h1 naming the page', async ({ request }) => {
      const { status, document } = await servedPage(request, route.path);
      expect(status).toBe(200);
      const h1s = [...document.querySelectorAll('h1')].map((h) => h.textContent?.trim() ?? '');
      expect(h1s).toHaveLength(1);
      expect(h1s[0]).toMatch(route.heading);
    });

    test('has one main region and the site-wide landmarks', async ({ request }) => {
      const { document } = await servedPage(request, route.path);
      expect(document.querySelectorAll('main')).toHaveLength(1);
      // Only header and footer elements directly in <body> are the page's banner and contentinfo.
      expect(document.querySelector('body > header')).not.toBeNull();
      expect(document.querySelector('nav[aria-label="Main"]')).not.toBeNull();
      expect(document.querySelector('body > footer')).not.toBeNull();
    });

    test('the h1 is the first heading (the notices above it are not headings)', async ({
      request,
    }) => {
      const { document } = await servedPage(request, route.path);
      expect(headingOutline(document)[0]?.level).toBe(1);
    });

    test('headings go down one level at a time', async ({ request }) => {
      const { document } = await servedPage(request, route.path);
      const skips: string[] = [];
      let previous = 1;
      for (const { level, text } of headingOutline(document)) {
        if (level > previous + 1) skips.push(`h${previous} → h${level} "${text}"`);
        previous = level;
      }
      expect(skips).toEqual([]);
    });

    // Every page, the /festival/ placeholders included (docs/rules/site.md#pages).
    test('has a title no other page has', async ({ request }) => {
      const { document } = await servedPage(request, route.path);
      const title = document.title.trim();
      expect(title).not.toBe('');
      if (route.id.startsWith('show')) expect(title).toMatch(route.heading);
      const sharers = routes.filter((other) => other !== route && titleOf(other) === title);
      expect(sharers.map((other) => `/${other.path}`)).toEqual([]);
    });

    test('names its public address and share image on the public host', async ({
      request,
      baseURL,
    }) => {
      const { document } = await servedPage(request, route.path);
      const canonical = document.querySelector('link[rel="canonical"]')?.getAttribute('href');
      expect(canonical).toBe(`${PUBLIC_ORIGIN}${BASE_PATH}/${route.path}`);
      const ogUrl = document.querySelector('meta[property="og:url"]')?.getAttribute('content');
      expect(ogUrl).toBe(canonical);
      const ogImage = document.querySelector('meta[property="og:image"]')?.getAttribute('content');
      if (ogImage) {
        expect(ogImage.startsWith(`${PUBLIC_ORIGIN}${BASE_PATH}/`), ogImage).toBe(true);
        const local = ogImage.replace(PUBLIC_ORIGIN, new URL(baseURL ?? '').origin);
        expect((await request.get(local, { failOnStatusCode: false })).status()).toBe(200);
      }
    });

    test('opens new tabs only with rel=noopener', async ({ request }) => {
      const { document } = await servedPage(request, route.path);
      const unsafe = [...document.querySelectorAll('a[target="_blank"]')]
        .filter((a) => !(a.getAttribute('rel') ?? '').split(/\s+/).includes('noopener'))
        .map((a) => a.getAttribute('href'));
      expect(unsafe).toEqual([]);
    });

    test('allows each inline script it runs in its own Content-Security-Policy', async ({
      request,
    }) => {
      const { document } = await servedPage(request, route.path);
      const policy =
        document
          .querySelector('meta[http-equiv="Content-Security-Policy"]')
          ?.getAttribute('content') ?? '';
      expect(policy).toMatch(/script-src /);
      const executable = new Set(['', 'module', 'text/javascript', 'application/javascript']);
      const unlisted = [...document.querySelectorAll('script:not([src])')]
        .filter((script) => executable.has((script.getAttribute('type') ?? '').toLowerCase()))
        .map((script) =>
          createHash('sha256')
            .update(script.textContent ?? '')
            .digest('base64'),
        )
        .filter((hash) => !policy.includes(`'sha256-${hash}'`));
      expect(unlisted).toEqual([]);
    });

    // linkinator (an outside checker) requests every address the page uses (support/links.ts).
    test('every same-site address it uses answers under the base path', async ({ baseURL }) => {
      const sameSite = await sameSiteLinks(new URL(route.path, baseURL).href);
      const outsideBase = sameSite
        .map((link) => link.url)
        .filter((url) => !new URL(url).pathname.startsWith(`${BASE_PATH}/`));
      expect(outsideBase, `same-site addresses outside ${BASE_PATH}/`).toEqual([]);
      const broken = sameSite
        .filter((link) => link.state === LinkState.BROKEN)
        .map((link) => `${link.status ?? 'no answer'} ${link.url}`);
      expect(broken).toEqual([]);
      expect(sameSite.length, 'addresses found on the page').toBeGreaterThan(5);
    });
  });
}
