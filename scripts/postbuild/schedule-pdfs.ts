// Post-build: writes each festival's schedule PDF into the export, from the schedule the festival
// page shows (lib/outputs/pdf/schedule-pdf.ts), so the download can never disagree with the page.
//
// Usage: tsx scripts/postbuild/schedule-pdfs.ts [--dir out]   (default: $NEXT_DIST_DIR or out)
import path from 'node:path';
import { parseArgs } from 'node:util';
import { getAllShows, getSite } from '../../lib/content';
import { writeSchedulePdfs } from '../../lib/outputs/pdf';

const { values } = parseArgs({
  options: { dir: { type: 'string', default: process.env.NEXT_DIST_DIR || 'out' } },
});
const dir = path.resolve(values.dir);
const written = await writeSchedulePdfs(getAllShows(), getSite(), dir);
console.log(`schedule-pdfs: ${written.length ? written.join(', ') : 'no festival schedule'}`);
