// The old addresses of a show's program (lib/site/old-addresses.ts; docs/rules/site.md#old-addresses)
// on a host without redirects, as the test server is: each is a small page of the export that
// forwards to the new address. (nginx redirects them instead: e2e-nginx/old-addresses.e2e.ts.)
import { expect, test } from '@playwright/test';
import { BASE_PATH } from './support/content';
import { servedPage } from './support/html';
import { oldProgramAddresses } from './support/routes';

test('each old program address is a page that forwards to the new one, names it canonical, links it and asks not to be indexed', async ({
  request,
}) => {
  expect(oldProgramAddresses.length, 'old program addresses in the content').toBeGreaterThan(0);
  for (const { from, to } of oldProgramAddresses) {
    const { status, document } = await servedPage(request, from);
    expect(status, from).toBe(200);
    const href = `${BASE_PATH}/${to}`;
    expect(
      document.querySelector('meta[http-equiv="refresh"]')?.getAttribute('content'),
      from,
    ).toBe(`0; url=${href}`);
    expect(
      new URL(document.querySelector('link[rel="canonical"]')?.getAttribute('href') ?? '').pathname,
      from,
    ).toBe(href);
    expect(document.querySelector('meta[name="robots"]')?.getAttribute('content'), from).toBe(
      'noindex',
    );
    expect(document.querySelector('main a')?.getAttribute('href'), from).toBe(href);
  }
});

test('a visitor who opens an old program address (a printed QR card) arrives at the program', async ({
  page,
}) => {
  const [moved] = oldProgramAddresses;
  if (!moved) throw new Error('no show with a program in the content');
  await page.goto(moved.from);
  await expect(page).toHaveURL(new RegExp(`${moved.to}$`));
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(await page.title()).not.toMatch(/^Moved/);
});
