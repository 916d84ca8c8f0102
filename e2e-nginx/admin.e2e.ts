/**
 * The content editor (Sveltia CMS, public/admin/) behind nginx: its own policy
 * (adminHeaderPolicy in deploy/csp-policy.ts, applied by the admin rule of deploy/headers.ts)
 * must let the self-hosted script start and draw its sign-in screen, and it asks no other host
 * for anything.
 */
import { expect, test } from '@playwright/test';
import { watchPage } from './csp';

test('the editor starts under its own policy and offers GitHub sign-in, noindex', async ({
  page,
}) => {
  // No network beyond nginx: anything the page asks of another host is noted and answered as
  // missing (its fonts are served from the admin folder, scripts/editor.ts).
  const offHost: string[] = [];
  await page.route(/^https?:\/\/(?!127\.0\.0\.1)/, (route) => {
    offHost.push(route.request().url());
    return route.abort();
  });
  const watch = await watchPage(page);
  // Two megabytes of blocking script: on a busy machine even DOMContentLoaded takes a while.
  test.setTimeout(60_000);
  const response = await page.goto('admin/', { waitUntil: 'commit' });
  expect(response?.status()).toBe(200);
  expect(response?.headers()['content-security-policy']).toMatch(/script-src 'self';/);
  await expect(page.getByRole('button', { name: /Sign In with\W*GitHub/ })).toBeVisible({
    timeout: 40_000,
  });
  // Ours, in public/admin/index.html (the editor adds one of its own too).
  await expect(page.locator('meta[name="robots"][content*="noindex"]').first()).toBeAttached();
  // Its version and GitHub status checks read local answers (withoutOutsideChecks in
  // scripts/editor.ts), so nothing is blocked and nothing leaves for another host.
  expect(await watch.violations()).toEqual([]);
  expect(offHost).toEqual([]);
  // The interface and icon fonts came from this host under font-src 'self' (without the icon
  // font every icon would show as its name).
  const fonts = await page.evaluate(async () => {
    await document.fonts.ready;
    return [...document.fonts]
      .filter((face) => /Source Sans 3|Material Symbols Outlined/.test(face.family))
      .map((face) => `${face.family.replaceAll('"', '')}: ${face.status}`)
      .sort();
  });
  expect(fonts).toEqual(['Material Symbols Outlined: loaded', 'Source Sans 3: loaded']);
});
