import type { MetadataRoute } from 'next';
import { getSite } from '@/lib/content';
import { BACKGROUND_COLOR, THEME_COLOR } from '@/lib/site/brand';
import { withBasePath } from '@/lib/site/paths';
import { routes } from '@/lib/site/routes';

// Written once at build time as manifest.webmanifest (under the base path); Next links it from
// every page. It names the site and its icon for a phone's home screen and the browser's tab
// strip. The site is a website, not an app: `display: browser` keeps the address bar.
export const dynamic = 'force-static';

export default function manifest(): MetadataRoute.Manifest {
  const site = getSite();
  return {
    name: site.seriesName,
    short_name: site.seriesShortName,
    description: site.tagline,
    lang: 'en',
    start_url: withBasePath(routes.home()),
    scope: withBasePath(routes.home()),
    display: 'browser',
    theme_color: THEME_COLOR,
    background_color: BACKGROUND_COLOR,
    icons: [{ src: withBasePath(routes.icon()), sizes: 'any', type: 'image/svg+xml' }],
  };
}
