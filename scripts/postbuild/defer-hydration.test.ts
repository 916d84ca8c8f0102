/** @jest-environment node */
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { BOOT_FOLDER, LOADER_ID, loaderSource } from '../../lib/build/hydration';
import { COMPILE_HINT, MIN_HINTED_BYTES } from '../../lib/build/compile-hints';
import { fakeWindow } from '../../test/support/fake-window';
import { deferAll, deferHydration, HydrationRewriteError, isSwitchedOff } from './defer-hydration';

const PAYLOAD_START = '(self.__next_f=self.__next_f||[]).push([0])';
const PAYLOAD = 'self.__next_f.push([1,"1:\\"$Sreact.fragment\\"\\n"])';
const BOOTSTRAP =
  '(globalThis["TURBOPACK"] || (globalThis["TURBOPACK"] = [])).push({"otherChunks":[],"runtimeModuleIds":[1]});';
const OURS = 'document.documentElement.dataset.early = "yes"';
const LD_JSON = '{"@type":"Event","name":"Porch Light"}';

// The shape of an exported page: chunk scripts and a preload in <head>, the polyfill for old
// browsers, the content, JSON-LD, the bootstrap, a late chunk, then the payload.
const page = [
  '<!DOCTYPE html><html lang="en"><head><meta charSet="utf-8"/>',
  '<link rel="preload" as="script" fetchPriority="low" href="/artistseries/_next/static/chunks/main.js"/>',
  '<link rel="preload" href="/artistseries/posters/a.avif" as="image"/>',
  '<script src="/artistseries/_next/static/chunks/a.js" async=""></script>',
  '<script src="/artistseries/_next/static/chunks/turbopack-b.js" async=""></script>',
  '<script src="/artistseries/_next/static/chunks/polyfills.js" noModule=""></script>',
  '<script src="https://example.com/widget.js" async=""></script>',
  '</head><body><main><h1>Porch Light</h1></main>',
  `<script type="application/ld+json">${LD_JSON}</script>`,
  `<script>${OURS}</script>`,
  `<script id="_R_">${BOOTSTRAP}</script>`,
  '<script src="/artistseries/_next/static/chunks/main.js" async=""></script>',
  `<script>${PAYLOAD_START}</script><script>${PAYLOAD}</script>`,
  '</body></html>',
].join('');

function loaderUrls(html: string): string[] {
  const match = new RegExp(
    `<script id="${LOADER_ID}">\\(function[\\s\\S]*?\\)\\((\\[.*?\\]),window\\)</script>`,
  ).exec(html);
  if (!match?.[1]) throw new Error('no loader in the page');
  return JSON.parse(match[1]) as string[];
}

describe('deferHydration', () => {
  const { html, boot } = deferHydration(page, { basePath: '/artistseries' });

  it('takes the chunk scripts and their preload out of the HTML', () => {
    expect(html).not.toMatch(/<script src="[^"]*\/chunks\/(a|turbopack-b|main)\.js"/);
    expect(html).not.toContain('rel="preload" as="script"');
  });

  it("moves Next's payload and bootstrap, in order, into one boot file under _next/static", () => {
    expect(boot?.file).toMatch(new RegExp(`^${BOOT_FOLDER}/[0-9a-f]{16}\\.js$`));
    const text = boot?.text ?? '';
    const order = [BOOTSTRAP.slice(0, 30), PAYLOAD_START, PAYLOAD].map((part) =>
      text.indexOf(part),
    );
    expect(order.every((at) => at >= 0)).toBe(true);
    expect([...order].sort((a, b) => a - b)).toEqual(order);
    expect(html).not.toContain('self.__next_f');
    expect(html).not.toContain('TURBOPACK');
  });

  it('keeps the boot file a valid program that runs each former script', () => {
    const self: { __next_f?: unknown[] } = {};
    const global: { TURBOPACK?: unknown[] } = {};
    new Function('self', 'globalThis', boot?.text ?? '')(self, global);
    expect(self.__next_f).toEqual([[0], [1, '1:"$Sreact.fragment"\n']]);
    expect(global.TURBOPACK).toEqual([{ otherChunks: [], runtimeModuleIds: [1] }]);
  });

  it('loads the boot file first, then the chunks in page order', () => {
    expect(loaderUrls(html)).toEqual([
      `/artistseries/${boot?.file}`,
      '/artistseries/_next/static/chunks/a.js',
      '/artistseries/_next/static/chunks/turbopack-b.js',
      '/artistseries/_next/static/chunks/main.js',
    ]);
    expect(html.indexOf(`<script id="${LOADER_ID}">`)).toBeGreaterThan(html.indexOf('</main>'));
    expect(html.endsWith('</script></body></html>')).toBe(true);
  });

  it('leaves what it does not own: polyfill, other hosts, JSON-LD, other inline scripts, images', () => {
    expect(html).toContain(
      '<script src="/artistseries/_next/static/chunks/polyfills.js" noModule="">',
    );
    expect(html).toContain('<script src="https://example.com/widget.js" async="">');
    expect(html).toContain(`<script type="application/ld+json">${LD_JSON}</script>`);
    expect(html).toContain(`<script>${OURS}</script>`);
    expect(html).toContain('<link rel="preload" href="/artistseries/posters/a.avif" as="image"/>');
  });

  it('names the boot file by its content, so a changed page gets a new name', () => {
    const changed = deferHydration(page.replace('Sreact.fragment', 'Sreact.suspense'), {
      basePath: '/artistseries',
    });
    expect(changed.boot?.file).not.toBe(boot?.file);
    expect(deferHydration(page, { basePath: '/artistseries' }).boot?.file).toBe(boot?.file);
  });

  it('works at the host root (empty base path)', () => {
    const atRoot = deferHydration(page.replaceAll('/artistseries/', '/'), { basePath: '' });
    expect(loaderUrls(atRoot.html)[0]).toBe(`/${atRoot.boot?.file}`);
    expect(loaderUrls(atRoot.html)).toContain('/_next/static/chunks/main.js');
  });

  it('is idempotent and leaves pages without Next scripts alone', () => {
    expect(deferHydration(html, { basePath: '/artistseries' })).toEqual({ html, boot: null });
    const plain = '<html><head></head><body><p>Hi</p></body></html>';
    expect(deferHydration(plain, { basePath: '/artistseries' })).toEqual({
      html: plain,
      boot: null,
    });
  });
});

// A page exactly as `next build` 16.4.6 exported it (captured from .next/server/app/faq.html of a
// real build, before any post-build step), so the rewrite and its verification are tried on
// Next's real output, not only on the hand-made page above.
const NEXT_PAGE = readFileSync(
  path.join(__dirname, '__fixtures__', 'next-16.4.6-faq.html'),
  'utf8',
);
const BASE = '/artistseries';

/** An export folder holding the given pages and every chunk file they reference. */
function exportFolder(pages: Record<string, string>): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'defer-'));
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

/** The page after Next changed its output: payload renamed, chunks deferred instead of async. */
const CHANGED_NEXT_PAGE = NEXT_PAGE.replace(/self\.__next_f/g, 'self.__next_s').replace(
  /async=""/g,
  'defer=""',
);

describe('deferAll on real Next output, with verification', () => {
  it("rewrites a real exported page and the real loader then inserts the boot file and Next's chunks", async () => {
    const dir = exportFolder({ 'faq/index.html': NEXT_PAGE });
    const result = await deferAll(dir, { basePath: BASE });
    expect(result).toMatchObject({ pages: 1, rewritten: 1 });
    const html = readFileSync(path.join(dir, 'faq/index.html'), 'utf8');
    expect(html).not.toContain('self.__next_f');

    // Run the loader's inline script as the browser would: its own text, with `window` bound.
    const script = new RegExp(`<script id="${LOADER_ID}">([\\s\\S]*?)</script>`).exec(html)?.[1];
    if (!script) throw new Error('no loader in the rewritten page');
    const browser = fakeWindow('complete');
    new Function('window', script)(browser.win);
    browser.paint();
    browser.fire('pointermove');
    browser.nextFrame();
    browser.runTimers();
    const inserted = browser.inserted.map((tag) => tag.src);
    const chunks = [...NEXT_PAGE.matchAll(/<script src="([^"]+)" async="">/g)].map((m) => m[1]);
    expect(chunks.length).toBeGreaterThan(0);
    expect(inserted.slice(1)).toEqual(chunks);
    const boot = inserted[0] ?? '';
    expect(boot.startsWith(`${BASE}/${BOOT_FOLDER}/`)).toBe(true);
    const bootText = readFileSync(path.join(dir, boot.slice(BASE.length)), 'utf8');
    expect(bootText).toContain('self.__next_f');
    // The boot file must at least be one valid program (compiled here, not run).
    expect(() => new Function(bootText)).not.toThrow();
  });

  it('carries the loader as lib/build/hydration.ts gives it, whose readable source the tests read', async () => {
    const dir = exportFolder({ 'faq/index.html': NEXT_PAGE });
    await deferAll(dir, { basePath: BASE });
    const html = readFileSync(path.join(dir, 'faq/index.html'), 'utf8');
    const script = new RegExp(`<script id="${LOADER_ID}">([\\s\\S]*?)</script>`).exec(html)?.[1];
    if (!script) throw new Error('no loader in the rewritten page');
    expect(script.startsWith(`(${loaderSource()})(`)).toBe(true);
  });

  it('stops with an error naming each page that no longer has the expected shape', async () => {
    const dir = exportFolder({
      'faq/index.html': NEXT_PAGE,
      'contact/index.html': CHANGED_NEXT_PAGE,
    });
    const failure = deferAll(dir, { basePath: BASE });
    await expect(failure).rejects.toThrow(HydrationRewriteError);
    const error = (await failure.catch((e: unknown) => e)) as HydrationRewriteError;
    expect(error.pages.map((p) => p.page)).toEqual([path.join('contact', 'index.html')]);
    const line = error.message.split('\n').find((l) => l.includes('contact')) ?? '';
    expect(line).toContain(path.join('contact', 'index.html'));
    expect(line).toContain("expected no inline script of Next's");
    expect(line).toContain('expected no <script src="/artistseries/_next/static/…">');
    expect(error.message).not.toContain(path.join('faq', 'index.html'));
    expect(error.message).toContain('DEFER_HYDRATION=off');
  });

  it('stops when a file the loader would insert is missing from the export', async () => {
    const dir = exportFolder({ 'faq/index.html': NEXT_PAGE });
    const chunk = /<script src="\/artistseries(\/_next\/static\/chunks\/[^"]+)" async="">/.exec(
      NEXT_PAGE,
    )?.[1];
    if (!chunk) throw new Error('the fixture page has no chunk');
    writeFileSync(
      path.join(dir, 'faq/index.html'),
      NEXT_PAGE.replace(chunk, '/_next/static/chunks/gone.js'),
    );
    await expect(deferAll(dir, { basePath: BASE })).rejects.toThrow(
      /faq.index\.html: expected \/artistseries\/_next\/static\/chunks\/gone\.js to exist/,
    );
  });

  it('gives every large chunk the loader inserts the compile hint, once, and no other file', async () => {
    const dir = exportFolder({ 'faq/index.html': NEXT_PAGE });
    const large = 'x'.repeat(MIN_HINTED_BYTES);
    // The chunks the page loads: the loader inserts exactly these (first test above).
    const chunks = [...NEXT_PAGE.matchAll(/<script src="([^"]+)" async="">/g)].map((m) =>
      path.join(dir, (m[1] ?? '').slice(BASE.length)),
    );
    expect(chunks.length).toBeGreaterThan(0);
    for (const file of chunks) writeFileSync(file, large);
    const other = path.join(dir, '_next/static/chunks/lazy-only.js');
    writeFileSync(other, large);
    await deferAll(dir, { basePath: BASE });
    await deferAll(dir, { basePath: BASE });
    for (const file of chunks) expect(readFileSync(file, 'utf8')).toBe(COMPILE_HINT + large);
    expect(readFileSync(other, 'utf8')).toBe(large);
  });

  it('verifies pages rewritten by an earlier run too, across more pages than one batch', async () => {
    const pages = Object.fromEntries(
      Array.from({ length: 70 }, (_, i) => [`p${i}/index.html`, NEXT_PAGE]),
    );
    const dir = exportFolder(pages);
    expect(await deferAll(dir, { basePath: BASE })).toMatchObject({ pages: 70, rewritten: 70 });
    expect(await deferAll(dir, { basePath: BASE })).toMatchObject({ pages: 70, rewritten: 0 });
  });
});

describe('DEFER_HYDRATION switch', () => {
  it('is off only when set to off (or 0/false/no)', () => {
    expect(isSwitchedOff({ DEFER_HYDRATION: 'off' })).toBe(true);
    expect(isSwitchedOff({ DEFER_HYDRATION: 'OFF' })).toBe(true);
    expect(isSwitchedOff({ DEFER_HYDRATION: '0' })).toBe(true);
    expect(isSwitchedOff({})).toBe(false);
    expect(isSwitchedOff({ DEFER_HYDRATION: 'on' })).toBe(false);
  });

  it('makes the post-build step leave even a page of unexpected shape untouched', () => {
    const dir = exportFolder({ 'faq/index.html': CHANGED_NEXT_PAGE });
    const run = (env: Record<string, string>) =>
      spawnSync(
        process.execPath,
        ['--import', 'tsx', 'scripts/postbuild/defer-hydration.ts', '--dir', dir],
        {
          env: { ...process.env, ...env },
          encoding: 'utf8',
        },
      );
    const skipped = run({ DEFER_HYDRATION: 'off' });
    expect(skipped.status).toBe(0);
    expect(skipped.stdout).toContain('skipped');
    expect(readFileSync(path.join(dir, 'faq/index.html'), 'utf8')).toBe(CHANGED_NEXT_PAGE);
    const checked = run({ DEFER_HYDRATION: '' });
    expect(checked.status).toBe(1);
    expect(checked.stderr).toContain(path.join('faq', 'index.html'));
  }, 30_000);
});
