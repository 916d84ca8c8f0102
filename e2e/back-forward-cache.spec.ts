/**
 * Back and Forward restore pages from the browser's back/forward cache: a visitor who opens a show
 * from the home page and goes back gets the page at once, scrolled where it was, with no reload.
 * Anything that blocks the cache (an `unload` handler, `Cache-Control: no-store`, an open
 * connection a library keeps) silently costs every visitor a full reload on Back.
 *
 * Playwright launches Chromium with `--disable-back-forward-cache`, so these tests launch their own
 * browser without that switch. Chromium reports why a page was not cached
 * (`Page.backForwardCacheNotUsed`, DevTools protocol); a failure prints those reasons.
 */
import { chromium, expect, test, type Browser } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../test/support/chromium';
import { waitForIslands } from './support/browser';
import { routesOfEachKind } from './support/routes';

let browser: Browser;

test.beforeAll(async () => {
  browser = await chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: CHROMIUM_ARGS,
    ignoreDefaultArgs: ['--disable-back-forward-cache'],
  });
});

test.afterAll(async () => {
  await browser.close();
});

// The home page (the season list, the filter) and a show page with the trailer player are the
// pages visitors go back to; each kind's page is the same template for every show.
const pagesVisitorsReturnTo = routesOfEachKind.filter(
  (route) => route.path === '' || route.path.startsWith('shows/'),
);

for (const route of pagesVisitorsReturnTo) {
  test(`/${route.path} is restored from the back/forward cache after React has started`, async ({
    baseURL,
  }) => {
    const context = await browser.newContext({ baseURL, timezoneId: 'America/New_York' });
    try {
      const page = await context.newPage();
      const cdp = await context.newCDPSession(page);
      const notCachedReasons: string[] = [];
      cdp.on('Page.backForwardCacheNotUsed', (event) => {
        for (const reason of event.notRestoredExplanations) notCachedReasons.push(reason.reason);
      });
      await cdp.send('Page.enable');

      await page.goto(route.path);
      await waitForIslands(page);
      await page.evaluate(() => {
        (window as Window & { stillThisDocument?: boolean }).stillThisDocument = true;
      });
      // A full navigation, as following a link to another site or typing an address does.
      await page.goto('faq/');
      // A page restored from the cache fires no load event, so wait for the commit only.
      await page.goBack({ waitUntil: 'commit' });
      await page.waitForFunction(() => document.readyState === 'complete');

      const restored = await page.evaluate(() => ({
        sameDocument: (window as Window & { stillThisDocument?: boolean }).stillThisDocument,
        navigationType: (
          performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming | undefined
        )?.type,
      }));
      expect(notCachedReasons, 'Chromium said why it did not cache the page').toEqual([]);
      expect(restored.sameDocument, 'Back showed the same document, not a reload').toBe(true);
      expect(restored.navigationType).toBe('navigate');
    } finally {
      await context.close();
    }
  });
}
