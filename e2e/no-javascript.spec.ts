/**
 * Without JavaScript every page still shows its content, and phones can still reach every page
 * of the main navigation: the menu is a native popover, closed at first, that the Menu button
 * opens with no script. One test per kind of page (every fixed page, one show of each layout, a
 * film), at phone width: whether a page works without scripts is a property of its template, and
 * the narrow layout is the one with a menu button; at desktop width the navigation is plain links.
 */
import { expect, test } from './support/shared-page';
import { menuIsOpen } from './support/browser';
import { navigation, routesOfEachKind } from './support/routes';
import { TAG } from './support/tags';

test.describe.configure({ mode: 'parallel' });
test.use({ javaScriptEnabled: false });

for (const route of routesOfEachKind) {
  test(
    `/${route.path} shows its content and the whole navigation without JavaScript`,
    {
      tag: TAG.phoneOnly,
    },
    async ({ staticPage: page, baseURL }) => {
      await page.goto(route.path);
      const h1 = page.getByRole('heading', { level: 1 });
      await expect(h1).toBeVisible();
      await expect(h1).toHaveText(route.heading);
      const nav = page.getByRole('navigation', { name: 'Main' });
      expect(await menuIsOpen(page), 'the menu starts closed').toBe(false);
      await nav.getByRole('button', { name: 'Menu' }).tap();
      expect(await menuIsOpen(page), 'Menu opens it with no script').toBe(true);
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

test(
  'the ticketing and donation notices open with a tap and no script',
  { tag: TAG.phoneOnly },
  async ({ staticPage: page }) => {
    await page.goto('faq/');
    const ticketing = page.getByRole('region', { name: 'Ticketing information' });
    const seller = ticketing.getByRole('link').first();
    await expect(seller).toBeHidden();
    await ticketing.locator('summary').tap();
    await expect(seller).toBeVisible();

    const involved = page.getByRole('region', { name: 'Get Involved' });
    await involved.locator('summary').tap();
    await expect(involved.getByRole('link', { name: /Make a Donation/ })).toBeVisible();
  },
);
