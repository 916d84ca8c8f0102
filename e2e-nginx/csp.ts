import type { ConsoleMessage, Page, Response } from '@playwright/test';

export interface Violation {
  directive: string;
  blocked: string;
  sample: string;
  source: string;
}

declare global {
  interface Window {
    __cspViolations?: Violation[];
  }
}

/**
 * Records the CSP violations of every document the page loads, from its first byte (an init
 * script, which each new document runs afresh). Once per page.
 */
export async function recordViolations(page: Page): Promise<void> {
  await page.addInitScript(() => {
    window.__cspViolations = [];
    document.addEventListener('securitypolicyviolation', (event) => {
      window.__cspViolations?.push({
        directive: event.effectiveDirective,
        blocked: event.blockedURI,
        sample: event.sample,
        source: `${event.sourceFile}:${event.lineNumber}`,
      });
    });
  });
}

/**
 * Every failed request, console error and uncaught exception of the page from now on, and the
 * current document's CSP violations (`recordViolations` must have run). `stop()` detaches the
 * listeners, for a page that outlives the test.
 */
export function watchEvents(page: Page) {
  // Failed requests by address: the console only says "Failed to load resource".
  const failed: string[] = [];
  const onResponse = (response: Response) => {
    if (response.status() >= 400) failed.push(`${response.status()} ${response.url()}`);
  };
  const errors: string[] = [];
  const onConsole = (message: ConsoleMessage) => {
    if (message.type() === 'error') errors.push(message.text());
  };
  const onPageError = (error: Error) => errors.push(error.message);
  page.on('response', onResponse);
  page.on('console', onConsole);
  page.on('pageerror', onPageError);
  return {
    failed,
    errors,
    violations: () => page.evaluate(() => window.__cspViolations ?? []),
    stop: () => {
      page.off('response', onResponse);
      page.off('console', onConsole);
      page.off('pageerror', onPageError);
    },
  };
}

/**
 * Records every CSP violation (from the first byte of each document, via an init script) and every
 * console error or uncaught exception of the page.
 */
export async function watchPage(page: Page) {
  await recordViolations(page);
  return watchEvents(page);
}
