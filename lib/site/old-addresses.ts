/**
 * Addresses the site once had, each with the one it has now (docs/rules/site.md#old-addresses).
 * A show's program pages were under /shows/{name}/programme/ before the site wrote American
 * English, and printed QR cards point there, so every host keeps them working: a redirect where
 * the host has them (deploy/targets/ for nginx and the static hosts' _redirects,
 * deploy/cloudfront/directory-index.js) and a small page that forwards the visitor where it has
 * none (scripts/postbuild/old-addresses.ts).
 */
import { routes } from './routes';

/** The folder under a show's page that held its program, and the one that holds it now. */
export const MOVED_PROGRAM_FOLDER = { from: 'programme', to: 'program' } as const;

/** An old page address and the page that took its place (site paths, without the base path). */
export interface MovedPage {
  from: string;
  to: string;
  /** What the page is, in words: "The program of …". */
  what: string;
}

/** A show's old program addresses: the program, its large print and its card. */
export function movedProgramPages(name: string, title: string): MovedPage[] {
  const show = routes.show(name);
  const now = `${show}${MOVED_PROGRAM_FOLDER.to}/`;
  const before = `${show}${MOVED_PROGRAM_FOLDER.from}/`;
  return [
    { to: routes.program(name), what: `The program of ${title}` },
    { to: routes.programLargePrint(name), what: `The large-print program of ${title}` },
    { to: routes.programCard(name), what: `The program card of ${title}` },
  ].map((page) => ({ ...page, from: `${before}${page.to.slice(now.length)}` }));
}
