import {
  expect,
  type BrowserContext,
  type ConsoleMessage,
  type Locator,
  type Page,
  type Request,
  type TestInfo,
} from '@playwright/test';
import path from 'node:path';
import { siteUrl } from '../../lib/site/deployment';
import { screenshotsWanted } from './servers';

/** Hosts whose requests mean a video player loaded. */
export const VIDEO_HOSTS =
  /(^|\.)(youtube\.com|youtube-nocookie\.com|ytimg\.com|googlevideo\.com|vimeo\.com)$/;
/** Hosts of the analytics service. */
export const ANALYTICS_HOSTS =
  /(^|\.)(googletagmanager\.com|google-analytics\.com|doubleclick\.net)$/;

/**
 * Records what a page reports as broken: console errors, uncaught exceptions, and requests to
 * video hosts (a trailer must never load before a click). Attach before the first navigation;
 * `stop()` detaches it, for a page that outlives the test (e2e/support/shared-page.ts).
 */
export function watchPage(page: Page) {
  const consoleErrors: string[] = [];
  const pageErrors: string[] = [];
  const videoRequests: string[] = [];
  const failedRequests: string[] = [];
  const onConsole = (message: ConsoleMessage) => {
    if (message.type() === 'error') {
      const where = message.location();
      consoleErrors.push(`${message.text()} (${where.url}:${where.lineNumber})`);
    }
  };
  const onPageError = (error: Error) => pageErrors.push(`${error.name}: ${error.message}`);
  const onRequest = (request: Request) => {
    const host = new URL(request.url()).hostname;
    if (VIDEO_HOSTS.test(host)) videoRequests.push(request.url());
  };
  const onRequestFailed = (request: Request) => {
    failedRequests.push(`${request.url()} (${request.failure()?.errorText ?? 'failed'})`);
  };
  page.on('console', onConsole);
  page.on('pageerror', onPageError);
  page.on('request', onRequest);
  page.on('requestfailed', onRequestFailed);
  const stop = () => {
    page.off('console', onConsole);
    page.off('pageerror', onPageError);
    page.off('request', onRequest);
    page.off('requestfailed', onRequestFailed);
  };
  return { consoleErrors, pageErrors, videoRequests, failedRequests, stop };
}

/**
 * Lazy images load only near the viewport; make them all load so that full-page screenshots show
 * them and so that a broken image anywhere on the page is noticed.
 */
export async function loadAllImages(page: Page): Promise<string[]> {
  return page.evaluate(async () => {
    const images = Array.from(document.images);
    for (const image of images) image.loading = 'eager';
    await Promise.all(
      images.map((image) =>
        image.complete
          ? null
          : new Promise((resolve) => {
              image.addEventListener('load', resolve, { once: true });
              image.addEventListener('error', resolve, { once: true });
            }),
      ),
    );
    return images
      .filter((image) => image.complete && image.naturalWidth === 0)
      .map((image) => image.currentSrc || image.src);
  });
}

/**
 * Every address the page itself refers to: links, images and their srcsets, <source>s, scripts,
 * stylesheets, icons, preloads and downloads. Absolute URLs, fragment removed.
 */
export async function referencedUrls(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const found = new Set<string>();
    const add = (value: string | null) => {
      if (!value) return;
      const trimmed = value.trim();
      if (trimmed === '' || /^(mailto|tel|javascript|data|blob):/i.test(trimmed)) return;
      const url = new URL(trimmed, document.baseURI);
      url.hash = '';
      found.add(url.href);
    };
    const srcset = (value: string | null) => {
      for (const candidate of (value ?? '').split(',')) add(candidate.trim().split(/\s+/)[0] ?? '');
    };
    document.querySelectorAll('a[href], area[href]').forEach((a) => add(a.getAttribute('href')));
    document.querySelectorAll('img, source, video, audio, track, iframe').forEach((el) => {
      add(el.getAttribute('src'));
      srcset(el.getAttribute('srcset'));
      add(el.getAttribute('poster'));
    });
    document.querySelectorAll('script[src]').forEach((s) => add(s.getAttribute('src')));
    document.querySelectorAll('link[href]').forEach((link) => {
      const rel = (link.getAttribute('rel') ?? '').toLowerCase();
      // Canonical and alternate name the public host, which the tests cannot reach.
      if (/canonical|alternate|dns-prefetch|preconnect/.test(rel)) return;
      add(link.getAttribute('href'));
    });
    return [...found];
  });
}

/** Where the evidence screenshots go: test-results/screenshots/{project}/{page}.png. */
export function screenshotPath(testInfo: TestInfo, id: string): string {
  return path.join(testInfo.project.outputDir, 'screenshots', testInfo.project.name, `${id}.png`);
}

export function isPhone(testInfo: TestInfo): boolean {
  return testInfo.project.name === 'phone';
}

/** The id of the phone menu's popover panel (components/chrome/SiteNav.tsx). */
export const MAIN_MENU_ID = 'main-menu';

/**
 * Resolves once every island of the page has started (docs/architecture.md#islands): the loader
 * marks each island's element when it runs (data-island-started), with no move or press of the
 * visitor's. An island that waits for the viewport (data-island-when-visible) is left out: it
 * starts when the test scrolls to it (e2e/islands.spec.ts checks that it does). Fails when an
 * island failed to start or none started within the time.
 */
export async function waitForIslands(page: Page): Promise<void> {
  await expect
    .poll(
      () =>
        page
          .evaluate(() => {
            const islands = [
              ...document.querySelectorAll('[data-island]:not([data-island-when-visible])'),
            ];
            if (islands.some((island) => island.getAttribute('data-island-started') === 'failed'))
              return 'failed';
            return islands.every((island) => island.hasAttribute('data-island-started'))
              ? 'started'
              : 'waiting';
          })
          // A page that navigates meanwhile has no answer yet; the next poll asks the new one.
          .catch(() => 'waiting'),
      { message: 'the page’s islands never started', timeout: 15_000 },
    )
    .toBe('started');
}

/**
 * Resolves once the islands have started and the main thread has been idle once, so what their
 * start set off (a hydration mismatch logged, requests sent) has happened.
 */
export async function waitForSettledIslands(page: Page): Promise<void> {
  await waitForIslands(page);
  await page.evaluate(
    () => new Promise<void>((resolve) => requestIdleCallback(() => resolve(), { timeout: 5_000 })),
  );
}

/**
 * Whether the phone menu is open. It is a native popover: the browser keeps its state (and tells
 * assistive technology through the Menu button), so the page's `:popover-open` is the truth.
 */
export function menuIsOpen(page: Page): Promise<boolean> {
  return page.evaluate(
    (id) => document.getElementById(id)?.matches(':popover-open') ?? false,
    MAIN_MENU_ID,
  );
}

/**
 * The expanded state Chromium gives assistive technology for the Menu button, read from its
 * accessibility tree (a popover's invoker has it natively, with no aria-expanded attribute).
 */
export async function menuButtonExpanded(page: Page): Promise<boolean | undefined> {
  const cdp = await page.context().newCDPSession(page);
  try {
    const { root } = await cdp.send('DOM.getDocument', { depth: 0 });
    const { nodeId } = await cdp.send('DOM.querySelector', {
      nodeId: root.nodeId,
      selector: `button[popovertarget="${MAIN_MENU_ID}"]`,
    });
    const { nodes } = await cdp.send('Accessibility.getPartialAXTree', {
      nodeId,
      fetchRelatives: false,
    });
    const expanded = nodes[0]?.properties?.find((property) => property.name === 'expanded');
    return expanded ? Boolean(expanded.value.value) : undefined;
  } finally {
    await cdp.detach();
  }
}

/** The public site's origin the build was made for (SITE_URL, as the build reads it). */
export const PUBLIC_ORIGIN = siteUrl;

/**
 * Canonical, Open Graph URL and Open Graph image: absolute addresses on the public host. Returns
 * them as written, for checks that they carry the base path and name files that exist.
 */
export async function publicUrls(page: Page) {
  const attribute = async (selector: string, name: string) =>
    (await page.locator(selector).count()) > 0
      ? await page.locator(selector).first().getAttribute(name)
      : null;
  return {
    canonical: await attribute('link[rel="canonical"]', 'href'),
    ogUrl: await attribute('meta[property="og:url"]', 'content'),
    ogImage: await attribute('meta[property="og:image"]', 'content'),
  };
}

/**
 * A full-page screenshot for a person to look at, written only when E2E_SCREENSHOTS=1 (to
 * test-results/screenshots/{project}/{id}.png): nothing asserts on it, so a normal run skips it.
 */
export async function evidenceScreenshot(page: Page, testInfo: TestInfo, id: string) {
  if (!screenshotsWanted()) return;
  await page.screenshot({ path: screenshotPath(testInfo, id), fullPage: true, scale: 'css' });
}

/**
 * Answers Google's analytics loader with an empty script and refuses every other analytics
 * request, so that a build with a measurement id can be tested offline. Returns what was asked.
 */
export async function stubGoogle(context: BrowserContext) {
  const loaderRequests: string[] = [];
  const otherRequests: string[] = [];
  await context.route('https://www.googletagmanager.com/gtag/js**', (route) => {
    loaderRequests.push(route.request().url());
    return route.fulfill({ status: 200, contentType: 'text/javascript', body: '' });
  });
  await context.route(
    (url) => ANALYTICS_HOSTS.test(url.hostname) && !url.pathname.startsWith('/gtag/js'),
    (route) => {
      otherRequests.push(route.request().url());
      return route.abort();
    },
  );
  return { loaderRequests, otherRequests };
}

/** Show names linked from the links inside `scope`, in page order, each once. */
export async function showNamesLinkedIn(scope: Locator): Promise<string[]> {
  const hrefs = await scope
    .locator('a[href]')
    // Hidden links are not shown: the other rendering of a show, kept for the visitor's day.
    .evaluateAll((links) =>
      links.filter((a) => a.closest('[hidden]') === null).map((a) => a.getAttribute('href') ?? ''),
    );
  const names: string[] = [];
  for (const href of hrefs) {
    const name = /\/shows\/([^/?#]+)\/?$/.exec(href)?.[1];
    if (name && !names.includes(name)) names.push(name);
  }
  return names;
}
