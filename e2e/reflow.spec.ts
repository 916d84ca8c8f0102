/**
 * Reflow (WCAG 1.4.10, docs/rules/site.md#every-page): no page scrolls sideways at 320 CSS px,
 * the width of a 1280 px window zoomed to 400 % (a 640 px window at 200 % zoom is the same). And
 * resize text (WCAG 1.4.4): with the browser's text size doubled, a desktop window still shows
 * every page without scrolling sideways or clipping text.
 *
 * The 320 px check runs on every page, because one long word in one show's text is enough to
 * break it. The doubled text runs on one page of each kind (`routesOfEachKind`): a 1280 px window
 * with text twice the size lays out like a 640 px one, twice as wide as the 320 px check every page
 * already passes, so what it adds is the template's boxes that clip their text. Each test is one
 * page load and nothing more.
 *
 * The page is measured as the server sent it, without JavaScript: its width comes from that
 * markup and the CSS, and hydration must reproduce the same markup (React reports a mismatch as
 * an error, which e2e/pages.spec.ts fails on), so running the app would add seconds of CPU a page
 * and nothing to measure.
 */
import { expect, test } from './support/shared-page';
import { routes, routesOfEachKind } from './support/routes';
import { TAG } from './support/tags';

test.describe.configure({ mode: 'parallel' });

for (const route of routes) {
  test(
    `/${route.path} fits 320 px without scrolling sideways`,
    { tag: TAG.phoneOnly },
    async ({ narrowStaticPage: page }) => {
      await page.goto(route.path);
      expect(await page.evaluate(() => window.innerWidth), 'the window is 320 px wide').toBe(320);
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      expect(overflow, 'CSS pixels wider than the window').toBeLessThanOrEqual(0);
    },
  );
}

/**
 * Boxes that cut their text off: overflow hidden or clipped, and more content than room. Not a
 * line clamp (a card's description is cut on purpose and links to the rest), nor a visually
 * hidden label.
 */
function clippedText(): string[] {
  const clipped: string[] = [];
  for (const element of document.querySelectorAll('body *')) {
    const style = getComputedStyle(element);
    if (!/hidden|clip/.test(`${style.overflowX} ${style.overflowY}`)) continue;
    if (style.webkitLineClamp !== 'none' || element.getBoundingClientRect().width <= 1) continue;
    if (!element.textContent?.trim()) continue;
    if (
      element.scrollWidth > element.clientWidth + 1 ||
      element.scrollHeight > element.clientHeight + 1
    )
      clipped.push(`<${element.tagName.toLowerCase()} class="${element.className}">`);
  }
  return clipped;
}

for (const route of routesOfEachKind) {
  test(`/${route.path} keeps every word in view with the text size doubled`, async ({
    largeTextStaticPage: page,
  }) => {
    await page.goto(route.path);
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow, 'CSS pixels wider than the window').toBeLessThanOrEqual(0);
    expect(await page.evaluate(clippedText), 'boxes that cut their text off').toEqual([]);
  });
}
