// Writes a designed placeholder for every image the content names, so a staff member who adds a
// show (or a sponsor, film, photo or education event) can run `npm run images` and see a finished-
// looking page before the real artwork arrives. The drawing lives in lib/outputs/artwork/.
//
// Usage: npm run images [-- --force]   (or: tsx scripts/generate-images.ts [--force])
//
// Existing files are left alone: once the real poster or photo has been dropped into public/, a
// later run must not overwrite it. Pass --force to redraw every placeholder (the output is
// deterministic, so unchanged content gives byte-identical files).
//
// Each image is an SVG string rendered by sharp (librsvg + the system fonts; DejaVu is installed on
// the build machines). Logos in public/logos/ are written as SVG files and shown by the browser.
// A festival's schedule PDF is not drawn here: the build makes it (scripts/postbuild/schedule-pdfs.ts).
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { publicFile } from '../lib/content/images';
import { readArtworkContent, placeholders, writePlaceholders } from '../lib/outputs/artwork';
import { routes } from '../lib/site/routes';
import { offersSchedulePdf } from '../lib/concepts/festival';
import { nameFor } from '../lib/concepts/shows';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const publicDir = path.join(root, 'public');
const { values: options } = parseArgs({ options: { force: { type: 'boolean', default: false } } });

const content = await readArtworkContent(path.join(root, 'content'));
const { written, kept } = await writePlaceholders(placeholders(content), publicDir, options);

for (const show of content.shows) {
  if (!show.download || offersSchedulePdf(show)) continue;
  if (!existsSync(publicFile(publicDir, routes.download(show.download)))) {
    console.warn(
      `! ${show.download} (named by ${nameFor(show)}) is not a festival schedule: add the file by hand`,
    );
  }
}

console.log(
  `images: ${written.length} written, ${kept.length} already present${options.force ? '' : ' (use --force to redraw)'}`,
);
