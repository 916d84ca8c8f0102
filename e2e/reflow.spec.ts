/**
 * Reflow (WCAG 1.4.10, docs/product-rules.md#every-page): no page scrolls sideways at 320 CSS px,
 * the width of a 1280 px window zoomed to 400 % (a 640 px window at 200 % zoom is the same). Every
 * page, because one long word in one show's text is enough to break it; so each test is one page
 * load at one width and nothing more (no waiting for the network to settle).
 */
import { expect, test } from '@playwright/test';
import { routes } from './support/content';

test.describe.configure({ mode: 'parallel' });
test.use({ viewport: { width: 320, height: 640 } });

for (const route of routes) {
  test(`/${route.path} fits 320 px without scrolling sideways @phone-only`, async ({ page }) => {
    await page.goto(route.path);
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow, 'CSS pixels wider than the window').toBeLessThanOrEqual(0);
  });
}
