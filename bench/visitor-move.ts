// The visitor's first move, for the benchmarks: the pointer moved until the hydration loader
// (lib/build/hydration-loader.js) has inserted the app's scripts, as it does on a page that does
// not start the app on its own. Moves before the loader has seen the paint do not count, so the
// move is repeated. The browser tests have their own, with Playwright's expect (e2e/support/browser.ts).
import type { Page } from '@playwright/test';
import { APP_INSERTED_EXPRESSION } from '../lib/build/hydration';

export async function waitForIslands(page: Page): Promise<void> {
  for (let at = 1; !(await page.evaluate(APP_INSERTED_EXPRESSION)); at++) {
    if (at > 300) throw new Error('the app never started after the first move');
    await page.mouse.move(1 + (at % 2), 1);
    await page.waitForTimeout(50);
  }
}
