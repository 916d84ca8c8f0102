/**
 * The base path is configuration, not a constant: the same code built with BASE_PATH='' (served
 * at the host root) must refer only to addresses that exist at the root. This proves every raw
 * <img>, file link and script path goes through the one base-path helper. One test per page; the
 * root build also carries analytics (scripts/e2e-build.ts), whose loader is stubbed here.
 */
import { expect, test } from '@playwright/test';
import {
  loadAllImages,
  PUBLIC_ORIGIN,
  publicUrls,
  referencedUrls,
  stubGoogle,
  watchPage,
} from './support/browser';
import { BASE_PATH, films, shows } from './support/content';
import { rootBaseURL } from './support/servers';

test.describe.configure({ mode: 'parallel' });
test.use({ baseURL: rootBaseURL });

const origin = new URL(rootBaseURL).origin;
// Addresses already proven to resolve, shared by the tests of one worker: the framework's scripts
// and the header's logos are fetched once, not once per page.
const resolved = new Set<string>();

// The pages with their own kinds of files: the home page's posters, a download, calendar files,
// each show's images, a film page.
const sample = [
  '',
  'faq/',
  'education-and-enrichment/',
  ...shows.map((show) => `shows/${show.name}/`),
  ...films.slice(0, 1).map((film) => `show/${film.name}/`),
];

for (const path of sample) {
  test(`built for the host root, /${path} refers only to addresses that exist there`, async ({
    page,
    context,
    request,
  }) => {
    await stubGoogle(context);
    const seen = watchPage(page);
    const response = await page.goto(path);
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(await loadAllImages(page), 'broken images').toEqual([]);

    const shared = await publicUrls(page);
    expect(shared.canonical).toBe(`${PUBLIC_ORIGIN}/${path}`);
    const addresses = await referencedUrls(page);
    if (shared.ogImage) {
      expect(shared.ogImage.startsWith(`${PUBLIC_ORIGIN}${BASE_PATH}/`), 'og:image').toBe(false);
      addresses.push(shared.ogImage.replace(PUBLIC_ORIGIN, origin));
    }
    const local = addresses.filter((url) => new URL(url).origin === origin);
    const keepOldBase = local.filter((url) => new URL(url).pathname.startsWith(`${BASE_PATH}/`));
    expect(keepOldBase, `addresses that keep ${BASE_PATH}`).toEqual([]);
    const broken: string[] = [];
    for (const url of local.filter((address) => !resolved.has(address))) {
      const status = (await request.get(url, { failOnStatusCode: false })).status();
      if (status >= 400) broken.push(`${status} ${url}`);
      else resolved.add(url);
    }
    expect(broken).toEqual([]);
    expect(seen.pageErrors).toEqual([]);
    expect(seen.consoleErrors).toEqual([]);
  });
}

test('built for the host root, client-side navigation stays at the root', async ({
  page,
  context,
}) => {
  await stubGoogle(context);
  await page.goto('');
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'FAQ' }).click();
  await expect(page).toHaveURL(`${rootBaseURL}faq/`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/faq|frequently asked/i);
});
