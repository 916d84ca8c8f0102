// Post-build step, before islands.ts (which removes out/island-styles.json): the content editor's
// preview templates, built after `next build` so that they read the site's CSS modules as the
// class names Next gave them (out/island-styles.json, from components/css-modules.ts), drawn with
// the export's own stylesheets (docs/architecture.md#one-name-per-css-class). It writes into the
// export's admin folder
//   editor-previews.js  the templates (lib/build/editor-previews-bundle.ts), and
//                       editor-previews.css, the editor's own labels (components/editor/previews.css);
//   preview.css         every stylesheet the site's pages link, in the order they link them (the
//                       embeds' own left out), which lib/editor/extensions.ts registers.
// A CSS module the map lacks, a class of one the previews import that preview.css does not define,
// or a stylesheet with a relative url() (which would resolve against admin/) stops the build,
// naming it.
//
// Usage: tsx scripts/postbuild/editor-previews.ts [--dir out]
import { open, readFile, writeFile } from 'node:fs/promises';
import { StringDecoder } from 'node:string_decoder';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { Parser } from 'htmlparser2';
import { bundleEditorPreviews } from '../../lib/build/editor-previews-bundle';
import { htmlFiles } from '../../lib/build/exported-html';
import { errorMessage } from '../../lib/build/errors';
import { missingClasses, readIslandStylesFile } from '../../lib/build/island-styles';
import { readPreviewSite } from '../../lib/editor/config-file';
import { PREVIEW_STYLE } from '../../lib/editor/extensions';
import { routes } from '../../lib/site/routes';
import { basePath as configuredBasePath, siteUrl } from '../../lib/site/deployment';
import { ISLAND_STYLES_FILE } from '../../lib/site/islands';
import { CSS_MODULES_FILE } from '../../lib/build/css-module-names';
import { isScriptFreePage } from './islands';

/** How much of a page file is read at a time: a page's head is usually one or two such pieces. */
export const HEAD_PIECE_BYTES = 16 * 1024;

/**
 * The stylesheets the head of the page in `file` links, as the page writes their addresses, in
 * document order. Next writes a page's stylesheets in its head; a sheet linked only in a body
 * would be missed here, and then the classes check below stops the build. The file is read in
 * pieces through a streaming parser (htmlparser2) and no further than where the body opens: the
 * step reads every page of the export, and read whole, the 11,000 pages of an archive-sized build
 * were strings that the garbage collector let pile up to 1.9 GB, the build's peak
 * (docs/archive.md#at-the-archives-size).
 */
export async function linkedStylesheets(
  file: string,
  pieceBytes = HEAD_PIECE_BYTES,
): Promise<string[]> {
  const sheets: string[] = [];
  let bodyOpened = false;
  const parser = new Parser(
    {
      onopentag(name, attributes) {
        if (name === 'body') {
          bodyOpened = true;
          parser.pause();
        } else if (
          name === 'link' &&
          attributes.rel?.toLowerCase() === 'stylesheet' &&
          attributes.href
        )
          sheets.push(attributes.href);
      },
    },
    { decodeEntities: true, lowerCaseAttributeNames: true },
  );
  const decoder = new StringDecoder('utf8');
  const piece = Buffer.alloc(pieceBytes);
  const handle = await open(file);
  try {
    while (!bodyOpened) {
      const { bytesRead } = await handle.read(piece, 0, pieceBytes, null);
      if (bytesRead === 0) break;
      parser.write(decoder.write(piece.subarray(0, bytesRead)));
    }
  } finally {
    await handle.close();
  }
  return sheets;
}

/**
 * Every stylesheet of the pages, each once, in the order the pages link them: a sheet comes after
 * the ones a page links before it, so the cascade is the pages' own.
 */
export function stylesheetOrder(pages: readonly (readonly string[])[]): string[] {
  const order: string[] = [];
  for (const links of pages) {
    for (const [index, href] of links.entries()) {
      if (order.includes(href)) continue;
      // After the last sheet this page links before it that is already placed.
      const before = links.slice(0, index).filter((earlier) => order.includes(earlier));
      const at = before.length === 0 ? 0 : Math.max(...before.map((b) => order.indexOf(b))) + 1;
      order.splice(at, 0, href);
    }
  }
  return order;
}

/** A url() that is not absolute and not data: would resolve against admin/, not the sheet's folder. */
export function relativeUrls(css: string): string[] {
  return [...css.matchAll(/url\(\s*(['"]?)([^'")]*)\1\s*\)/g)]
    .map((match) => match[2] ?? '')
    .filter((url) => !/^(data:|https?:|\/|#)/.test(url));
}

/** The file an address under the base path names in the export. */
function exportFile(dir: string, href: string, basePath: string): string {
  const pathname = new URL(href, 'http://site.invalid/').pathname;
  if (!pathname.startsWith(`${basePath}/`))
    throw new Error(`a page links the stylesheet ${href}, outside the base path ${basePath}`);
  return path.join(dir, pathname.slice(basePath.length + 1));
}

/** The preview's stylesheet: the site pages' sheets joined in their order (embeds left out). */
export async function previewStylesheet(dir: string, basePath: string): Promise<string> {
  const pages: string[][] = [];
  for (const file of await htmlFiles(dir)) {
    if (isScriptFreePage(path.relative(dir, file))) continue;
    pages.push(await linkedStylesheets(file));
  }
  const sheets = await Promise.all(
    stylesheetOrder(pages).map(async (href) => {
      const css = await readFile(exportFile(dir, href, basePath), 'utf8');
      const relative = relativeUrls(css);
      if (relative.length > 0)
        throw new Error(
          `${href} has a relative url() (${relative[0]}), which would not resolve from the ` +
            `editor's admin folder`,
        );
      return css;
    }),
  );
  return sheets.join('\n');
}

export async function writeEditorPreviews(dir: string, basePath = configuredBasePath) {
  const stylesFile = path.join(dir, ISLAND_STYLES_FILE);
  const { styles } = readIslandStylesFile(await readFile(stylesFile, 'utf8'), stylesFile);
  const adminDir = path.join(dir, routes.editor());
  const css = await previewStylesheet(dir, basePath);
  const bundle = await bundleEditorPreviews({
    adminDir,
    classNames: styles,
    define: {
      EDITOR_PREVIEW_SITE: JSON.stringify(readPreviewSite()),
      'process.env.BASE_PATH': JSON.stringify(basePath),
      'process.env.SITE_URL': JSON.stringify(siteUrl),
      'process.env.ANALYTICS_ID': '""',
    },
  });
  const used = Object.fromEntries(
    bundle.cssModules.map((module) => [module, styles[module] ?? {}]),
  );
  const unstyled = missingClasses(used, [css]);
  if (unstyled.length > 0)
    throw new Error(
      `classes of the editor previews' CSS modules that no stylesheet of the site's pages defines: ` +
        `${unstyled.slice(0, 10).join(', ')} (${CSS_MODULES_FILE})`,
    );
  await writeFile(path.join(adminDir, PREVIEW_STYLE), css);
  return { modules: bundle.cssModules.length, bytes: Buffer.byteLength(css) };
}

async function main() {
  const { values } = parseArgs({
    options: { dir: { type: 'string', default: process.env.NEXT_DIST_DIR || 'out' } },
  });
  const started = Date.now();
  const result = await writeEditorPreviews(path.resolve(values.dir));
  console.log(
    `editor-previews: ${result.modules} CSS modules with Next's names, preview.css ` +
      `${Math.round(result.bytes / 1024)} KB from the export's stylesheets, ${Date.now() - started} ms`,
  );
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  main().catch((error) => {
    console.error(`editor-previews: ${errorMessage(error)}`);
    process.exit(1);
  });
}
