/**
 * Without JavaScript every page still shows its content, and phones can still reach every page
 * of the main navigation (the menu stays open when its button cannot work). One test per kind of
 * page (every fixed page, one show of each layout, a film), at phone width: whether a page works
 * without scripts is a property of its template, and the narrow layout is the one whose navigation
 * depends on a script; at desktop width the navigation is plain links whatever runs.
 */
import { expect, test } from '@playwright/test';
import { navigation, routesOfEachKind } from './support/content';

test.describe.configure({ mode: 'parallel' });
test.use({ javaScriptEnabled: false });

for (const route of routesOfEachKind) {
  test(
    `/${route.path} shows its content and the whole navigation without JavaScript`,
    {
      tag: '@phone-only',
    },
    async ({ page, baseURL }) => {
      await page.goto(route.path);
      const h1 = page.getByRole('heading', { level: 1 });
      await expect(h1).toBeVisible();
      await expect(h1).toHaveText(route.heading);
      const nav = page.getByRole('navigation', { name: 'Main' });
      for (const item of navigation) {
        const link = nav.getByRole('link', { name: item.label, exact: true });
        await expect.soft(link, `${item.label}`).toBeVisible();
        expect
          .soft(new URL((await link.getAttribute('href')) ?? '', page.url()).href, item.label)
          .toBe(new URL(item.path, baseURL).href);
      }
    },
  );
}
