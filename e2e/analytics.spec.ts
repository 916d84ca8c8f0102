/**
 * Analytics (docs/rules/site.md#every-page: one page view per route). With a measurement id the
 * site sends exactly one page_view per page load and per return from the back/forward cache;
 * without one it sends nothing at all. Google's loader is stubbed: the events are read from window.dataLayer.
 * The build with an id is the one at the host root (scripts/e2e-build.ts), so paths carry no
 * base path here; that page_path includes it under /artistseries is a unit test's job.
 */
import { chromium, expect, test, type Page } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../test/support/chromium';
import { ANALYTICS_HOSTS, stubGoogle } from './support/browser';
import { shows } from './support/content';
import { ANALYTICS_TEST_ID, rootBaseURL } from './support/servers';
import { TAG } from './support/tags';

test.describe.configure({ mode: 'parallel' });

/** The page_view calls queued so far, as plain arrays: ['event', 'page_view', {…}]. */
async function pageViews(
  page: Page,
): Promise<Array<{ page_path?: string; page_location?: string }>> {
  return page.evaluate(() => {
    const layer: unknown[] = (window as { dataLayer?: unknown[] }).dataLayer ?? [];
    return layer
      .filter(
        (entry): entry is ArrayLike<unknown> =>
          typeof entry === 'object' && entry !== null && 'length' in entry,
      )
      .map((entry) => Array.from(entry))
      .filter((args) => args[0] === 'event' && args[1] === 'page_view')
      .map((args) => (typeof args[2] === 'object' && args[2] !== null ? args[2] : {}));
  });
}

/**
 * Settle, then count: a second, late page_view must have had its chance to appear. The first one
 * is queued once the page-view module has run, which can take seconds on a busy machine.
 */
async function expectPageViews(page: Page, count: number) {
  await expect.poll(async () => (await pageViews(page)).length, { timeout: 15_000 }).toBe(count);
  await page.waitForTimeout(400);
  expect(await pageViews(page)).toHaveLength(count);
}

const mainNav = (page: Page) => page.getByRole('navigation', { name: 'Main' });

test.describe('with a measurement id', { tag: TAG.hostRoot }, () => {
  test.use({ baseURL: rootBaseURL });

  test('a page load sends one page_view for that page and loads the tag for the id', async ({
    page,
    context,
  }) => {
    const google = await stubGoogle(context);
    const show = shows[0];
    if (!show) throw new Error('content/shows/ holds no show');
    await page.goto(`shows/${show.name}/`);
    await expectPageViews(page, 1);
    expect((await pageViews(page))[0]?.page_path).toBe(`/shows/${show.name}/`);
    expect(google.loaderRequests.some((url) => url.includes(`id=${ANALYTICS_TEST_ID}`))).toBe(true);
    // The page-view module queued its config (from a file of the site's: no inline script).
    expect(
      await page.evaluate(() =>
        ((window as { dataLayer?: ArrayLike<unknown>[] }).dataLayer ?? []).some(
          (entry) => entry[0] === 'config',
        ),
      ),
    ).toBe(true);
    expect(google.otherRequests).toEqual([]);
  });

  test('each link followed is a page load with its own one page_view', async ({
    page,
    context,
  }) => {
    await stubGoogle(context);
    await page.goto('');
    await expectPageViews(page, 1);

    await mainNav(page).getByRole('link', { name: 'FAQ' }).click();
    await expect(page).toHaveURL(`${rootBaseURL}faq/`);
    await expectPageViews(page, 1);
    expect((await pageViews(page))[0]?.page_path).toBe('/faq/');
  });

  test('a page restored from the back/forward cache counts once more', async ({ baseURL }) => {
    // Playwright's own launch switches the cache off; this browser keeps it.
    const browser = await chromium.launch({
      executablePath: CHROMIUM_PATH,
      args: CHROMIUM_ARGS,
      ignoreDefaultArgs: ['--disable-back-forward-cache'],
    });
    try {
      const context = await browser.newContext({ baseURL });
      await stubGoogle(context);
      const page = await context.newPage();
      await page.goto('faq/');
      await expectPageViews(page, 1);
      await page.goto('contact/');
      await expectPageViews(page, 1);
      await page.goBack({ waitUntil: 'commit' });
      await page.waitForFunction(() => document.readyState === 'complete');
      // The same document as before (its queue kept), with one page_view more.
      await expectPageViews(page, 2);
      expect((await pageViews(page))[1]?.page_path).toBe('/faq/');
    } finally {
      await browser.close();
    }
  });
});

test('without a measurement id not one request goes to an analytics host', async ({ page }) => {
  const analyticsRequests: string[] = [];
  page.on('request', (request) => {
    if (ANALYTICS_HOSTS.test(new URL(request.url()).hostname))
      analyticsRequests.push(request.url());
  });
  for (const path of ['', 'faq/', 'subscribe/', `shows/${shows[0]?.name ?? ''}/`]) {
    await page.goto(path);
    await page.waitForLoadState('networkidle');
  }
  await mainNav(page).getByRole('link', { name: 'Contact' }).click();
  await expect(page).toHaveURL(/\/contact\/$/);
  await page.waitForLoadState('networkidle');
  expect(analyticsRequests).toEqual([]);
  expect(await page.evaluate(() => 'gtag' in window)).toBe(false);
});
