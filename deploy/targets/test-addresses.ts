// Addresses of every kind the site serves, and the settings to write the hosts' files with: what
// each host's test (./cloudflare-pages.test.ts, ./netlify.test.ts, ./cloudfront.test.ts) reads
// its generated file back for, comparing with what deploy/headers.ts says and nginx sends.
import type { HeaderSet } from '../headers';

/** Addresses of every kind the site serves, including the ones two rules could claim. */
export function samplePaths(basePath: string): string[] {
  const root = `${basePath}/`;
  return [
    root,
    `${root}faq/`,
    `${root}shows/the_night_garden/`,
    `${root}index.html`,
    `${root}404.html`,
    `${root}faq/index.txt`,
    `${root}faq/__next.faq.txt`,
    `${root}embed/speaker-series/`,
    `${root}embed/speaker-series/index.html`,
    `${root}embed/speaker-series/index.txt`,
    `${root}listings/speaker-series.json`,
    `${root}_next/static/chunks/0a1b2c3d.js`,
    `${root}_next/static/css/0a1b2c3d.css`,
    `${root}_next/static/media/logo.0a1b2c3d.png`,
    `${root}_next/static/boot/0a1b2c3d.txt`,
    `${root}sw.js`,
    `${root}pagefind/pagefind.js`,
    `${root}calendar.ics`,
    `${root}shows/the_night_garden/the_night_garden.ics`,
    `${root}sitemap.xml`,
    `${root}manifest.webmanifest`,
    `${root}data.json`,
    `${root}shows/the_night_garden/poster.jpg`,
    `${root}shows/the_night_garden/poster-640.avif`,
    `${root}shows/the_night_garden/poster-640.webp`,
    `${root}logos/series.svg`,
    `${root}favicon.ico`,
    `${root}downloads/season-brochure.pdf`,
    `${root}admin/`,
    `${root}admin/index.html`,
    `${root}admin/config.yml`,
    `${root}admin/sveltia-cms.js`,
    `${root}admin/logo.png`,
  ];
}

export const variants = [
  { label: 'at /artistseries', basePath: '/artistseries', settings: {} },
  {
    label: 'with analytics and a mailing list',
    basePath: '/artistseries',
    settings: { analytics: true, formActions: ['https://lists.example.com'] },
  },
  { label: 'at the host root', basePath: '', settings: {} },
];

/** The files among the sample addresses, relative to the base path, as the export lists them. */
export function sampleFiles(basePath: string): string[] {
  return samplePaths(basePath)
    .filter((urlPath) => !urlPath.endsWith('/'))
    .map((urlPath) => urlPath.slice(basePath.length + 1));
}

/** Header names in lower case, as the readers below give them. */
export function lowerCased(headers: HeaderSet): Record<string, string> {
  return Object.fromEntries(
    Object.entries(headers).map(([name, value]) => [name.toLowerCase(), value]),
  );
}
