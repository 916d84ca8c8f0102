/**
 * Accessibility (WCAG 2.1/2.2 AA is a legal requirement here): axe finds nothing on one page of
 * each kind at desktop width, and on the home page, a show of each layout and a film at phone
 * width (one test per page and width), and the things axe
 * cannot judge are checked by hand: the skip link and a visible focus indicator. Colours,
 * contrast, names and roles come from each page's template, so one page of each kind is the
 * sample; what a page's own content could break (one h1, heading levels, landmarks, alt text,
 * valid markup) is checked on every page by e2e/every-page.spec.ts and e2e/html-validity.spec.ts.
 */
import { expect, test } from './support/shared-page';
import { axeViolations } from './support/axe';
import { waitForIslands } from './support/browser';
import { routes, routesOfEachKind } from './support/routes';
import { TAG } from './support/tags';

test.describe.configure({ mode: 'parallel' });

// At phone width, the pages whose narrow layout differs most: the home page's cards, the show
// layouts and a film page (the fixed pages share one narrow text column, checked at desktop).
const phoneToo = new Set(
  routesOfEachKind
    .filter((route) => route.path === '' || /^(shows|show)\/./.test(route.path))
    .map((route) => route.path),
);

for (const route of routesOfEachKind) {
  const tag = phoneToo.has(route.path) ? [TAG.layout] : [];
  test(`${route.id} passes axe (WCAG 2.2 AA)`, { tag }, async ({ sharedPage: page }) => {
    await page.goto(route.path);
    // Axe judges the page people use: after React has hydrated and re-split the season.
    await waitForIslands(page);

    const violations = await axeViolations(page);
    expect(violations, `axe violations on /${route.path}`).toEqual([]);
  });
}

test('the axe check fails on a page with a known violation (canary)', async ({
  sharedPage: page,
}) => {
  await page.goto('faq/');
  // After hydration, or React would take the foreign node out again while it hydrates <main>.
  await waitForIslands(page);
  // An image with no text alternative, as a staff edit without alt text would make.
  await page.evaluate(() => {
    const image = document.createElement('img');
    image.src = 'data:image/gif;base64,R0lGODlhAQABAAAAACw=';
    document.querySelector('main')?.append(image);
  });
  const violations = await axeViolations(page);
  expect(violations.some((line) => line.startsWith('image-alt'))).toBe(true);
});

// Each template's <main> is the target; at phone width the header around the link is another
// layout, the same on every page, so one page is checked there.
for (const path of ['', `faq/`, routes.find((r) => r.id.startsWith('shows-'))?.path ?? '']) {
  test(
    `the skip link is the first stop and moves focus to main (/${path})`,
    { tag: path === '' ? [TAG.layout] : [] },
    async ({ sharedPage: page }) => {
      await page.goto(path);
      await page.keyboard.press('Tab');
      const skip = page.getByRole('link', { name: /skip to (main )?content/i });
      await expect(skip).toBeFocused();
      await expect(skip).toBeVisible();
      await page.keyboard.press('Enter');
      const focusInMain = await page.evaluate(() => {
        const main = document.querySelector('main');
        return !!main && (main === document.activeElement || main.contains(document.activeElement));
      });
      expect(focusInMain, 'focus is in <main> after the skip link').toBe(true);
      // The next Tab continues inside the page content, not back in the header.
      await page.keyboard.press('Tab');
      const next = await page.evaluate(() => !!document.activeElement?.closest('main, footer'));
      expect(next, 'the Tab after the skip link lands in the content').toBe(true);
    },
  );
}

test(
  'every keyboard stop shows a visible focus indicator',
  { tag: TAG.layout },
  async ({ sharedPage: page }) => {
    await page.goto('');
    const missing: string[] = [];
    for (let i = 0; i < 20; i++) {
      await page.keyboard.press('Tab');
      const focus = await page.evaluate(() => {
        const el = document.activeElement;
        if (!el || el === document.body) return null;
        const style = getComputedStyle(el);
        const outline = style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0;
        const shadow = style.boxShadow !== 'none' && style.boxShadow !== '';
        const label = `${el.tagName.toLowerCase()} "${(el.textContent ?? '').trim().slice(0, 40)}"`;
        return { label, visible: outline || shadow };
      });
      if (focus && !focus.visible) missing.push(focus.label);
    }
    expect(missing, 'focused elements without an outline or box-shadow').toEqual([]);
  },
);
