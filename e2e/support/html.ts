import type { APIRequestContext } from '@playwright/test';
import { JSDOM } from 'jsdom';

export interface ServedPage {
  status: number;
  html: string;
  document: Document;
}

// One fetch and parse per address and worker: several checks read the same page. Keyed by the
// address as given, so a spec that reads another build passes absolute addresses.
const served = new Map<string, Promise<ServedPage>>();

/**
 * A page as the server sends it, parsed without running its scripts: what a crawler, a validator
 * or a visitor without JavaScript gets. Checks of what the markup says (headings, titles, links)
 * need no browser, so they cost milliseconds per page rather than a page load.
 */
export function servedPage(request: APIRequestContext, path: string): Promise<ServedPage> {
  let page = served.get(path);
  if (!page) {
    page = (async () => {
      const response = await request.get(path, { failOnStatusCode: false });
      const html = await response.text();
      const { document } = new JSDOM(html, { url: response.url() }).window;
      return { status: response.status(), html, document };
    })();
    served.set(path, page);
  }
  return page;
}

/** Heading levels in document order, leaving out headings hidden from everyone. */
export function headingOutline(document: Document): Array<{ level: number; text: string }> {
  return [...document.querySelectorAll('h1, h2, h3, h4, h5, h6, [role="heading"]')]
    .filter((heading) => !heading.closest('[hidden], [aria-hidden="true"]'))
    .map((heading) => ({
      level: Number(heading.getAttribute('aria-level') ?? heading.tagName.slice(1)),
      text: (heading.textContent ?? '').trim().replace(/\s+/g, ' ').slice(0, 60),
    }));
}
