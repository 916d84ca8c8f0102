import type { MetadataRoute } from 'next';
import { getBuildDay, getFestivals, getSite } from '@/lib/content';
import { appIcons } from '@/lib/outputs/images';
import { manifestShortcuts } from '@/lib/outputs/manifest';
import { BACKGROUND_COLOR, THEME_COLOR } from '@/lib/site/brand';
import { withBasePath } from '@/lib/site/paths';
import { routes } from '@/lib/site/routes';

// Written once at build time as manifest.webmanifest (under the base path); Next links it from
// every page. It makes the site installable (docs/architecture.md#offline): name, icons (the SVG
// and the PNGs scripts/postbuild/app-icons.ts writes, maskable ones included), the base path as
// start and scope, the series' colours, and shortcuts (lib/outputs/manifest/shortcuts.ts).
// `minimal-ui` keeps back and reload buttons: the site is still a website with links out.
export const dynamic = 'force-static';

export default function manifest(): MetadataRoute.Manifest {
  const site = getSite();
  return {
    name: site.seriesName,
    short_name: site.seriesShortName,
    description: site.tagline,
    lang: 'en',
    id: withBasePath(routes.home()),
    start_url: withBasePath(routes.home()),
    scope: withBasePath(routes.home()),
    display: 'minimal-ui',
    theme_color: THEME_COLOR,
    background_color: BACKGROUND_COLOR,
    icons: [
      { src: withBasePath(routes.icon()), sizes: 'any', type: 'image/svg+xml' },
      ...appIcons().map((icon) => ({
        src: withBasePath(icon.path),
        sizes: `${icon.size}x${icon.size}`,
        type: 'image/png',
        purpose: icon.purpose,
      })),
    ],
    shortcuts: manifestShortcuts(getFestivals(), getBuildDay()),
  };
}
