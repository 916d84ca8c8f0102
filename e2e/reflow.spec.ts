/**
 * Reflow (WCAG 1.4.10, docs/product-rules.md#every-page): no page scrolls sideways at 320 CSS px,
 * the width of a 1280 px window zoomed to 400 % (a 640 px window at 200 % zoom is the same). Every
 * page, because one long word in one show's text is enough to break it; so each test is one page
 * load at one width and nothing more.
 *
 * The page is measured as the server sent it, without JavaScript: its width comes from that
 * markup and the CSS, and hydration must reproduce the same markup (React reports a mismatch as
 * an error, which e2e/pages.spec.ts fails on), so running the app would add seconds of CPU a page
 * and nothing to measure.
 */
import { expect, test } from './support/shared-page';
import { routes } from './support/content';

test.describe.configure({ mode: 'parallel' });

for (const route of routes) {
  test(`/${route.path} fits 320 px without scrolling sideways @phone-only`, async ({
    narrowStaticPage: page,
  }) => {
    await page.goto(route.path);
    expect(await page.evaluate(() => window.innerWidth), 'the window is 320 px wide').toBe(320);
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow, 'CSS pixels wider than the window').toBeLessThanOrEqual(0);
  });
}
