// When a page's islands have started, for the benchmarks: the loader (components/islands/loader.ts)
// marks each island's element once it runs, with no move or press of the visitor's. The browser
// tests have their own, with Playwright's expect (e2e/support/browser.ts).
import type { Page } from '@playwright/test';

/** In a page: 'none' (no island), 'starting' (some not yet), 'started' (every one). */
export const ISLANDS_STATE = `(() => {
  const islands = [...document.querySelectorAll('[data-island]')];
  if (islands.length === 0) return 'none';
  return islands.every((island) => island.hasAttribute('data-island-started')) ? 'started' : 'starting';
})()`;

export async function waitForIslands(page: Page): Promise<void> {
  await page.waitForFunction(`${ISLANDS_STATE} !== 'starting'`, undefined, {
    polling: 10,
    timeout: 30_000,
  });
}
