/**
 * The page left at an old address for hosts without redirects (lib/site/old-addresses.ts;
 * docs/rules/site.md#old-addresses): it forwards the visitor at once (meta refresh), names the new
 * address as canonical, asks search engines not to index it, and shows a link for a browser that
 * does not follow the refresh, named by what the page is (an address would run off a phone). Plain HTML with no script, style or image, under a policy that
 * allows none.
 */
import type { MovedPage } from '../../site/old-addresses';

function escapeHtml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;');
}

export interface MovedPageAddresses {
  /** The new page's address as a link: the base path and the site path. */
  href: string;
  /** Its absolute address, for the canonical link. */
  url: string;
  /** The series' short name, for the title ("… | Ridgeline Artists"). */
  seriesShortName: string;
}

/** The HTML of the page left at `page.from`. */
export function movedPageHtml(page: MovedPage, at: MovedPageAddresses): string {
  const href = escapeHtml(at.href);
  const url = escapeHtml(at.url);
  const what = escapeHtml(page.what);
  return `<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta http-equiv="Content-Security-Policy" content="default-src 'none'; base-uri 'none'; form-action 'none'">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>Moved: ${what} | ${escapeHtml(at.seriesShortName)}</title>
<link rel="canonical" href="${url}">
<meta http-equiv="refresh" content="0; url=${href}">
</head>
<body>
<main>
<h1>This page has moved</h1>
<p>It is now at a new address: <a href="${href}">${what}</a>.</p>
</main>
</body>
</html>
`;
}
