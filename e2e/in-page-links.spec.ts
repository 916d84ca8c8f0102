/**
 * Every link to a part of a page (`#x` on the same page, `page/#x` on another page of the site)
 * finds an element with that id in the HTML the build wrote: what a visitor without JavaScript, a
 * crawler and a link checker get. A target that only an island draws (the festival's "My
 * schedule" panel) is a broken link until the script has run, and never for them.
 */
import { expect, test } from '@playwright/test';
import { servedPage } from './support/html';
import { routes } from './support/routes';
import { pageTags } from './support/tags';

test.describe.configure({ mode: 'parallel' });

for (const route of routes) {
  test.describe(`${route.id} (/${route.path})`, { tag: pageTags(route.path) }, () => {
    test('every in-page link finds its target in the HTML as built', async ({ request }) => {
      const { document } = await servedPage(request, route.path);
      const here = new URL(document.URL);
      const missing: string[] = [];
      for (const link of document.querySelectorAll('a[href*="#"]')) {
        const href = link.getAttribute('href') ?? '';
        const url = new URL(href, here);
        const id = decodeURIComponent(url.hash.slice(1));
        if (!id || url.origin !== here.origin) continue;
        const target =
          url.pathname === here.pathname
            ? document
            : (await servedPage(request, url.pathname)).document;
        if (!target.getElementById(id)) missing.push(href);
      }
      expect(missing).toEqual([]);
    });
  });
}
