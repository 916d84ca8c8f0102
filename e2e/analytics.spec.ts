/**
 * Analytics (docs/product-rules.md#every-page: one page view per route). With a measurement id the
 * site sends exactly one page_view per page load and per client-side navigation; without one it
 * sends nothing at all. Google's loader is stubbed: the events are read from window.dataLayer.
 * The build with an id is the one at the host root (scripts/e2e-build.ts), so paths carry no
 * base path here; that page_path includes it under /artistseries is a unit test's job.
 */
import { expect, test, type Page } from '@playwright/test';
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
 * comes only once the app has started (after the load event and a paint) and fetched the
 * analytics chunk, which took over 5 s on a machine at load average 30.
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
    // GoogleAnalytics' inline snippet queued its config: the page's CSP allowed it by hash.
    expect(
      await page.evaluate(() =>
        ((window as { dataLayer?: ArrayLike<unknown>[] }).dataLayer ?? []).some(
          (entry) => entry[0] === 'config',
        ),
      ),
    ).toBe(true);
    expect(google.otherRequests).toEqual([]);
  });

  test('each client-side navigation sends one more page_view', async ({ page, context }) => {
    await stubGoogle(context);
    await page.goto('');
    await expectPageViews(page, 1);

    await mainNav(page).getByRole('link', { name: 'FAQ' }).click();
    await expect(page).toHaveURL(`${rootBaseURL}faq/`);
    await expectPageViews(page, 2);
    expect((await pageViews(page))[1]?.page_path).toBe('/faq/');

    await mainNav(page).getByRole('link', { name: 'Shows' }).click();
    await expect(page).toHaveURL(rootBaseURL);
    await expectPageViews(page, 3);
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
