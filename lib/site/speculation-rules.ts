/**
 * The Speculation Rules every page of the site carries (docs/architecture.md#islands): without a
 * client router each link is a page load, so the browser is told which loads are likely. Pages
 * of the site are prefetched when the visitor hovers or starts to press a link to them, and
 * prerendered on the press itself; downloads (calendar files, PDFs, feeds), the editor and links
 * marked nofollow never are. The text depends only on the base path, so one CSP hash covers it
 * on every page (scripts/postbuild/csp-hashes.ts). Every pattern starts at the site's root: a
 * pattern such as "*.ics" would be read against each page's own address, and on a show's page
 * would leave out only the files in that show's folder.
 */
import { routes } from './routes';

/** The files a link downloads rather than opens as a page: calendars, PDFs, feeds, open data. */
const DOWNLOADS = ['ics', 'pdf', 'xml', 'json'] as const;

/** The rules' JSON for a site built for `basePath` ('' or '/artistseries'). */
export function speculationRules(basePath: string): string {
  const where = {
    and: [
      { href_matches: `${basePath}/*` },
      { not: { href_matches: `${basePath}${routes.editor()}*` } },
      ...DOWNLOADS.map((extension) => ({ not: { href_matches: `${basePath}/*.${extension}` } })),
      { not: { selector_matches: '[rel~=nofollow], [download]' } },
    ],
  };
  return JSON.stringify({
    prefetch: [{ where, eagerness: 'moderate' }],
    prerender: [{ where, eagerness: 'conservative' }],
  });
}
