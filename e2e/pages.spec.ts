/**
 * Every page of the site, at both widths: it answers 200 with its own heading and title, carries
 * the site-wide ticketing and donation notices, refers only to files that exist under the base
 * path, logs no error, loads no video until asked, and leaves a full-page screenshot as evidence.
 */
import { expect, test, type APIRequestContext } from '@playwright/test';
import {
  loadAllImages,
  PUBLIC_ORIGIN,
  publicUrls,
  referencedUrls,
  screenshotPath,
  watchPage,
} from './support/browser';
import { BASE_PATH, routes, site } from './support/content';

test.describe.configure({ mode: 'parallel' });

// Addresses already proven to resolve, shared by the tests of one worker so that the header's
// logos and the framework's scripts are fetched once rather than on every page.
const resolved = new Set<string>();

async function brokenAddresses(request: APIRequestContext, urls: string[]): Promise<string[]> {
  const broken: string[] = [];
  for (const url of urls) {
    if (resolved.has(url)) continue;
    const response = await request.get(url, { maxRedirects: 5, failOnStatusCode: false });
    if (response.status() < 400) resolved.add(url);
    else broken.push(`${response.status()} ${url}`);
  }
  return broken;
}

for (const route of routes) {
  test(`${route.id} (/${route.path}) shows its content and every address it uses resolves`, async ({
    page,
    request,
    baseURL,
  }, testInfo) => {
    const seen = watchPage(page);
    const response = await page.goto(route.path);
    expect(response?.status(), 'the page answers 200').toBe(200);

    const h1 = page.getByRole('heading', { level: 1 });
    await expect(h1).toHaveCount(1);
    await expect(h1).toBeVisible();
    await expect(h1).toHaveText(route.heading);
    // Each page names itself in the title (spec: "the page title is set per page").
    const title = await page.title();
    expect(title.trim()).not.toBe('');
    if (route.id.startsWith('show')) expect(title).toMatch(route.heading);

    // Site-wide: ticketing notice with the phone line, the donation call to action, the footer.
    await expect(page.getByRole('heading', { name: 'Ticketing information' })).toBeVisible();
    await expect(page.getByRole('link', { name: site.phone }).first()).toBeVisible();
    // The spec puts the donation call to action both above the page and in the footer.
    for (const area of [
      page.getByRole('region', { name: 'Get Involved' }),
      page.getByRole('contentinfo'),
    ]) {
      const donate = area.getByRole('link', { name: /Make a Donation/ });
      await expect(donate).toHaveCount(1);
      await expect(donate).toHaveAttribute('href', site.donationUrl);
    }
    await expect(page.getByRole('contentinfo')).toContainText(String(site.copyrightStartYear));

    await page.waitForLoadState('networkidle');
    const brokenImages = await loadAllImages(page);
    expect(brokenImages, 'images that failed to load').toEqual([]);

    // Trailers are click-to-play: nothing from a video host, no frame, no playing media.
    expect(await page.locator('iframe').count(), 'iframes on load').toBe(0);
    const playing = await page
      .locator('video, audio')
      .evaluateAll((media) => media.filter((m) => !(m as HTMLMediaElement).paused).length);
    expect(playing, 'media playing on load').toBe(0);
    expect(seen.videoRequests, 'requests to video hosts before any click').toEqual([]);

    // Every new-tab link keeps the opened page from reaching back into this one.
    const unsafeNewTabs = await page
      .locator('a[target="_blank"]')
      .evaluateAll((links) =>
        links
          .filter((a) => !(a.getAttribute('rel') ?? '').split(/\s+/).includes('noopener'))
          .map((a) => a.getAttribute('href')),
      );
    expect(unsafeNewTabs, 'target=_blank links without rel=noopener').toEqual([]);

    // Same-site addresses: under the base path, and answering below 400.
    const origin = new URL(baseURL ?? '').origin;
    const sameSite = (await referencedUrls(page)).filter((url) => new URL(url).origin === origin);
    const outsideBase = sameSite.filter(
      (url) => !new URL(url).pathname.startsWith(`${BASE_PATH}/`),
    );
    expect(outsideBase, `same-site addresses outside ${BASE_PATH}/`).toEqual([]);
    expect(await brokenAddresses(request, sameSite), 'addresses answering 400 or more').toEqual([]);

    // Canonical and sharing addresses name the public host with the base path (absoluteUrl()).
    const shared = await publicUrls(page);
    expect(shared.canonical).toBe(`${PUBLIC_ORIGIN}${BASE_PATH}/${route.path}`);
    expect(shared.ogUrl).toBe(shared.canonical);
    if (shared.ogImage) {
      expect(shared.ogImage.startsWith(`${PUBLIC_ORIGIN}${BASE_PATH}/`), 'og:image').toBe(true);
      const local = shared.ogImage.replace(PUBLIC_ORIGIN, origin);
      expect(await brokenAddresses(request, [local]), 'og:image file').toEqual([]);
    }

    expect(seen.pageErrors, 'uncaught exceptions').toEqual([]);
    expect(seen.consoleErrors, 'console errors').toEqual([]);

    await page.screenshot({
      path: screenshotPath(testInfo, route.id),
      fullPage: true,
      scale: 'css',
    });
  });
}

test('every page has a title of its own', { tag: '@desktop-only' }, async ({ request }) => {
  const byTitle = new Map<string, string[]>();
  // The festival placeholder is "titled Festival" whatever its name parameter (spec section 2).
  for (const route of routes.filter((r) => !r.path.startsWith('festival/'))) {
    const html = await (await request.get(route.path)).text();
    const title = /<title>([^<]*)<\/title>/.exec(html)?.[1]?.trim() ?? '';
    byTitle.set(title, [...(byTitle.get(title) ?? []), `/${route.path}`]);
  }
  const shared = [...byTitle].filter(([title, paths]) => title === '' || paths.length > 1);
  expect(shared, 'titles that are empty or used by more than one page').toEqual([]);
});

test('an unknown address answers the 404 page with status 404', async ({
  page,
  request,
}, testInfo) => {
  for (const path of ['no-such-page/', 'shows/no_such_show/', 'show/no_such_film/']) {
    const direct = await request.get(path, { failOnStatusCode: false });
    expect(direct.status(), `${path} status`).toBe(404);
  }
  const seen = watchPage(page);
  const response = await page.goto('no-such-page/');
  expect(response?.status()).toBe(404);
  const h1 = page.getByRole('heading', { level: 1 });
  await expect(h1).toHaveCount(1);
  await expect(h1).toHaveText(/not found|can.t find|no page/i);
  // The way back: the main navigation and a link home are still there.
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeAttached();
  expect(seen.pageErrors).toEqual([]);
  await page.screenshot({ path: screenshotPath(testInfo, '404'), fullPage: true, scale: 'css' });
});
