/**
 * @jest-environment node
 *
 * The embeds ship no script (docs/product-rules.md#embeds): the hydration step strips Next's from
 * them, on a page exactly as Next 16.4.6 exported it, and stops the build when anything is left.
 */
import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { LOADER_ID } from '../../lib/build/hydration';
import { deferAll, HydrationRewriteError, isScriptFreePage } from './defer-hydration';

const NEXT_PAGE = readFileSync(
  path.join(__dirname, '__fixtures__', 'next-16.4.6-faq.html'),
  'utf8',
);
const BASE = '/artistseries';

function exportFolder(pages: Record<string, string>): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'script-free-'));
  for (const [name, html] of Object.entries(pages)) {
    mkdirSync(path.dirname(path.join(dir, name)), { recursive: true });
    writeFileSync(path.join(dir, name), html);
    for (const [, src = ''] of html.matchAll(/src="(\/artistseries\/_next\/static\/[^"]+)"/g)) {
      const file = path.join(dir, src.slice(BASE.length));
      mkdirSync(path.dirname(file), { recursive: true });
      writeFileSync(file, '');
    }
  }
  return dir;
}

describe('pages that ship no script', () => {
  it('are the pages under embed/ and no others', () => {
    expect(isScriptFreePage('embed/upcoming/index.html')).toBe(true);
    expect(isScriptFreePage(path.join('embed', 'free', 'index.html'))).toBe(true);
    expect(isScriptFreePage('embedded/index.html')).toBe(false);
    expect(isScriptFreePage('faq/index.html')).toBe(false);
  });

  it("lose every script and script preload of Next's, get no loader, and keep their content", async () => {
    expect(NEXT_PAGE).toMatch(/<script/);
    const dir = exportFolder({
      'embed/upcoming/index.html': NEXT_PAGE,
      'faq/index.html': NEXT_PAGE,
    });
    await deferAll(dir, { basePath: BASE });
    const embed = readFileSync(path.join(dir, 'embed/upcoming/index.html'), 'utf8');
    expect(embed).not.toMatch(/<script\b/i);
    expect(embed).not.toMatch(/rel="(preload" as="script|modulepreload)"/);
    expect(embed).toContain('<h1');
    // The site's page beside it is deferred as before.
    expect(readFileSync(path.join(dir, 'faq/index.html'), 'utf8')).toContain(
      `<script id="${LOADER_ID}">`,
    );
  });

  it('stop the build, naming the page, when a script that is not Next’s is left', async () => {
    const withWidget = NEXT_PAGE.replace(
      '</body>',
      '<script src="https://example.com/widget.js"></script></body>',
    );
    const dir = exportFolder({ 'embed/free/index.html': withWidget });
    const failure = deferAll(dir, { basePath: BASE });
    await expect(failure).rejects.toBeInstanceOf(HydrationRewriteError);
    await expect(failure).rejects.toThrow(/embed\/free\/index\.html: expected no <script>/);
  });
});
