/**
 * The base path is configuration, not a constant: the same code built with BASE_PATH='' (served
 * at the host root on port 4175) must refer only to addresses that exist at the root. This proves
 * every raw <img>, file link and script path goes through the one base-path helper.
 */
import { expect, test } from '@playwright/test';
import {
  loadAllImages,
  PUBLIC_ORIGIN,
  publicUrls,
  referencedUrls,
  watchPage,
} from './support/browser';
import { BASE_PATH, films, shows } from './support/content';
import { rootBaseURL } from './support/servers';

test.use({ baseURL: rootBaseURL });

const sample = [
  '',
  'faq/',
  'education-and-enrichment/',
  ...shows.map((show) => `shows/${show.name}/`),
  ...films.slice(0, 1).map((film) => `show/${film.name}/`),
];

test('built for the host root, pages refer only to addresses that exist there', async ({
  page,
  request,
}) => {
  const seen = watchPage(page);
  const checked = new Map<string, number>();
  for (const path of sample) {
    const response = await page.goto(path);
    expect(response?.status(), `/${path}`).toBe(200);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(await loadAllImages(page), `broken images on /${path}`).toEqual([]);
    const origin = new URL(rootBaseURL).origin;
    const shared = await publicUrls(page);
    expect(shared.canonical, `canonical of /${path}`).toBe(`${PUBLIC_ORIGIN}/${path}`);
    if (shared.ogImage) {
      expect(shared.ogImage.startsWith(`${PUBLIC_ORIGIN}${BASE_PATH}/`), 'og:image').toBe(false);
      const local = shared.ogImage.replace(PUBLIC_ORIGIN, origin);
      checked.set(local, (await request.get(local, { failOnStatusCode: false })).status());
    }
    for (const url of await referencedUrls(page)) {
      const parsed = new URL(url);
      if (parsed.origin !== origin || checked.has(url)) continue;
      expect(parsed.pathname.startsWith(`${BASE_PATH}/`), `${url} keeps the old base path`).toBe(
        false,
      );
      checked.set(url, (await request.get(url, { failOnStatusCode: false })).status());
    }
  }
  const broken = [...checked]
    .filter(([, status]) => status >= 400)
    .map(([url, s]) => `${s} ${url}`);
  expect(broken).toEqual([]);
  expect(seen.pageErrors).toEqual([]);
  expect(seen.consoleErrors).toEqual([]);

  // Client-side navigation works at the root too.
  await page.goto('');
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'FAQ' }).click();
  await expect(page).toHaveURL(`${rootBaseURL}faq/`);
});
