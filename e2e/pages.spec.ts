/**
 * Every page of the site, one test per page: it answers 200 with its own heading and title,
 * carries the site-wide ticketing and donation notices, refers only to files that exist under the
 * base path, logs no error and loads no video until asked. At phone width, each page shows the
 * same and fits the screen. E2E_SCREENSHOTS=1 also writes a full-page screenshot of each.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import {
  evidenceScreenshot,
  loadAllImages,
  PUBLIC_ORIGIN,
  publicUrls,
  referencedUrls,
  watchPage,
} from './support/browser';
import { BASE_PATH, routes, site, type Route } from './support/content';

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

/**
 * One h1 saying what the page is, and first among the headings; the notices every page carries.
 * On a phone the notices are one line each that opens on a tap, so their links are there but
 * shown only once opened (e2e/no-javascript.spec.ts opens them).
 */
async function expectHeadingAndNotices(page: Page, route: Route, { phone = false } = {}) {
  const h1 = page.getByRole('heading', { level: 1 });
  await expect(h1).toHaveCount(1);
  await expect(h1).toBeVisible();
  await expect(h1).toHaveText(route.heading);
  const firstHeading = await page
    .locator('h1, h2, h3, h4, h5, h6')
    .first()
    .evaluate((heading) => heading.tagName);
  expect(firstHeading, 'the first heading of the page').toBe('H1');
  // Site-wide: ticketing notice with the phone line, the donation call to action, the footer.
  await expect(page.getByRole('region', { name: 'Ticketing information' })).toBeVisible();
  await expect(
    page.getByRole('link', { name: site.phone }).filter({ visible: true }),
  ).not.toHaveCount(0);
  // The donation call to action stands both above the page and in the footer.
  for (const area of [
    page.getByRole('region', { name: 'Get Involved' }),
    page.getByRole('contentinfo'),
  ]) {
    const donate = area.getByRole('link', { name: /Make a Donation/, includeHidden: true });
    await expect(donate).toHaveCount(1);
    await expect(donate).toHaveAttribute('href', site.donationUrl);
  }
  if (!phone) {
    await expect(
      page.getByRole('region', { name: 'Get Involved' }).getByRole('link', { name: /Donation/ }),
    ).toBeVisible();
  }
  await expect(
    page.getByRole('contentinfo').getByRole('link', { name: /Make a Donation/ }),
  ).toBeVisible();
  await expect(page.getByRole('contentinfo')).toContainText(String(site.copyrightStartYear));
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

    await expectHeadingAndNotices(page, route);
    // Each page names itself in the title (docs/product-rules.md#every-page).
    const title = await page.title();
    expect(title.trim()).not.toBe('');
    if (route.id.startsWith('show')) expect(title).toMatch(route.heading);

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
    await evidenceScreenshot(page, testInfo, route.id);
  });

  test(
    `${route.id} (/${route.path}) fits a 320 px screen with its content and notices`,
    {
      tag: '@phone-only',
    },
    async ({ page }, testInfo) => {
      const seen = watchPage(page);
      // WCAG 1.4.10 reflow: 320 CSS px, the width of a 1280 px window zoomed to 400 % (and
      // narrower than any phone, so what fits here fits them); a 640 px window at 200 % zoom is
      // wider still. One page load per page, at the narrowest width only.
      await page.setViewportSize({ width: 320, height: 640 });
      await page.goto(route.path);
      await expectHeadingAndNotices(page, route, { phone: true });
      await page.waitForLoadState('networkidle');
      // At this width the browser may pick other image files from a srcset than at desktop width.
      expect(await loadAllImages(page), 'images that failed to load').toEqual([]);
      // Reflow: nothing forces the reader to scroll sideways.
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      expect(overflow, 'pixels wider than the screen').toBeLessThanOrEqual(0);
      expect(seen.pageErrors, 'uncaught exceptions').toEqual([]);
      await evidenceScreenshot(page, testInfo, route.id);
    },
  );
}

/** Every page's <title> as exported (read from the build on disk: no browser needed). */
let exportedTitles: Map<string, string> | undefined;
function titleOf(route: Route): string {
  exportedTitles ??= new Map(
    routes.map((r) => {
      const file = path.join(process.env.E2E_OUT_DIR || 'out', r.path, 'index.html');
      const html = readFileSync(file, 'utf8');
      return [r.path, /<title>([^<]*)<\/title>/.exec(html)?.[1]?.trim() ?? ''];
    }),
  );
  return exportedTitles.get(route.path) ?? '';
}

// The festival placeholder is titled "Festival" whatever its name (docs/product-rules.md#pages).
const titled = routes.filter((r) => !r.path.startsWith('festival/'));
for (const route of titled) {
  test(`${route.id} (/${route.path}) has a title no other page has`, async ({ request }) => {
    const html = await (await request.get(route.path)).text();
    const title = /<title>([^<]*)<\/title>/.exec(html)?.[1]?.trim() ?? '';
    expect(title).not.toBe('');
    const sharers = titled.filter((other) => other !== route && titleOf(other) === title);
    expect(sharers.map((other) => `/${other.path}`)).toEqual([]);
  });
}

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
  await evidenceScreenshot(page, testInfo, '404');
});
