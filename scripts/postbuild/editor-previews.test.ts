/** @jest-environment node */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { open } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { routes } from '../../lib/site/routes';
import {
  linkedStylesheets,
  previewStylesheet,
  relativeUrls,
  stylesheetOrder,
} from './editor-previews';

/** An export under /p with pages (path -> the sheets it links) and sheets (name -> CSS). */
function exportFolder(pages: Record<string, string[]>, sheets: Record<string, string>): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'preview-css-'));
  mkdirSync(path.join(dir, 'css'));
  for (const [name, css] of Object.entries(sheets)) writeFileSync(path.join(dir, 'css', name), css);
  for (const [page, links] of Object.entries(pages)) {
    mkdirSync(path.join(dir, page), { recursive: true });
    const head = links.map((name) => `<link rel="stylesheet" href="/p/css/${name}"/>`).join('');
    writeFileSync(
      path.join(dir, page, 'index.html'),
      `<!DOCTYPE html><html><head>${head}</head><body></body></html>`,
    );
  }
  return dir;
}

describe("the preview's stylesheet", () => {
  const embed = routes.embedsFolder().replace(/^\/|\/$/g, '');

  it("joins the site pages' sheets in their order and leaves the embeds' own out", async () => {
    const dir = exportFolder(
      { faq: ['site.css', 'faq.css'], [`${embed}/list`]: ['site.css', 'embed.css'] },
      { 'site.css': '.s{}', 'faq.css': '.f{}', 'embed.css': 'body{margin:0}' },
    );
    expect(await previewStylesheet(dir, '/p')).toBe('.s{}\n.f{}');
  });

  it('stops, naming the sheet, when a sheet has a relative url()', async () => {
    const dir = exportFolder({ faq: ['font.css'] }, { 'font.css': '@font-face{src:url(x.woff2)}' });
    await expect(previewStylesheet(dir, '/p')).rejects.toThrow(/\/p\/css\/font\.css .*x\.woff2/);
  });
});

describe("the preview's stylesheet order", () => {
  it('is empty for no pages, and a page’s own order for one', () => {
    expect(stylesheetOrder([])).toEqual([]);
    expect(stylesheetOrder([['a.css', 'b.css']])).toEqual(['a.css', 'b.css']);
  });

  it('takes each sheet once, the pages’ shared ones where they link them', () => {
    expect(
      stylesheetOrder([
        ['layout.css', 'home.css'],
        ['layout.css', 'show.css', 'home.css'],
      ]),
    ).toEqual(['layout.css', 'show.css', 'home.css']);
  });

  it('puts a sheet a page links first before the others', () => {
    expect(stylesheetOrder([['b.css'], ['a.css', 'b.css']])).toEqual(['a.css', 'b.css']);
  });
});

describe("a page's stylesheets", () => {
  const dirs: string[] = [];
  afterAll(() => {
    for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
  });
  function pageFile(html: string): string {
    const dir = mkdtempSync(path.join(tmpdir(), 'editor-previews-'));
    dirs.push(dir);
    const file = path.join(dir, 'index.html');
    writeFileSync(file, html);
    return file;
  }

  it('are its stylesheet links in order, not its preloads or icons', async () => {
    const html =
      '<!DOCTYPE html><html><head><link rel="preload" href="/p/x.css" as="style"/>' +
      '<link rel="stylesheet" href="/p/a.css"/><link rel="icon" href="/p/i.svg"/>' +
      '<link rel="Stylesheet" href="/p/b.css" data-precedence="next"/></head><body></body></html>';
    expect(await linkedStylesheets(pageFile(html))).toEqual(['/p/a.css', '/p/b.css']);
  });

  it("are the head's only: reading stops where the body opens", async () => {
    const html =
      '<!DOCTYPE html><html><head><link rel="stylesheet" href="/p/a.css?v=1&amp;m=2"/></head>' +
      '<body><link rel="stylesheet" href="/p/late.css"/></body></html>';
    expect(await linkedStylesheets(pageFile(html))).toEqual(['/p/a.css?v=1&m=2']);
  });

  it('are none for a page that links none', async () => {
    const html = '<!DOCTYPE html><html><head></head><body></body></html>';
    expect(await linkedStylesheets(pageFile(html))).toEqual([]);
  });

  // A title of two-byte letters, so that pieces of 7 bytes end inside one of them.
  const head =
    '<!DOCTYPE html><html><head><title>Café Émilie à l’Opéra</title>' +
    '<link rel="stylesheet" href="/p/a.css"/><link rel="stylesheet" href="/p/ü.css"/></head>';

  it('are read piece by piece, a letter split between two pieces included', async () => {
    const file = pageFile(`${head}<body></body></html>`);
    for (const pieceBytes of [1, 7, 64, 1 << 16])
      expect(await linkedStylesheets(file, pieceBytes)).toEqual(['/p/a.css', '/p/ü.css']);
  });

  it('are read from no further than the piece where the body opens', async () => {
    const late = '<link rel="stylesheet" href="/p/late.css"/>';
    const file = pageFile(`${head}<body>${late.repeat(2000)}</body></html>`);
    const probe = await open(file);
    const handles = Object.getPrototypeOf(probe) as { read: (...args: unknown[]) => unknown };
    await probe.close();
    const read = jest.spyOn(handles, 'read');
    try {
      expect(await linkedStylesheets(file, 64)).toEqual(['/p/a.css', '/p/ü.css']);
      const bytes = read.mock.results.length * 64;
      expect(bytes).toBeLessThan(Buffer.byteLength(head) + 2 * 64);
    } finally {
      read.mockRestore();
    }
  });

  it('are those of a page with no body at all', async () => {
    expect(await linkedStylesheets(pageFile(head), 16)).toEqual(['/p/a.css', '/p/ü.css']);
  });
});

describe('relative url() in a stylesheet', () => {
  it('is found, and data:, absolute and same-document addresses are not', () => {
    const css =
      '.a{background:url(../media/x.woff2)}.b{background:url("data:image/png;base64,AA")}' +
      ".c{background:url('/artistseries/x.svg')}.d{background:url(https://example.com/y.png)}" +
      '.e{mask:url(#m)}.f{src:url( "fonts/z.woff2" )}';
    expect(relativeUrls(css)).toEqual(['../media/x.woff2', 'fonts/z.woff2']);
  });
});
