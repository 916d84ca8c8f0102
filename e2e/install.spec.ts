/**
 * The site installs like an app (docs/rules/offline.md#offline): Chromium's own installability
 * check finds nothing missing, and every icon and shortcut the manifest names is there.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium, expect, test } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../test/support/chromium';
import { basePath } from '../lib/site/deployment';

interface Manifest {
  start_url: string;
  scope: string;
  icons: Array<{ src: string; sizes: string; type: string; purpose?: string }>;
  shortcuts: Array<{ name: string; url: string }>;
}

test("passes Chromium's installability check", async ({ baseURL }) => {
  // Chromium installs nothing from an incognito window, which a new context is: the check needs a
  // profile of its own.
  const profile = mkdtempSync(path.join(tmpdir(), 'install-'));
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: CHROMIUM_PATH,
    args: CHROMIUM_ARGS,
    baseURL,
  });
  const page = context.pages()[0] ?? (await context.newPage());
  await page.goto('');
  const cdp = await context.newCDPSession(page);
  // The check waits for the manifest and its icons: poll until the page has settled.
  await expect
    .poll(async () => {
      const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors');
      return installabilityErrors.map((error) => error.errorId);
    })
    .toEqual([]);
  await context.close();
  rmSync(profile, { recursive: true, force: true });
});

test('names the base path as start and scope, and icons and shortcuts that exist', async ({
  page,
  request,
}) => {
  await page.goto('');
  const href = await page.locator('link[rel="manifest"]').getAttribute('href');
  const manifest = (await (
    await request.get(new URL(href ?? '', page.url()).href)
  ).json()) as Manifest;
  expect(manifest.start_url).toBe(`${basePath}/`);
  expect(manifest.scope).toBe(`${basePath}/`);
  const maskable = manifest.icons.filter((icon) => icon.purpose === 'maskable');
  expect(maskable.map((icon) => icon.sizes)).toEqual(
    expect.arrayContaining(['192x192', '512x512']),
  );
  for (const icon of manifest.icons) {
    const response = await request.get(new URL(icon.src, page.url()).href);
    expect(response.status(), icon.src).toBe(200);
    expect(response.headers()['content-type'], icon.src).toContain(icon.type);
  }
  expect(manifest.shortcuts.length).toBeGreaterThan(0);
  for (const shortcut of manifest.shortcuts) {
    const response = await request.get(new URL(shortcut.url, page.url()).href);
    expect(response.status(), shortcut.url).toBe(200);
  }
});
