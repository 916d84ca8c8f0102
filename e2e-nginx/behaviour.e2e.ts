import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { TRAILER_PLAYER_ATTRIBUTE } from '../lib/concepts/shows';
import { waitForIslands } from '../e2e/support/browser';
import { watchPage } from './csp';
import { pagePaths, SITE_DIR } from './support';

// Offline stand-ins for YouTube, so the test sees whether the policy lets the requests out.
async function stubYouTube(page: Page) {
  const requested: string[] = [];
  await page.route('https://www.youtube.com/**', (route) => {
    requested.push(route.request().url());
    return route.fulfill({ contentType: 'text/javascript', body: '/* iframe API stub */' });
  });
  await page.route('https://www.youtube-nocookie.com/**', (route) => {
    requested.push(route.request().url());
    return route.fulfill({
      contentType: 'text/html',
      body: '<!doctype html><title>player</title>',
    });
  });
  return requested;
}

/** A show page with a trailer, found in the export rather than by clicking around. */
function showWithTrailer(): string {
  const found = pagePaths().find(
    (page) =>
      /^shows\/[^/]+\/$/.test(page) &&
      readFileSync(path.join(SITE_DIR, page, 'index.html'), 'utf8').includes('Play trailer'),
  );
  if (!found) throw new Error('no show page with a trailer');
  return found;
}

test('a link is a page load under the policy: each page its own document, no payloads', async ({
  page,
}) => {
  const watch = await watchPage(page);
  const documents: string[] = [];
  const payloads: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'document') documents.push(request.url());
    if (/\.txt(\?|$)/.test(request.url())) payloads.push(request.url());
  });
  await page.goto('', { waitUntil: 'networkidle' });
  const menu = page.getByRole('navigation', { name: 'Main' });
  await menu.getByRole('link', { name: 'FAQ', exact: true }).click();
  await expect(page).toHaveURL(/\/artistseries\/faq\/$/);
  await expect(page.getByRole('heading', { level: 1 })).toContainText(/question/i);
  await menu.getByRole('link', { name: 'Contact', exact: true }).click();
  await expect(page).toHaveURL(/\/artistseries\/contact\/$/);
  await page.goBack();
  await expect(page).toHaveURL(/\/artistseries\/faq\/$/);
  await waitForIslands(page);

  // Every page came as a document of its own (Back may come from the cache); no router payload.
  expect(documents.length).toBeGreaterThanOrEqual(3);
  expect(payloads).toEqual([]);
  expect(await watch.violations()).toEqual([]);
  expect(watch.failed).toEqual([]);
  expect(watch.errors).toEqual([]);
});

test('the trailer player may load the YouTube API and the nocookie player', async ({ page }) => {
  const requested = await stubYouTube(page);
  const watch = await watchPage(page);
  await page.goto(showWithTrailer(), { waitUntil: 'networkidle' });
  // Before React runs, Play is a plain link to YouTube (on a busy machine that can take a while).
  await waitForIslands(page);

  await page.getByRole('link', { name: /^Play trailer/ }).click();
  await expect
    .poll(() => requested.some((url) => url.startsWith('https://www.youtube.com/iframe_api')))
    .toBe(true);
  await expect
    .poll(() => requested.some((url) => url.startsWith('https://www.youtube-nocookie.com/embed/')))
    .toBe(true);
  expect(await watch.violations()).toEqual([]);
});

test('only pages with a trailer allow YouTube, and the player plays there', async ({ page }) => {
  const requested = await stubYouTube(page);
  const watch = await watchPage(page);
  const trailerPage = showWithTrailer();
  const policy = () =>
    page.locator('meta[http-equiv="Content-Security-Policy"]').first().getAttribute('content');
  // A page without a trailer that links to the show (a listing), found in the export.
  const from = pagePaths().find((candidate) => {
    const html = readFileSync(path.join(SITE_DIR, candidate, 'index.html'), 'utf8');
    return (
      html.includes(`href="/artistseries/${trailerPage}"`) &&
      !html.includes(TRAILER_PLAYER_ATTRIBUTE)
    );
  });
  if (from === undefined) throw new Error(`no page without a trailer links to ${trailerPage}`);
  await page.goto(from, { waitUntil: 'networkidle' });
  expect(await policy()).not.toContain('youtube');
  // To the show: a page load, with the show's own policy.
  await page.locator(`a[href="/artistseries/${trailerPage}"]:visible`).first().click();
  await expect(page).toHaveURL(new RegExp(`/artistseries/${trailerPage}$`));
  expect(await policy()).toContain('https://www.youtube.com');
  await waitForIslands(page);
  await page.getByRole('link', { name: /^Play trailer/ }).click();
  await expect(page.locator('iframe[src^="https://www.youtube-nocookie.com/embed/"]')).toHaveCount(
    1,
    { timeout: 15_000 },
  );
  expect(requested.some((url) => url.startsWith('https://www.youtube.com/iframe_api'))).toBe(true);
  expect(await watch.violations()).toEqual([]);
});

test('the search page runs Pagefind under its own policy: worker and WebAssembly, no violations', async ({
  page,
}) => {
  const watch = await watchPage(page);
  const workers: string[] = [];
  page.on('worker', (worker) => workers.push(worker.url()));
  const response = await page.goto('search/');
  expect(response?.headers()['content-security-policy']).toContain("worker-src 'self'");
  // Any show's own title finds it; the first show page in the export will do.
  const show = pagePaths().find((candidate) => /^shows\/[^/]+\/$/.test(candidate));
  if (!show) throw new Error('no show page in the export');
  const title = /<h1[^>]*>([^<]+)<\/h1>/.exec(
    readFileSync(path.join(SITE_DIR, show, 'index.html'), 'utf8'),
  )?.[1];
  await waitForIslands(page);
  await page.getByLabel('Search shows, films, talks and events').fill(title ?? '');
  await expect(
    page.getByRole('list', { name: 'Search results' }).locator(`a[href="/artistseries/${show}"]`),
  ).toBeVisible({ timeout: 15_000 });
  // The index ran in Pagefind's worker, which the header allowed, not on the page itself.
  expect(workers.some((url) => url.endsWith('/artistseries/pagefind/pagefind-worker.js'))).toBe(
    true,
  );
  expect(await watch.violations()).toEqual([]);
  expect(watch.failed).toEqual([]);
  expect(watch.errors).toEqual([]);
});
