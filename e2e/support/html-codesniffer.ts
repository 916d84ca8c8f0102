import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from '@playwright/test';

// HTML_CodeSniffer's browser build, read once per worker.
const require = createRequire(import.meta.url);
let source: string | undefined;
function sniffer(): string {
  source ??= readFileSync(require.resolve('@pa11y/html_codesniffer/build/HTMLCS.js'), 'utf8');
  return source;
}

/**
 * HTML_CodeSniffer's errors (WCAG 2 AA) on the page as it is now, one line per problem: its code,
 * its message and the start of the element. Run in the page after its scripts, so it judges what
 * the islands drew too (a form an island renders is a form). Warnings and notices are for a person
 * to weigh, so only errors are returned. Injected through the debugging protocol, which the page's
 * Content-Security-Policy does not govern, as axe is.
 */
export async function codeSnifferErrors(page: Page): Promise<string[]> {
  await page.evaluate(sniffer());
  return page.evaluate(
    () =>
      new Promise<string[]>((resolve) => {
        const htmlcs = (window as unknown as { HTMLCS: HtmlCs }).HTMLCS;
        htmlcs.process('WCAG2AA', document, () =>
          resolve(
            htmlcs
              .getMessages()
              .filter((message) => message.type === htmlcs.ERROR)
              .map(
                (message) =>
                  `${message.code}: ${message.msg} (${message.element.outerHTML.slice(0, 120)})`,
              ),
          ),
        );
      }),
  );
}

interface HtmlCs {
  ERROR: number;
  process(standard: string, content: Document, callback: () => void): void;
  getMessages(): Array<{ type: number; code: string; msg: string; element: Element }>;
}
