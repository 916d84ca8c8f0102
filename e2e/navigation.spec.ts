/**
 * The main navigation (docs/rules/site.md#navigation): every item reaches its page, the current
 * item is marked with aria-current="page", and on phones the menu sits behind a "Menu" button that
 * works by mouse, touch and keyboard alone. The menu is a native popover, so its open state is
 * the browser's (`:popover-open`), and the button's expanded state is the browser's too.
 */
import type { Page } from '@playwright/test';
import { expect, test } from './support/shared-page';
import { menuButtonExpanded, menuIsOpen, waitForIslands } from './support/browser';
import { shows, site, titlePattern } from './support/content';
import { navigation } from './support/routes';
import { TAG } from './support/tags';

test.describe.configure({ mode: 'parallel' });

const mainNav = (page: Page) => page.getByRole('navigation', { name: 'Main' });
const menuButton = (page: Page) => mainNav(page).getByRole('button', { name: 'Menu' });

/** On phones the links sit behind the menu button; open it when it is there. */
async function openMenuIfCollapsed(page: Page) {
  // Before its stylesheets apply, a page just reached shows the button even on a desktop, where
  // the stylesheet then hides it for good: decide once the page has loaded.
  await page.waitForLoadState('load');
  const button = menuButton(page);
  if ((await button.isVisible()) && !(await menuIsOpen(page))) {
    await button.click();
    await expect.poll(() => menuIsOpen(page)).toBe(true);
  }
}

async function expectMenuOpen(page: Page, open: boolean) {
  await expect.poll(() => menuIsOpen(page), open ? 'menu open' : 'menu closed').toBe(open);
}

/** The path below the base URL, e.g. "faq/" ('' for home). */
function pathBelowBase(page: Page, baseURL: string | undefined): string {
  return page.url().slice((baseURL ?? '').length);
}

test(
  'each navigation item reaches its page and only it is marked current',
  {
    tag: TAG.layout,
  },
  async ({ sharedPage: page, baseURL }) => {
    await page.goto('contact/');
    for (const item of navigation) {
      await openMenuIfCollapsed(page);
      await mainNav(page).getByRole('link', { name: item.label, exact: true }).click();
      await expect.poll(() => pathBelowBase(page, baseURL)).toBe(item.path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

      await openMenuIfCollapsed(page);
      const current = mainNav(page).locator('a[aria-current="page"]');
      await expect(current).toHaveCount(1);
      await expect(current).toHaveText(item.label);
    }
  },
);

test('aria-current follows a full page load too, and detail pages mark Shows', async ({
  sharedPage: page,
}) => {
  for (const item of navigation) {
    await page.goto(item.path);
    await openMenuIfCollapsed(page);
    const current = mainNav(page).locator('a[aria-current="page"]');
    await expect(current).toHaveCount(1);
    await expect(current).toHaveText(item.label);
  }
  const show = shows[0];
  if (!show) throw new Error('content/shows/ holds no show');
  await page.goto(`shows/${show.name}/`);
  await openMenuIfCollapsed(page);
  await expect(mainNav(page).locator('a[aria-current="page"]')).toHaveText('Shows');
});

test('the logo links home and a new page starts at its top', async ({
  sharedPage: page,
  baseURL,
}) => {
  const show = shows.at(-1);
  if (!show) throw new Error('content/shows/ holds no show');
  await page.goto(`shows/${show.name}/`);
  // Follow a poster far down the page (the grid of the show's own season): the new page must not
  // open scrolled to the old position.
  const other = shows.find((s) => s.name !== show.name && s.season === show.season);
  if (!other) throw new Error(`need two shows in the ${show.season} season`);
  const link = page
    .getByRole('main')
    .getByRole('link', { name: titlePattern(other.title) })
    .last();
  await link.scrollIntoViewIfNeeded();
  expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
  await link.click();
  await expect.poll(() => pathBelowBase(page, baseURL)).toBe(`shows/${other.name}/`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(titlePattern(other.title));
  await expect.poll(() => page.evaluate(() => window.scrollY), 'scrolled to the top').toBe(0);

  await page
    .getByRole('banner')
    .getByRole('link', { name: new RegExp(`${site.seriesName}.*home`, 'i') })
    .click();
  await expect.poll(() => pathBelowBase(page, baseURL)).toBe('');
});

test.describe('wide screens', () => {
  test('the menu is open and there is no menu button', async ({ sharedPage: page }) => {
    await page.goto('');
    await expect(menuButton(page)).toBeHidden();
    for (const item of navigation) {
      await expect(
        mainNav(page).getByRole('link', { name: item.label, exact: true }),
      ).toBeVisible();
    }
  });
});

test.describe('phone menu', { tag: TAG.phoneOnly }, () => {
  test('starts closed and toggles with the Menu button', async ({ sharedPage: page }) => {
    await page.goto('');
    const button = menuButton(page);
    const faq = mainNav(page).getByRole('link', { name: 'FAQ', exact: true });
    await expect(button).toBeVisible();
    await expectMenuOpen(page, false);
    expect(await menuButtonExpanded(page), 'the button tells assistive technology').toBe(false);
    await expect(faq).toBeHidden();

    await button.tap();
    await expectMenuOpen(page, true);
    expect(await menuButtonExpanded(page)).toBe(true);
    for (const item of navigation) {
      await expect(
        mainNav(page).getByRole('link', { name: item.label, exact: true }),
      ).toBeVisible();
    }

    await button.tap();
    await expectMenuOpen(page, false);
    expect(await menuButtonExpanded(page)).toBe(false);
    await expect(faq).toBeHidden();
  });

  test('a tap outside the open menu closes it', async ({ sharedPage: page }) => {
    await page.goto('faq/');
    await menuButton(page).tap();
    await expectMenuOpen(page, true);
    await page.getByRole('contentinfo').tap({ position: { x: 5, y: 5 } });
    await expectMenuOpen(page, false);
  });

  test('choosing a link closes the menu on the new page', async ({ sharedPage: page, baseURL }) => {
    await page.goto('faq/');
    await waitForIslands(page);
    await menuButton(page).tap();
    await expectMenuOpen(page, true);
    await mainNav(page).getByRole('link', { name: 'Contact', exact: true }).tap();
    await expect.poll(() => pathBelowBase(page, baseURL)).toBe('contact/');
    await expectMenuOpen(page, false);
  });

  test('Escape closes the open menu and returns focus to the button', async ({
    sharedPage: page,
  }) => {
    await page.goto('faq/');
    const button = menuButton(page);
    await button.click();
    await expectMenuOpen(page, true);
    await mainNav(page).getByRole('link', { name: 'Contact', exact: true }).focus();
    await page.keyboard.press('Escape');
    await expectMenuOpen(page, false);
    await expect(mainNav(page).getByRole('link', { name: 'Contact', exact: true })).toBeHidden();
    await expect(button).toBeFocused();
  });

  test('works by keyboard alone: Tab to it, Enter or Space, Tab into the links', async ({
    sharedPage: page,
    baseURL,
  }) => {
    await page.goto('');
    const button = menuButton(page);
    let reached = false;
    for (let i = 0; i < 25 && !reached; i++) {
      await page.keyboard.press('Tab');
      reached = await button.evaluate((el) => el === document.activeElement);
    }
    expect(reached, 'the Menu button is reachable with Tab').toBe(true);

    await page.keyboard.press('Enter');
    await expectMenuOpen(page, true);
    await page.keyboard.press('Tab');
    const first = navigation[0];
    if (!first) throw new Error('no navigation');
    await expect(mainNav(page).getByRole('link', { name: first.label, exact: true })).toBeFocused();

    // Space on the button closes it again.
    await button.focus();
    await page.keyboard.press('Space');
    await expectMenuOpen(page, false);

    // Open with Space, then Tab through to FAQ and follow it with Enter.
    await page.keyboard.press('Space');
    await expectMenuOpen(page, true);
    const faqIndex = navigation.findIndex((item) => item.label === 'FAQ');
    for (let i = 0; i <= faqIndex; i++) await page.keyboard.press('Tab');
    await expect(mainNav(page).getByRole('link', { name: 'FAQ', exact: true })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect.poll(() => pathBelowBase(page, baseURL)).toBe('faq/');
    await expectMenuOpen(page, false);
  });
});
