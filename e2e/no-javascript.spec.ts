/**
 * Without JavaScript every page still shows its content, and phones can still reach every page
 * of the main navigation (the menu stays open when its button cannot work). One test walks every
 * page: these pages are static HTML, so a fresh browser context per page would cost more than
 * the checks themselves. Soft assertions report every page that fails, not only the first.
 */
import { expect, test } from '@playwright/test';
import { navigation, routes } from './support/content';

test.use({ javaScriptEnabled: false });

test('every page shows its content and the whole navigation without JavaScript', async ({
  page,
  baseURL,
}) => {
  for (const route of routes) {
    await test.step(`/${route.path}`, async () => {
      await page.goto(route.path);
      const h1 = page.getByRole('heading', { level: 1 });
      await expect.soft(h1, `h1 of /${route.path}`).toBeVisible();
      await expect.soft(h1, `h1 of /${route.path}`).toHaveText(route.heading);
      const nav = page.getByRole('navigation', { name: 'Main' });
      for (const item of navigation) {
        const link = nav.getByRole('link', { name: item.label, exact: true });
        await expect.soft(link, `${item.label} on /${route.path}`).toBeVisible();
        expect
          .soft(new URL((await link.getAttribute('href')) ?? '', page.url()).href)
          .toBe(new URL(item.path, baseURL).href);
      }
    });
  }
});
