/**
 * Every exported page stays light (lib/build/page-weight.ts): its HTML, gzipped, at most 100 KB,
 * whatever the archive holds. Read from disk after the build, so it costs a second for the whole
 * site; the archive benchmark (bench/archive-build.ts) checks the same at 3,000 concerts.
 */
import { expect, test } from '@playwright/test';
import { PAGE_WEIGHT_LIMIT_BYTES, weighPages } from '../lib/build/page-weight';
import { exportDir } from './support/servers';

test('no exported page is over 100 KB gzipped', async () => {
  const { pages, over } = await weighPages(exportDir());
  expect(pages).toBeGreaterThan(0);
  expect(
    over.map((p) => `${p.page}: ${Math.round(p.gzipBytes / 1024)} KB`),
    `pages over ${PAGE_WEIGHT_LIMIT_BYTES / 1024} KB gzipped`,
  ).toEqual([]);
});
