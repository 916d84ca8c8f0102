/**
 * No address above a page answers "not found" (docs/rules/site.md#index-pages): the export is
 * walked for every page it holds, and every folder above one, up to the base path, must answer
 * with a page. Read from the build, not from a list, so a new kind of page under a new folder
 * fails here until its folder has a page too.
 */
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { exportDir } from './support/servers';

/** Folders the build writes for scripts and tools, never addresses a visitor types. */
const NOT_PAGES = /^(?:_|pagefind$)/;

/** Every folder of the export that holds a page, relative to it: "shows/x/program/". */
function pageFolders(root: string, relative = ''): string[] {
  const entries = readdirSync(path.join(root, relative), { withFileTypes: true });
  const own = entries.some((entry) => entry.isFile() && entry.name === 'index.html')
    ? [relative]
    : [];
  return [
    ...own,
    ...entries
      .filter((entry) => entry.isDirectory() && !(relative === '' && NOT_PAGES.test(entry.name)))
      .flatMap((entry) => pageFolders(root, `${relative}${entry.name}/`)),
  ];
}

/** The folders above a page's, nearest last: "shows/x/program/" → "shows/", "shows/x/". */
function foldersAbove(folder: string): string[] {
  const segments = folder.split('/').filter(Boolean);
  return segments.slice(0, -1).map((_, index) => `${segments.slice(0, index + 1).join('/')}/`);
}

test('every address above an exported page answers with a page', async ({ request }) => {
  const pages = pageFolders(exportDir());
  expect(pages.length, 'pages in the export').toBeGreaterThan(1);
  const above = [...new Set(pages.flatMap(foldersAbove))].sort();
  const failing: string[] = [];
  for (const address of above) {
    const response = await request.get(address, { failOnStatusCode: false });
    if (response.status() !== 200) failing.push(`/${address} answers ${response.status()}`);
  }
  expect(failing).toEqual([]);
});
