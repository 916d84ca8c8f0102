/**
 * The base path is configuration, not a constant: the same code built with BASE_PATH='' (served
 * at the host root) must refer only to addresses that exist at the root. This proves every raw
 * <img>, file link and script path goes through the one base-path helper. Every page is checked
 * as served, without a browser (linkinator requests every address in it); the home page is also
 * opened in the browser. The root build also carries analytics (scripts/e2e-build.ts), whose
 * loader is stubbed here. It runs in the host-root run (E2E_BUILD=host-root), whose content has a
 * show added and one removed, so its routes are that build's pages.
 */
import { LinkState } from 'linkinator';
import { expect, test } from '@playwright/test';
import {
  loadAllImages,
  PUBLIC_ORIGIN,
  stubGoogle,
  waitForSettledIslands,
  watchPage,
} from './support/browser';
import { MAIN_BASE_PATH } from './support/content';
import { routes } from './support/routes';
import { servedPage } from './support/html';
import { sameSiteLinks } from './support/links';
import { rootBaseURL } from './support/servers';
import { TAG } from './support/tags';

test.describe.configure({ mode: 'parallel' });
test.use({ baseURL: rootBaseURL });

const origin = new URL(rootBaseURL).origin;

for (const route of routes) {
  test.describe(
    `built for the host root, ${route.id} (/${route.path})`,
    { tag: TAG.hostRoot },
    () => {
      test('refers only to addresses that exist at the root', async () => {
        const local = await sameSiteLinks(new URL(route.path, rootBaseURL).href);
        const keepOldBase = local
          .map((link) => link.url)
          .filter((url) => new URL(url).pathname.startsWith(`${MAIN_BASE_PATH}/`));
        expect(keepOldBase, `addresses that keep ${MAIN_BASE_PATH}`).toEqual([]);
        const broken = local
          .filter((link) => link.state === LinkState.BROKEN)
          .map((link) => `${link.status ?? 'no answer'} ${link.url}`);
        expect(broken).toEqual([]);
        expect(local.length, 'addresses found on the page').toBeGreaterThan(5);
      });

      test('names its canonical address and share image at the root', async ({ request }) => {
        // An absolute address: the served-page cache is per address, and this is the root build.
        const { document } = await servedPage(request, new URL(route.path, rootBaseURL).href);
        const canonical = document.querySelector('link[rel="canonical"]')?.getAttribute('href');
        expect(canonical).toBe(`${PUBLIC_ORIGIN}/${route.path}`);
        const ogImage = document
          .querySelector('meta[property="og:image"]')
          ?.getAttribute('content');
        if (ogImage) {
          expect(ogImage.startsWith(`${PUBLIC_ORIGIN}${MAIN_BASE_PATH}/`), ogImage).toBe(false);
          const local = ogImage.replace(PUBLIC_ORIGIN, origin);
          expect((await request.get(local, { failOnStatusCode: false })).status()).toBe(200);
        }
      });
    },
  );
}

test(
  'built for the host root, the home page shows its images and logs no error',
  { tag: TAG.hostRoot },
  async ({ page, context }) => {
    await stubGoogle(context);
    const seen = watchPage(page);
    expect((await page.goto(''))?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    // The app has started and settled: what it logs on the way is in `seen`.
    await waitForSettledIslands(page);
    expect(await loadAllImages(page), 'broken images').toEqual([]);
    expect(seen.pageErrors).toEqual([]);
    expect(seen.consoleErrors).toEqual([]);
  },
);

test(
  'built for the host root, client-side navigation stays at the root',
  { tag: TAG.hostRoot },
  async ({ page, context }) => {
    await stubGoogle(context);
    await page.goto('');
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'FAQ' }).click();
    await expect(page).toHaveURL(`${rootBaseURL}faq/`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(/faq|frequently asked/i);
  },
);

test(
  'built for the host root, robots.txt names the sitemap and the sitemap is there',
  { tag: TAG.hostRoot },
  async ({ request }) => {
    const robots = await request.get('robots.txt');
    expect(robots.status()).toBe(200);
    expect(robots.headers()['content-type']).toMatch(/^text\/plain/);
    const sitemap = (await robots.text()).match(/^Sitemap: (\S+)$/m)?.[1];
    expect(sitemap).toBe(`${PUBLIC_ORIGIN}/sitemap.xml`);
    const served = await request.get(sitemap!.replace(PUBLIC_ORIGIN, origin));
    expect(served.status()).toBe(200);
    expect(await served.text()).toContain(`<loc>${PUBLIC_ORIGIN}/</loc>`);
  },
);
