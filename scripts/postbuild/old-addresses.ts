// Post-build step: a small page at each old address of the site (lib/site/old-addresses.ts), for
// hosts that cannot redirect (GitHub Pages, a bucket served as it is): it forwards the visitor to
// the new page. Hosts with redirects answer those addresses before the file is read
// (deploy/targets/, deploy/cloudfront/directory-index.js). It runs last, after the steps that
// read every page (scripts, policies, search, offline copy): these pages have none of Next's parts,
// are not for search and need no offline copy. An old address that is a page of the export would
// be a clash; the step stops the build rather than overwrite it.
//
// Usage: tsx scripts/postbuild/old-addresses.ts [--dir out]
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { getAllShows, getSite } from '../../lib/content';
import { movedPageHtml } from '../../lib/outputs/moved';
import { movedProgramPages } from '../../lib/site/old-addresses';
import { absoluteUrl, withBasePath } from '../../lib/site/paths';

const { values } = parseArgs({ options: { dir: { type: 'string', default: 'out' } } });
const { seriesShortName } = getSite();
let written = 0;
for (const show of getAllShows().filter((candidate) => candidate.digitalProgram)) {
  for (const page of movedProgramPages(show.name, show.title)) {
    const file = path.join(values.dir, ...page.from.split('/').filter(Boolean), 'index.html');
    if (existsSync(file)) {
      throw new Error(
        `old-addresses: ${page.from} is a page of the export; it cannot also forward`,
      );
    }
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(
      file,
      movedPageHtml(page, {
        href: withBasePath(page.to),
        url: absoluteUrl(page.to),
        seriesShortName,
      }),
    );
    written += 1;
  }
}
console.log(`old-addresses: ${written} pages forward to their new addresses`);
