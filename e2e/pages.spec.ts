/**
 * One page of each kind (every fixed page, a show of each layout, a film, a festival page) in the
 * browser: it renders its heading and the notices every page carries, every image decodes, no
 * error is logged and no video loads until asked (at phone width, every page's reflow at 320 px
 * is e2e/reflow.spec.ts's, the first screen e2e/first-screen.spec.ts's). Whether a
 * page does this is a property of its template; what each page's own markup says (headings,
 * titles, links, files) is checked for every page, without a browser, in e2e/every-page.spec.ts.
 * E2E_SCREENSHOTS=1 also writes a full-page screenshot of each.
 */
import type { Page } from '@playwright/test';
import { expect, test as sharedTest } from './support/shared-page';
import {
  evidenceScreenshot,
  loadAllImages,
  waitForSettledIslands,
  watchPage,
} from './support/browser';
import { BASE_PATH, site } from './support/content';
import { routesOfEachKind, type Route } from './support/routes';

/**
 * Each page is read in the worker's shared page (it only reads), watched for the length of one
 * test: a fresh browser context per page cost more than the page itself.
 */
const test = sharedTest.extend<{ seen: ReturnType<typeof watchPage> }>({
  seen: async ({ sharedPage }, provide) => {
    const seen = watchPage(sharedPage);
    await provide(seen);
    seen.stop();
  },
});

test.describe.configure({ mode: 'parallel' });

/**
 * One h1 saying what the page is, and the notices every page carries. On a phone the notices are
 * one line each that opens on a tap, so their links are there but shown only once opened
 * (e2e/no-javascript.spec.ts opens them); on wide screens they show open.
 */
async function expectHeadingAndNotices(page: Page, route: Route, { phone = false } = {}) {
  const h1 = page.getByRole('heading', { level: 1 });
  await expect(h1).toHaveCount(1);
  await expect(h1).toBeVisible();
  await expect(h1).toHaveText(route.heading);
  // Site-wide: ticketing notice with the phone line, the donation call to action, the footer.
  await expect(page.getByRole('region', { name: 'Ticketing information' })).toBeVisible();
  await expect(
    page.getByRole('link', { name: site.phone }).filter({ visible: true }),
  ).not.toHaveCount(0);
  // The donation call to action stands both above the page and in the footer.
  for (const { area, shown } of [
    { area: page.getByRole('region', { name: 'Get Involved' }), shown: !phone },
    { area: page.getByRole('contentinfo'), shown: true },
  ]) {
    const donate = area.getByRole('link', { name: /Make a Donation/, includeHidden: true });
    await expect(donate).toHaveCount(1);
    await expect(donate).toHaveAttribute('href', site.donationUrl);
    if (shown) await expect(donate).toBeVisible();
  }
  await expect(page.getByRole('contentinfo')).toContainText(String(site.copyrightStartYear));
}

for (const route of routesOfEachKind) {
  test(`${route.id} (/${route.path}) renders its content with every image and no error`, async ({
    sharedPage: page,
    seen,
  }, testInfo) => {
    const response = await page.goto(route.path);
    expect(response?.status(), 'the page answers 200').toBe(200);

    await expectHeadingAndNotices(page, route);
    // The app has started and settled: what it logs or requests on the way is in `seen`.
    await waitForSettledIslands(page);
    const brokenImages = await loadAllImages(page);
    expect(brokenImages, 'images that failed to load').toEqual([]);

    // Trailers are click-to-play: nothing from a video host, no frame, no playing media. The only
    // frames are the share page's previews of the site's own embeds.
    expect(
      await page.locator(`iframe:not([src^="${BASE_PATH}/embed/"])`).count(),
      'iframes on load',
    ).toBe(0);
    const playing = await page
      .locator('video, audio')
      .evaluateAll((media) => media.filter((m) => !(m as HTMLMediaElement).paused).length);
    expect(playing, 'media playing on load').toBe(0);
    expect(seen.videoRequests, 'requests to video hosts before any click').toEqual([]);

    expect(seen.pageErrors, 'uncaught exceptions').toEqual([]);
    expect(seen.consoleErrors, 'console errors').toEqual([]);
    await evidenceScreenshot(page, testInfo, route.id);
  });
}

test('an unknown address answers the 404 page with status 404', async ({
  sharedPage: page,
  seen,
  request,
}, testInfo) => {
  for (const path of ['no-such-page/', 'shows/no_such_show/', 'show/no_such_film/']) {
    const direct = await request.get(path, { failOnStatusCode: false });
    expect(direct.status(), `${path} status`).toBe(404);
  }
  const response = await page.goto('no-such-page/');
  expect(response?.status()).toBe(404);
  const h1 = page.getByRole('heading', { level: 1 });
  await expect(h1).toHaveCount(1);
  await expect(h1).toHaveText(/not found|can.t find|no page/i);
  // The way back: the main navigation and a link home are still there.
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeAttached();
  expect(seen.pageErrors).toEqual([]);
  await evidenceScreenshot(page, testInfo, '404');
});
