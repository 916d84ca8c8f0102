import { defineConfig, devices } from '@playwright/test';
import { PORTS } from './e2e/support/servers';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './scripts/chromium';
import { basePath } from './lib/deployment';

/**
 * Browser tests of the exported site, in Debian's Chromium (scripts/ensure-test-tools.ts installs
 * it). One build per base path that is deployed or tested, each served by the same static server
 * the README documents (ports move with E2E_PORT_BASE, see e2e/support/servers.ts):
 *   4173  out/            the real build (`npm run build`), under BASE_PATH (/artistseries/)
 *   4174  out-e2e-root/   BASE_PATH='' (site at the host root) and ANALYTICS_ID=G-TEST123, for
 *                         e2e/base-path.spec.ts and e2e/analytics.spec.ts
 * scripts/e2e-build.ts makes out-e2e-root/ before the tests run. E2E_MAIN_BUILD_ONLY=1 serves only
 * out/, for runs of specs that need nothing else (scripts/content-change-proof.ts).
 *
 * Two widths. Every test runs at desktop width; the phone project runs only what depends on the
 * layout: tests tagged @layout (the menu, reflow, axe, what is visible) or @phone-only. A test
 * about files, links, data or behaviour that no screen size changes runs once.
 */
const CI = Boolean(process.env.CI);

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
  outputDir: 'test-results',
  timeout: 30_000,
  expect: { timeout: 5_000 },
  fullyParallel: true,
  forbidOnly: CI,
  retries: CI ? 1 : 0,
  workers: 2,
  reporter: [['list'], ['html', { open: 'never', outputFolder: 'playwright-report' }]],
  use: {
    // BASE_PATH (default /artistseries) is the base path the main build was made for: the nightly
    // job builds for the deployed path and tests that build.
    baseURL: `http://127.0.0.1:${PORTS.main}${basePath}/`,
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
  },
  projects: [
    {
      name: 'desktop',
      grepInvert: /@phone-only/,
      use: { ...chromium, viewport: { width: 1280, height: 800 } },
    },
    {
      name: 'phone',
      grep: /@layout|@phone-only/,
      use: {
        ...chromium,
        viewport: { width: 375, height: 812 },
        deviceScaleFactor: 2,
        isMobile: true,
        hasTouch: true,
      },
    },
  ],
  webServer: [
    // E2E_OUT_DIR points the suite at another build of the real site (a developer's own folder).
    server(process.env.E2E_OUT_DIR || 'out', PORTS.main, { BASE_PATH: basePath }),
    ...(process.env.E2E_MAIN_BUILD_ONLY === '1'
      ? []
      : [server('out-e2e-root', PORTS.root, { BASE_PATH: '' })]),
  ],
});
