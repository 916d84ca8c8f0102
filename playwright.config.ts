import { defineConfig, devices } from '@playwright/test';
import { PORTS, rootBaseURL } from './e2e/support/servers';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './test/support/chromium';
import { HOST_ROOT_DIR } from './test/support/host-root-variant';
import { TAG, tagPattern } from './e2e/support/tags';
import { basePath } from './lib/site/deployment';

/**
 * Browser tests of the exported site, in Debian's Chromium (scripts/ensure-test-tools.ts installs
 * it). Two builds, each served by the same static server the README documents (ports move with
 * E2E_PORT_BASE, see e2e/support/servers.ts), each tested by its own run, because the tests read
 * their expectations from the content the build was made from (e2e/support/content.ts) and a
 * Playwright run loads each spec once:
 *   `playwright test`       4173  out/  the real build (`npm run build`), under BASE_PATH
 *                                       (/artistseries/): the whole suite but the @host-root tests.
 *   E2E_BUILD=host-root     4174  out-e2e-root/  BASE_PATH='' (site at the host root) and
 *   `playwright test`             ANALYTICS_ID=G-TEST123, built by scripts/e2e-build.ts from a
 *                                 copy of content/ with one show removed and two added: the
 *                                 @host-root tests (host root, analytics), and the
 *                                 @content-change tests, the ones whose pages or data the change
 *                                 touches (test/support/host-root-variant.ts).
 * `npm run test:e2e` runs both.
 *
 * Two widths in the main run. Every test runs at desktop width; the phone project runs only what
 * depends on the layout: tests tagged @layout (the menu, reflow, axe, what is visible) or
 * @phone-only. A test about files, links, data or behaviour that no screen size changes runs once.
 *
 * Tests are chosen by their tags alone (e2e/support/tags.ts), never by their titles;
 * test/e2e-selection.test.ts lists every run and proves each holds the tests it must.
 */
const CI = Boolean(process.env.CI);
const HOST_ROOT = process.env.E2E_BUILD === 'host-root';

// The specs that read the export from disk (E2E_OUT_DIR) read the build under test; Playwright's
// workers inherit the runner's environment.
if (HOST_ROOT) process.env.E2E_OUT_DIR = HOST_ROOT_DIR;

const chromium = {
  ...devices['Desktop Chrome'],
  launchOptions: { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS },
};

function server(dir: string, port: number, env: Record<string, string> = {}) {
  return {
    command: `tsx scripts/serve.ts --dir ${dir} --port ${port}`,
    url: `http://127.0.0.1:${port}/`,
    env,
    reuseExistingServer: !CI,
    timeout: 30_000,
    stdout: 'ignore' as const,
    stderr: 'pipe' as const,
  };
}

export default defineConfig({
  testDir: 'e2e',
  // Each run cleans its own folder; the host-root run's sits inside the main run's, which runs first.
  outputDir: HOST_ROOT ? 'test-results/host-root' : 'test-results',
  timeout: 30_000,
  expect: { timeout: 5_000 },
  fullyParallel: true,
  forbidOnly: CI,
  retries: CI ? 1 : 0,
  workers: 2,
  reporter: [
    ['list'],
    [
      'html',
      {
        open: 'never',
        outputFolder: HOST_ROOT ? 'playwright-report/host-root' : 'playwright-report',
      },
    ],
  ],
  use: {
    // BASE_PATH (default /artistseries) is the base path the main build was made for: the nightly
    // job builds for the deployed path and tests that build.
    baseURL: HOST_ROOT ? rootBaseURL : `http://127.0.0.1:${PORTS.main}${basePath}/`,
    // Recording a trace of every passing test costs CPU on every action; a failure in CI is
    // retried once, and that retry is recorded.
    trace: 'on-first-retry',
    // A screenshot 'only on failure' is taken of every page at the end of every test and thrown
    // away when it passes: CPU the suite cannot spare. A failure in CI is retried with a trace,
    // whose snapshots show the page.
    screenshot: 'off',
    actionTimeout: 10_000,
    navigationTimeout: 15_000,
    // The venue's zone; tests about other zones set their own.
    timezoneId: 'America/New_York',
    locale: 'en-US',
    // The service worker fetches and caches behind the page: only the @service-worker tests,
    // which test it, let it run (the offline project below).
    serviceWorkers: 'block',
  },
  projects: HOST_ROOT
    ? [
        {
          name: 'host-root',
          grep: tagPattern(TAG.hostRoot),
          use: { ...chromium, viewport: { width: 1280, height: 800 } },
        },
        {
          // The content-change proof: the same tests as the main run, on the changed content.
          name: 'content-change',
          grep: tagPattern(TAG.contentChange),
          grepInvert: tagPattern(TAG.phoneOnly, TAG.hostRoot),
          use: { ...chromium, viewport: { width: 1280, height: 800 } },
        },
      ]
    : [
        {
          name: 'desktop',
          grepInvert: tagPattern(TAG.phoneOnly, TAG.hostRoot, TAG.serviceWorker),
          use: { ...chromium, viewport: { width: 1280, height: 800 } },
        },
        {
          // The service worker's tests: the only ones that let it run.
          name: 'offline',
          grep: tagPattern(TAG.serviceWorker),
          grepInvert: tagPattern(TAG.hostRoot),
          use: { ...chromium, viewport: { width: 1280, height: 800 }, serviceWorkers: 'allow' },
        },
        {
          name: 'phone',
          grep: tagPattern(TAG.layout, TAG.phoneOnly),
          grepInvert: tagPattern(TAG.hostRoot),
          use: {
            ...chromium,
            viewport: { width: 375, height: 812 },
            deviceScaleFactor: 2,
            isMobile: true,
            hasTouch: true,
          },
        },
      ],
  webServer: HOST_ROOT
    ? [server(HOST_ROOT_DIR, PORTS.root, { BASE_PATH: '' })]
    : // E2E_OUT_DIR points the suite at another build of the real site (a developer's own folder).
      [server(process.env.E2E_OUT_DIR || 'out', PORTS.main, { BASE_PATH: basePath })],
});
