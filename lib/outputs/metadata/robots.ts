// robots.txt, for a site built for a host's root. A site in a sub-folder cannot own the host's
// robots.txt (crawlers read only /robots.txt), so it gets none: the host's own file should carry
// "Sitemap: {site}/{base path}/sitemap.xml" (README.md, "Configuration").
import { absoluteUrl } from '../../site/paths';
import { routes } from '../../site/routes';

/**
 * The file's text, or undefined when the site lives in a sub-folder. Everything may be crawled
 * but the content editor (which also says noindex); the sitemap is named by its full address, as
 * the robots.txt standard (RFC 9309) and the sitemaps protocol ask.
 */
export function robotsTxt(base: string, origin: string): string | undefined {
  if (base !== '') return undefined;
  return [
    'User-agent: *',
    `Disallow: ${routes.editor()}`,
    '',
    `Sitemap: ${absoluteUrl(routes.sitemap(), base, origin)}`,
    '',
  ].join('\n');
}
