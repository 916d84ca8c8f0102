import { expect, test as base, type Page } from '@playwright/test';
import { openWorkerPage } from '../e2e/support/shared-page';
import { waitForIslands } from '../e2e/support/browser';
import { recordViolations, watchEvents, watchPage } from './csp';
import { routesOfEachKind } from '../e2e/support/routes';
import { pagePaths } from './support';
import { pageSearches } from '../deploy/csp-policy';

// One page of each kind (every fixed page, a show of each layout, a film, a festival page), each
// its own test, under the real header policy plus its own meta policy: what a page runs comes
// from its template. That every inline script of every page is in that page's policy is checked
// without a browser, for all pages, by e2e/every-page.spec.ts.
const pages = routesOfEachKind.map((route) => route.path);

/**
 * One page per worker for the page-by-page checks: a new browser context for each test cost more
 * than the page load being checked (about 0.6 s each on an idle 2-core machine, several under
 * load). Each test starts with a navigation, which gives it a new document with its own record of
 * violations, and detaches its listeners at the end; nothing else carries over.
 */
const test = base.extend<{ pageEvents: ReturnType<typeof watchEvents> }, { policyPage: Page }>({
  policyPage: [openWorkerPage({}, recordViolations), { scope: 'worker' }],
  // The test's own listeners on the worker's page, detached when it ends, passed or not.
  pageEvents: async ({ policyPage }, provide) => {
    const events = watchEvents(policyPage);
    await provide(events);
    events.stop();
  },
});

test('the pages to check exist in the export under test', () => {
  expect(pagePaths()).toEqual(expect.arrayContaining(pages));
});

for (const pagePath of pages) {
  test(`/${pagePath} runs under the Content-Security-Policy without violations`, async ({
    policyPage: page,
    pageEvents: watch,
  }) => {
    const response = await page.goto(pagePath);
    expect(response?.status()).toBe(200);
    expect(response?.headers()['content-security-policy']).toContain("frame-ancestors 'none'");

    // The meta policy comes before every script and preload, so it governs all of them.
    const order = await page.evaluate(() => {
      const meta = document.head.querySelector('meta[http-equiv="Content-Security-Policy"]');
      const first = document.querySelector('script, link[rel="preload"][as="script"]');
      return {
        meta: meta?.getAttribute('content') ?? null,
        before: Boolean(
          meta && first && meta.compareDocumentPosition(first) & Node.DOCUMENT_POSITION_FOLLOWING,
        ),
      };
    });
    // Only the search page may also compile WebAssembly (Pagefind's index).
    expect(order.meta).toMatch(
      pageSearches(pagePath)
        ? /^script-src 'self' 'wasm-unsafe-eval' 'sha256-/
        : /^script-src 'self' 'sha256-/,
    );
    expect(order.meta).not.toContain('unsafe-inline');
    expect(order.before).toBe(true);

    // The islands started under the policy (each marks its element once it runs); then images
    // and the speculative prefetches get a moment.
    await waitForIslands(page);
    await page.waitForLoadState('load');
    await page.waitForTimeout(300);

    expect(await watch.violations()).toEqual([]);
    expect(watch.failed).toEqual([]);
    expect(watch.errors).toEqual([]);
  });
}

test('the 404 page also runs under the policy without violations', async ({ page }) => {
  const watch = await watchPage(page);
  const response = await page.goto('no-such-page/');
  expect(response?.status()).toBe(404);
  await expect(page).toHaveTitle(/Page not found/);
  await waitForIslands(page);
  await page.waitForTimeout(300);
  expect(await watch.violations()).toEqual([]);
  // The document's own 404 is the one expected failure.
  expect(watch.failed).toEqual([`404 ${page.url()}`]);
});
