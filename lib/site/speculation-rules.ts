/**
 * The Speculation Rules every page of the site carries (docs/architecture.md#islands): without a
 * client router each link is a page load, so the browser is told which loads are likely. Pages
 * of the site are prefetched when the visitor hovers or starts to press a link to them, and
 * prerendered on the press itself; downloads (calendar files, PDFs, feeds), the editor and links
 * marked nofollow never are. The text depends only on the base path, so one CSP hash covers it
 * on every page (scripts/postbuild/csp-hashes.ts).
 */
import { routes } from './routes';

/** The rules' JSON for a site built for `basePath` ('' or '/artistseries'). */
export function speculationRules(basePath: string): string {
  const where = {
    and: [
      { href_matches: `${basePath}/*` },
      { not: { href_matches: `${basePath}${routes.editor()}*` } },
      { not: { href_matches: '*.ics' } },
      { not: { href_matches: '*.pdf' } },
      { not: { href_matches: '*.xml' } },
      { not: { href_matches: '*.json' } },
      { not: { selector_matches: '[rel~=nofollow], [download]' } },
    ],
  };
  return JSON.stringify({
    prefetch: [{ where, eagerness: 'moderate' }],
    prerender: [{ where, eagerness: 'conservative' }],
  });
}
