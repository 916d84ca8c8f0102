/**
 * The page paints before the framework loads (scripts/defer-hydration.ts): every page is complete
 * HTML, so Next's chunks and payload wait for the load event and the paint after it, unless the
 * visitor presses a key or touches the screen first. These tests watch that in the browser.
 */
import { expect, test, type Page } from '@playwright/test';
import { waitForHydration } from './support/browser';
import { routes } from './support/content';

interface Timings {
  loadEventEnd: number;
  firstContentfulPaint: number | null;
  appScriptStarts: number[];
}

/** When the page loaded and painted, and when each of the app's own scripts was requested. */
function timings(page: Page): Promise<Timings> {
  return page.evaluate(() => {
    const navigation = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming;
    const paint = performance.getEntriesByName('first-contentful-paint')[0];
    return {
      loadEventEnd: navigation.loadEventEnd,
      firstContentfulPaint: paint ? paint.startTime : null,
      appScriptStarts: performance
        .getEntriesByType('resource')
        .filter((entry) => entry.name.includes('/_next/static/') && entry.name.endsWith('.js'))
        .map((entry) => entry.startTime),
    };
  });
}

test('no page ships the framework in its HTML: no chunk tags, no inline payload', async ({
  request,
}) => {
  for (const route of routes) {
    const html = await (await request.get(route.path)).text();
    expect(html, route.path).not.toMatch(/<script[^>]+src="[^"]*\/_next\/static\/[^"]*"[^>]*async/);
    expect(html, route.path).not.toContain('self.__next_f');
    expect(html, route.path).not.toMatch(/<link[^>]+rel="preload"[^>]+as="script"/);
    expect(html, route.path).toContain('<script id="deferred-hydration">');
  }
});

for (const path of ['', 'shows/', 'faq/']) {
  test(`/${path}: the app's scripts are requested only after load and the first paint`, async ({
    page,
  }) => {
    await page.goto(path);
    await waitForHydration(page);
    const { loadEventEnd, firstContentfulPaint, appScriptStarts } = await timings(page);
    expect(appScriptStarts.length).toBeGreaterThan(3);
    expect(firstContentfulPaint).not.toBeNull();
    expect(Math.min(...appScriptStarts)).toBeGreaterThanOrEqual(loadEventEnd);
    expect(Math.min(...appScriptStarts)).toBeGreaterThan(firstContentfulPaint ?? Infinity);
  });
}

/** Holds back the header logo so the load event waits: the page is readable, not yet "loaded". */
async function holdBackLogo(page: Page): Promise<() => void> {
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/logos/series.svg', async (route) => {
    await held;
    await route.continue();
  });
  return release;
}

test('a key pressed while the page is still loading starts the app at once', async ({ page }) => {
  const releaseLogo = await holdBackLogo(page);
  await page.goto('', { waitUntil: 'domcontentloaded' });
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

  // Left alone, the app waits for the load event.
  await page.waitForTimeout(750);
  expect((await timings(page)).appScriptStarts).toEqual([]);

  await page.keyboard.press('Shift');
  await waitForHydration(page);
  expect(await page.evaluate(() => document.readyState)).not.toBe('complete');

  releaseLogo();
  await page.waitForLoadState('load');
});

test('Menu tapped before the app runs still opens the menu @phone-only', async ({ page }) => {
  const releaseLogo = await holdBackLogo(page);
  await page.goto('faq/', { waitUntil: 'domcontentloaded' });
  const menu = page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Menu' });
  await menu.click();
  await waitForHydration(page);
  await expect(menu).toHaveAttribute('aria-expanded', 'true');
  await expect(
    page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Contact' }),
  ).toBeVisible();

  // Pressed once, opened once: a second press after hydration closes it, as it should.
  await menu.click();
  await expect(menu).toHaveAttribute('aria-expanded', 'false');
  releaseLogo();
});
