// How heavy an exported page may be (issue: pages that stay light at any size of archive): every
// page's HTML, gzipped, at most PAGE_WEIGHT_LIMIT_BYTES. Checked on every build by
// e2e/page-weight.spec.ts and at archive size by the benchmarks (bench/scale.ts,
// bench/archive-build.ts). The page's HTML carries its React payload inline (no .txt is fetched
// for a first visit), so the HTML is the page's weight.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

import { htmlFiles } from './exported-html';

export const PAGE_WEIGHT_LIMIT_BYTES = 100 * 1024;

export interface PageWeight {
  /** The file under the export, "people/x/index.html". */
  page: string;
  /** Its HTML, gzipped (level 6, as web servers compress on the fly). */
  gzipBytes: number;
}

export const gzippedBytes = (data: Buffer | string): number => gzipSync(data, { level: 6 }).length;

/**
 * Every page of the export weighed, one at a time (the check must not need the memory an archive
 * build is judged by): the heaviest, how many pages, and those over `limit`, heaviest first.
 */
export async function weighPages(
  out: string,
  limit: number = PAGE_WEIGHT_LIMIT_BYTES,
): Promise<{ pages: number; heaviest?: PageWeight; over: PageWeight[] }> {
  const files = await htmlFiles(out);
  let heaviest: PageWeight | undefined;
  const over: PageWeight[] = [];
  for (const file of files) {
    const weight = {
      page: path.relative(out, file),
      gzipBytes: gzippedBytes(await readFile(file)),
    };
    if (!heaviest || weight.gzipBytes > heaviest.gzipBytes) heaviest = weight;
    if (weight.gzipBytes > limit) over.push(weight);
  }
  return {
    pages: files.length,
    ...(heaviest ? { heaviest } : {}),
    over: over.sort((a, b) => b.gzipBytes - a.gzipBytes),
  };
}
