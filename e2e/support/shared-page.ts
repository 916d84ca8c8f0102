import {
  test as base,
  type Browser,
  type BrowserContextOptions,
  type Page,
  type WorkerInfo,
} from '@playwright/test';
import { site } from './content';

/**
 * Pages that live as long as a test worker, for the tests that read pages (reflow, axe, no-JS
 * rendering, what a page shows) or act on them in ways a navigation undoes (keyboard focus, the
 * menu, following links). Playwright's own `page` opens a new browser context for every test, and
 * on a 2-core machine that set-up and tear-down cost more than the page load these tests are
 * about (measured: an empty test with `page` took 0.9–2 s). A test that uses one of these pages
 * must start with `page.goto`, which resets everything these tests look at, must not change what
 * outlives a navigation (clock, routes, storage, viewport), and must remove any listener it adds
 * (watchPage's `stop()`); tests that need any of that use Playwright's `page`.
 */
type SharedPages = {
  /** The project's device (width, touch, zone, base URL) with JavaScript on. */
  sharedPage: Page;
  /** The same device with JavaScript off: the page as the server sent it. */
  staticPage: Page;
  /** JavaScript off, 320 CSS px wide: the reflow width of WCAG 1.4.10. */
  narrowStaticPage: Page;
  /**
   * JavaScript off, the browser's default text size doubled (32 px instead of 16), as a visitor
   * sets it in the browser's settings: the text-only zoom of WCAG 1.4.4.
   */
  largeTextStaticPage: Page;
  /**
   * JavaScript on, in the venue's time zone, for tests that fix the visitor's clock: each sets its
   * own time (`page.clock.setFixedTime`) before its first navigation, which is the one thing this
   * page may carry from test to test. Routes, storage and viewport stay untouched, as above.
   */
  clockPage: Page;
};

/** The context options that make up the worker's project: its device, base URL and zone. */
const PROJECT_CONTEXT_KEYS = [
  'viewport',
  'deviceScaleFactor',
  'isMobile',
  'hasTouch',
  'baseURL',
  'timezoneId',
  'locale',
  'userAgent',
] as const satisfies ReadonlyArray<keyof BrowserContextOptions>;

export function projectContextOptions(use: BrowserContextOptions): BrowserContextOptions {
  const options: BrowserContextOptions = {};
  for (const key of PROJECT_CONTEXT_KEYS) Object.assign(options, { [key]: use[key] });
  return options;
}

/**
 * A worker-scoped fixture: one page in a context of the worker's project (its device, base URL
 * and zone) plus `extra`, set up once by `setUp`. Also used by e2e-nginx/pages.e2e.ts.
 */
export function openWorkerPage(
  extra: BrowserContextOptions,
  setUp?: (page: Page) => Promise<void>,
) {
  return async (
    { browser }: { browser: Browser },
    use: (page: Page) => Promise<void>,
    workerInfo: WorkerInfo,
  ) => {
    const context = await browser.newContext({
      ...projectContextOptions(workerInfo.project.use),
      ...extra,
    });
    const page = await context.newPage();
    await setUp?.(page);
    await use(page);
    await context.close();
  };
}

export const test = base.extend<object, SharedPages>({
  sharedPage: [openWorkerPage({}), { scope: 'worker' }],
  staticPage: [openWorkerPage({ javaScriptEnabled: false }), { scope: 'worker' }],
  narrowStaticPage: [
    openWorkerPage({ javaScriptEnabled: false, viewport: { width: 320, height: 640 } }),
    { scope: 'worker' },
  ],
  largeTextStaticPage: [
    openWorkerPage({ javaScriptEnabled: false }, async (page) => {
      // Chromium's own font-size preference (what its settings change), kept for the page's life.
      const cdp = await page.context().newCDPSession(page);
      await cdp.send('Page.enable');
      await cdp.send('Page.setFontSizes', { fontSizes: { standard: 32, fixed: 26 } });
    }),
    { scope: 'worker' },
  ],
  clockPage: [openWorkerPage({ timezoneId: site.timeZone }), { scope: 'worker' }],
});

export { expect } from '@playwright/test';
