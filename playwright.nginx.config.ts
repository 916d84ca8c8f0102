import { CHROMIUM_ARGS, CHROMIUM_PATH } from './test/support/chromium';
import { defineConfig, devices } from '@playwright/test';
import { BASE_URL } from './e2e-nginx/support';

/**
 * The browser suite run once against real nginx with deploy/nginx.conf: headers, caching, gzip,
 * content types, the 404 page, and the Content-Security-Policy (nginx header + per-page meta from
 * scripts/postbuild/csp-hashes.ts) on every page. e2e-nginx/global-setup.ts starts nginx on a loopback
 * port (NGINX_E2E_PORT, default 4390) over out/ (NGINX_E2E_OUT_DIR to use another build).
 *
 * Files are named *.e2e.ts so Jest, which runs every *.test.ts and *.spec.ts outside e2e/, leaves
 * them alone.
 */
const CI = Boolean(process.env.CI);

export default defineConfig({
  testDir: 'e2e-nginx',
  testMatch: '**/*.e2e.ts',
  // Inside the ignored folder of the main suite, which runs first.
  outputDir: 'test-results/nginx',
  globalSetup: './e2e-nginx/global-setup.ts',
  globalTeardown: './e2e-nginx/global-teardown.ts',
  timeout: 30_000,
  expect: { timeout: 5_000 },
  fullyParallel: true,
  forbidOnly: CI,
  retries: CI ? 1 : 0,
  workers: 2,
  reporter: [['list']],
  use: {
    ...devices['Desktop Chrome'],
    baseURL: BASE_URL,
    viewport: { width: 1280, height: 800 },
    timezoneId: 'America/New_York',
    locale: 'en-US',
    // A trace of every test costs CPU on every action; a failure in CI is retried once, traced.
    trace: 'on-first-retry',
    actionTimeout: 10_000,
    navigationTimeout: 15_000,
    launchOptions: { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS },
    // The service worker fetches and caches behind the page; headers.e2e.ts lets it run for the
    // one test that starts it.
    serviceWorkers: 'block',
  },
});
