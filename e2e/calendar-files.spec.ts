/**
 * Every calendar file the build writes is linked from a page (docs/product-rules.md#show-status):
 * a file no page links is a file nobody can find, and one that goes stale unseen. Read from the
 * export on disk, without a browser.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { htmlFiles } from '../lib/build/exported-html';
import { BASE_PATH } from './support/content';

const OUT = process.env.E2E_OUT_DIR || 'out';

function icsFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return icsFiles(full);
    return entry.name.endsWith('.ics') ? [full] : [];
  });
}

test('every .ics file of the export is linked from some page', async () => {
  const files = icsFiles(OUT).map(
    (file) => `${BASE_PATH}/${path.relative(OUT, file).split(path.sep).join('/')}`,
  );
  expect(files.length, 'calendar files in the export').toBeGreaterThan(0);
  const linked = new Set<string>();
  for (const page of await htmlFiles(OUT)) {
    for (const match of readFileSync(page, 'utf8').matchAll(/href="([^"]+\.ics)"/g)) {
      linked.add(match[1]!);
      // The season feed is also offered as a webcal: subscription of its absolute address.
      linked.add(
        `${BASE_PATH}${new URL(match[1]!.replace(/^webcal:/, 'https:'), 'https://x.invalid').pathname.slice(BASE_PATH.length)}`,
      );
    }
  }
  expect(files.filter((file) => !linked.has(file))).toEqual([]);
});
