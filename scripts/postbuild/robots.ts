// Post-build step: writes robots.txt into the export when the site is built for a host's root
// (lib/outputs/metadata/robots.ts says why only then), and makes sure a sub-folder build carries none.
//
// Usage: tsx scripts/postbuild/robots.ts [--dir out]
import { rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { robotsTxt } from '../../lib/outputs/metadata';
import { basePath, siteUrl } from '../../lib/site/deployment';

const { values } = parseArgs({ options: { dir: { type: 'string', default: 'out' } } });
const file = path.join(values.dir, 'robots.txt');
const text = robotsTxt(basePath, siteUrl);
if (text === undefined) {
  rmSync(file, { force: true });
  console.log(
    `robots: none for a site under ${basePath}/ (the host's robots.txt names the sitemap)`,
  );
} else {
  writeFileSync(file, text);
  console.log(`robots: ${file} written`);
}
