// Cloudflare Pages and Netlify: the _redirects file both read, with the old addresses of
// lib/site/old-addresses.ts; scripts/package.ts writes one for each host.
import { MOVED_PROGRAM_FOLDER } from '../../lib/site/old-addresses';
import { GENERATED } from './shared';

/**
 * A _redirects file with the old addresses (lib/site/old-addresses.ts), in the syntax both hosts
 * read (a placeholder, a splat, a status). Netlify serves a file that exists at an address before
 * its redirect unless the status ends in "!"; the export has a forwarding page at each old address,
 * so its file forces the redirect. Cloudflare Pages applies redirects before files and knows no "!".
 */
export function redirectsFile({
  basePath,
  host,
}: {
  basePath: string;
  host: 'cloudflare' | 'netlify';
}): string {
  const { from, to } = MOVED_PROGRAM_FOLDER;
  const status = host === 'netlify' ? '301!' : '301';
  const shows = `${basePath}/shows/:name`;
  return [
    `# ${GENERATED.replace('deploy/headers.ts', 'lib/site/old-addresses.ts')}`,
    "# Old addresses of a show's program pages, which printed QR cards point to.",
    `${shows}/${from} ${shows}/${to}/ ${status}`,
    `${shows}/${from}/* ${shows}/${to}/:splat ${status}`,
    '',
  ].join('\n');
}
