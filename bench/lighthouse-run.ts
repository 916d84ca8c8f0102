// One Lighthouse run as every Lighthouse benchmark takes it (bench/lighthouse.ts, bench/floor.ts,
// bench/ab.ts): its default mobile settings (simulated slow 4G and 4× CPU), in a fresh headless
// Debian Chromium that is killed afterwards, so no run inherits another's cache or service worker.
import * as chromeLauncher from 'chrome-launcher';
import lighthouse, { type Result } from 'lighthouse';
import { ANALYTICS_ORIGINS } from '../deploy/csp-policy';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../test/support/chromium';

export type { Result };

/**
 * Google's analytics hosts, blocked in every run. These machines reach no host but the npm
 * registry and Debian's, so gtag.js never loads here: left to fail, its request logs a network
 * error that Lighthouse scores as an error of the page's own (errors-in-console, best practices
 * 96) although a deployed page loads it. Blocked through Lighthouse, the request fails as one the
 * audit ignores. Either way gtag.js's own run, after the page is idle, is in no figure
 * (bench/README.md).
 */
const UNREACHABLE_HOSTS = [...new Set(Object.values(ANALYTICS_ORIGINS).flat())].map(
  (origin) => `${origin}/*`,
);

export async function lighthouseRun(url: string, categories: string[]): Promise<Result> {
  const chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM_PATH,
    chromeFlags: ['--headless=new', ...CHROMIUM_ARGS],
  });
  try {
    const result = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: categories,
      blockedUrlPatterns: UNREACHABLE_HOSTS,
    });
    // Lighthouse returns nothing only in gather-only mode (-G), which is not used here.
    if (!result) throw new Error(`Lighthouse returned no result for ${url}`);
    return result.lhr;
  } finally {
    chrome.kill();
  }
}

/** An audit's measured value; a missing one means Lighthouse could not measure the page. */
export function auditValue(lhr: Result, id: string): number {
  const value = lhr.audits[id]?.numericValue;
  if (value === undefined) {
    throw new Error(`Lighthouse returned no value for ${id} (${lhr.finalDisplayedUrl})`);
  }
  return value;
}
