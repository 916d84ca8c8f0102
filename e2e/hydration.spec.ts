/**
 * The page paints before the framework loads (scripts/postbuild/defer-hydration.ts): every page is
 * complete HTML, so Next's chunks and payload wait for the visitor's first move after the load
 * event and the paint, or for a press at any time; a page that needs the app at once
 * (lib/site/app-start.ts) starts it after that paint on its own. These tests watch that in the
 * browser.
 */
import { expect, test, type Page } from '@playwright/test';
import { loaderSource, type ReactRootState } from '../lib/build/hydration';
import { SHARE_PARAMETER } from '../lib/rules/my-schedule';
import { listFragment } from '../lib/rules/share-fragment';
import { menuIsOpen, reactRootState, startApp, waitForHydration } from './support/browser';
import { routes } from './support/routes';
import { TAG } from './support/tags';

test.describe.configure({ mode: 'parallel' });

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

for (const route of routes) {
  test(`/${route.path} ships no framework in its HTML: no chunk tags, no inline payload`, async ({
    request,
  }) => {
    const html = await (await request.get(route.path)).text();
    expect(html).not.toMatch(/<script[^>]+src="[^"]*\/_next\/static\/[^"]*"[^>]*async/);
    expect(html).not.toContain('self.__next_f');
    expect(html).not.toMatch(/<link[^>]+rel="preload"[^>]+as="script"/);
    expect(html).toContain('<script id="deferred-hydration">');
  });
}

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

/** The app's state after the page has loaded, painted and sat for a while with nobody touching it. */
async function leftAlone(page: Page): Promise<{ state: ReactRootState; requested: number }> {
  await page.waitForLoadState('load');
  await page.waitForFunction(
    () => performance.getEntriesByName('first-contentful-paint').length > 0,
  );
  await page.waitForTimeout(1_500);
  return {
    state: await page.evaluate<ReactRootState>(reactRootState),
    requested: (await timings(page)).appScriptStarts.length,
  };
}

test("left alone, a page that needs nothing of the app now never loads it; the visitor's first move does", async ({
  page,
}) => {
  await page.goto('faq/');
  expect(await leftAlone(page)).toEqual({ state: 'not started', requested: 0 });
  await page.mouse.move(20, 200);
  await expect
    .poll(() => page.evaluate<ReactRootState>(reactRootState), { timeout: 15_000 })
    .toBe('hydrated');
});

test('a page marked as needing the app now starts it on its own: search', async ({ page }) => {
  await page.goto('search/');
  await expect
    .poll(() => page.evaluate<ReactRootState>(reactRootState), { timeout: 15_000 })
    .toBe('hydrated');
});

test('a share link starts the app on its own, to read its fragment', async ({ page }) => {
  await page.goto(`faq/${listFragment(SHARE_PARAMETER, ['any'])}`);
  await expect
    .poll(() => page.evaluate<ReactRootState>(reactRootState), { timeout: 15_000 })
    .toBe('hydrated');
});

test('with a clock outside the build day at the venue, a page starts the app on its own', async ({
  page,
  context,
  request,
}) => {
  const html = await (await request.get('faq/')).text();
  const [start = NaN, end = NaN] = (/data-build-day-span="(\d+) (\d+)"/.exec(html) ?? [])
    .slice(1)
    .map(Number);
  // The build is made minutes before the tests: now is inside its day.
  expect(start).toBeLessThanOrEqual(Date.now());
  expect(end).toBeGreaterThan(Date.now());
  /** Sets the page's clock (Date.now, what the loader reads) to `at`, timers left alone. */
  const clockAt = (target: Page, at: number) =>
    target.addInitScript((to) => {
      const realNow = Date.now;
      const shift = to - realNow();
      Date.now = () => realNow() + shift;
    }, at);
  // One minute before the day ends, the page is as built; one minute after, it is a day behind.
  await clockAt(page, end - 60_000);
  await page.goto('faq/');
  expect((await leftAlone(page)).state).toBe('not started');
  const nextDay = await context.newPage();
  await clockAt(nextDay, end + 60_000);
  await nextDay.goto('faq/');
  await expect
    .poll(() => nextDay.evaluate<ReactRootState>(reactRootState), { timeout: 15_000 })
    .toBe('hydrated');
});

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

test("the pages carry the loader the tests read their hydration check from; it answers 'not started', then 'hydrated'", async ({
  page,
  request,
}) => {
  // The page's own inline loader is the source the check is cut from, minified (lib/build/hydration.ts).
  const html = await (await request.get('faq/')).text();
  const shipped = html.match(/<script id="deferred-hydration">([\s\S]*?)<\/script>/)?.[1] ?? '';
  expect(shipped.startsWith(`(${loaderSource()})(`)).toBe(true);

  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/_next/static/**/*.js', async (route) => {
    await held;
    await route.continue();
  });
  await page.goto('faq/', { waitUntil: 'load' });
  expect(await page.evaluate<ReactRootState>(reactRootState)).toBe('not started');
  release();
  await expect
    .poll(
      async () => {
        await startApp(page);
        return page.evaluate<ReactRootState>(reactRootState);
      },
      { timeout: 15_000 },
    )
    .toBe('hydrated');
});

const menuButton = (page: Page) =>
  page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Menu' });

test(
  'Menu works natively when the scripts never arrive',
  { tag: TAG.phoneOnly },
  async ({ page }) => {
    await page.route('**/_next/static/**/*.js', (route) => route.abort());
    await page.goto('faq/', { waitUntil: 'domcontentloaded' });
    await menuButton(page).tap();
    expect(await menuIsOpen(page)).toBe(true);
    await expect(
      page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Contact' }),
    ).toBeVisible();
    await page.keyboard.press('Escape');
    expect(await menuIsOpen(page)).toBe(false);
  },
);

test(
  'every Menu tap toggles exactly once, before, during and after hydration',
  { tag: TAG.phoneOnly },
  async ({ page }) => {
    // Hold the app's scripts back, tap, then let React start while tapping every few milliseconds:
    // each tap must flip the menu once, whether the browser or a hydrated page handles it.
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/_next/static/**/*.js', async (route) => {
      await held;
      await route.continue();
    });
    await page.goto('faq/', { waitUntil: 'domcontentloaded' });
    const button = menuButton(page);
    let expected = false;
    const tapAndCheck = async () => {
      await button.tap();
      expected = !expected;
      expect(await menuIsOpen(page)).toBe(expected);
    };
    await tapAndCheck();
    release();
    let hydrated = false;
    for (let tap = 0; tap < 60 && !hydrated; tap++) {
      await tapAndCheck();
      hydrated = (await page.evaluate(reactRootState)) === 'hydrated';
    }
    await waitForHydration(page);
    for (let tap = 0; tap < 3; tap++) await tapAndCheck();
  },
);

test(
  'a menu opened while the page loads stays open when React takes over',
  { tag: TAG.phoneOnly },
  async ({ page }) => {
    const releaseLogo = await holdBackLogo(page);
    await page.goto('faq/', { waitUntil: 'domcontentloaded' });
    await menuButton(page).tap();
    await waitForHydration(page);
    expect(await menuIsOpen(page)).toBe(true);
    releaseLogo();
  },
);

test(
  'a press on a link while React hydrates is followed by the browser, not after hydration',
  { tag: TAG.phoneOnly },
  async ({ page }) => {
    // React finishes the whole hydration inside a press's first event when it sees one (150–270 ms
    // on a slow phone); the loader keeps presses on links from it until then, so the filter's link
    // is followed natively (a page load) instead of filtering in place once hydration is done. A
    // slow CPU spreads the hydration over several tasks; the page presses the link in one of them.
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 6 });
    const pressedWhile: string[] = [];
    await page.exposeBinding('__pressedWhile', (_source, state: string) =>
      pressedWhile.push(state),
    );
    await page.addInitScript(`(() => {
    const rootState = () => ${reactRootState};
    const poll = () => {
      // Once per tab: the filtered list the press leads to has the filter too.
      if (sessionStorage.getItem('pressed')) return;
      const state = rootState();
      if (state === 'not started') return setTimeout(poll, 0);
      __pressedWhile(state);
      if (state !== 'hydrating') return;
      sessionStorage.setItem('pressed', 'yes');
      document.querySelector('nav[aria-labelledby="accessibility-filter-label"] a:not([aria-current])').click();
    };
    addEventListener('DOMContentLoaded', poll);
  })();`);
    for (let attempt = 0; attempt < 5 && !pressedWhile.includes('hydrating'); attempt++) {
      pressedWhile.length = 0;
      await page.goto('');
      // The visitor's first move starts the app; the page presses the link while it hydrates,
      // which navigates, so the move is all the test does in the page meanwhile.
      let x = 1;
      await expect
        .poll(async () => {
          x = 3 - x;
          await page.mouse.move(x, x);
          return pressedWhile.length;
        })
        .toBeGreaterThan(0);
    }
    expect(pressedWhile, 'React never hydrated over more than one task').toEqual(['hydrating']);
    // A page of its own, loaded by the browser: its navigation entry is the filtered list.
    await page.waitForURL('**/accessibility/**', { waitUntil: 'load' });
    const loaded = await page.evaluate(
      () => (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming).name,
    );
    expect(loaded).toBe(page.url());
  },
);

test("the home page's scripts carry no content validation: zod stays in the build", async ({
  request,
}) => {
  // The filter's module once imported the content schema, which put zod (30 KB gzip) into the home
  // page's chunk and, through the prefetch of the home page, into every page's downloads.
  const html = await (await request.get('')).text();
  const loader = html.match(/<script id="deferred-hydration">([\s\S]*?)<\/script>/)?.[1] ?? '';
  const urls = [...loader.matchAll(/"([^"]*\/_next\/static\/[^"]+\.js)"/g)].map((m) => m[1] ?? '');
  expect(urls.length).toBeGreaterThan(3);
  for (const url of urls) {
    // The loader's URLs carry the base path; the request context's base URL already has it.
    const body = await (await request.get(url.replace(/^.*?\/_next\//, '_next/'))).text();
    expect(body, url).not.toContain('ZodError');
  }
});
