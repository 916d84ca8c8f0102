/**
 * Search and share data as exported, read from the HTML files on disk (no browser, no server):
 * every page a search engine may index shares a large landscape picture through Open Graph and
 * Twitter, whose file is in the export at the size the page declares; every Event in the JSON-LD
 * lists pictures in the three shapes Google's event guidance asks for; only placeholders (and
 * the 404 page) ask not to be indexed. The rules are written out here again on purpose
 * (docs/rules/content.md#images), not imported from lib/outputs/images/browser/image-variants.ts.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { imageSize } from 'image-size';
import { attributeValue, htmlFiles } from '../lib/build/exported-html';
import { PUBLIC_ORIGIN } from './support/browser';
import { BASE_PATH } from './support/content';
import {
  accessibilityRoutes,
  embedRoutes,
  isEmptyPlaceholder,
  oldProgramAddresses,
} from './support/routes';
import { exportDir } from './support/servers';

const OUT = exportDir();
const PUBLIC_BASE = `${PUBLIC_ORIGIN}${BASE_PATH}/`;

interface Page {
  /** "shows/x/" as a visitor types it after the base path; "404.html" for the 404 file. */
  address: string;
  html: string;
}

let exported: Page[] | undefined;
async function pages(): Promise<Page[]> {
  exported ??= (await htmlFiles(OUT)).map((file) => ({
    address: path
      .relative(OUT, file)
      .split(path.sep)
      .join('/')
      .replace(/(^|\/)index\.html$/, '$1'),
    html: readFileSync(file, 'utf8'),
  }));
  return exported;
}

/** The content of every <meta> whose property or name is `key`. */
function meta(html: string, key: string): string[] {
  return [...html.matchAll(/<meta\b([^>]*)>/gi)]
    .map((tag) => tag[1] ?? '')
    .filter((attrs) => (attributeValue(attrs, 'property') ?? attributeValue(attrs, 'name')) === key)
    .map((attrs) => attributeValue(attrs, 'content') ?? '');
}

function isNoindex(html: string): boolean {
  return meta(html, 'robots').some((content) => /\bnoindex\b/i.test(content));
}

/** The exported file a public address names, or undefined when it is not on this site. */
function fileOf(publicUrl: string): string | undefined {
  if (!publicUrl.startsWith(PUBLIC_BASE)) return undefined;
  const file = path.join(OUT, ...decodeURI(publicUrl.slice(PUBLIC_BASE.length)).split('/'));
  return existsSync(file) ? file : undefined;
}

function sizeOf(file: string): { width: number; height: number } {
  const { width, height } = imageSize(readFileSync(file));
  return { width, height };
}

test('every indexable page shares a large landscape og:image and twitter:image that exist at the declared size', async () => {
  const problems: string[] = [];
  const indexable = (await pages()).filter((page) => !isNoindex(page.html));
  expect(indexable.length, 'indexable pages found in the export').toBeGreaterThan(0);
  for (const { address, html } of indexable) {
    const at = `/${address}`;
    const [og] = meta(html, 'og:image');
    const [twitter] = meta(html, 'twitter:image');
    const declared = {
      width: Number(meta(html, 'og:image:width')[0]),
      height: Number(meta(html, 'og:image:height')[0]),
    };
    if (!og || !twitter) {
      problems.push(`${at}: og:image ${og ?? 'missing'}, twitter:image ${twitter ?? 'missing'}`);
      continue;
    }
    if (meta(html, 'twitter:card')[0] !== 'summary_large_image') {
      problems.push(`${at}: twitter:card is not summary_large_image`);
    }
    for (const url of new Set([og, twitter])) {
      const file = fileOf(url);
      if (!file) {
        problems.push(`${at}: ${url} is not a file of the export`);
        continue;
      }
      const real = sizeOf(file);
      if (url === og && (real.width !== declared.width || real.height !== declared.height)) {
        problems.push(
          `${at}: ${url} is ${real.width}×${real.height}, declared ${declared.width}×${declared.height}`,
        );
      }
      // A large card needs at least 1200×630, and a portrait picture would be cut to its middle.
      if (real.width < 1200 || real.height < 630 || real.width <= real.height) {
        problems.push(`${at}: ${url} is ${real.width}×${real.height}, not a large landscape card`);
      }
    }
  }
  expect(problems).toEqual([]);
});

test('only placeholders and embeds ask not to be indexed: /festival/ pages, lists of services no show offers, 404, empty listings and stories, the offline page, the lists partners frame and their folder’s forwarding page, the old addresses’ forwarding pages', async () => {
  const offered = new Set(accessibilityRoutes.map((route) => route.path));
  const noindex = (await pages())
    .filter((page) => isNoindex(page.html))
    .map((page) => page.address);
  const placeholder = (address: string) =>
    address.startsWith('festival/') ||
    (address.startsWith('accessibility/') && !offered.has(address)) ||
    /^(404|_not-found)(\/|\.html$)/.test(address) ||
    isEmptyPlaceholder(address) ||
    // Made to be framed on partners' pages: the listings they copy are indexed on the site.
    embedRoutes.some((route) => route.path === address) ||
    // The embeds' folder forwards to the page that offers them (docs/rules/site.md#index-pages).
    address === 'embed/' ||
    // The forwarding pages at the program's old addresses (lib/site/old-addresses.ts).
    oldProgramAddresses.some((moved) => moved.from === address);
  expect(noindex.filter((address) => !placeholder(address))).toEqual([]);
  expect(noindex.filter((address) => address.startsWith('festival/')).length).toBeGreaterThan(0);
});

test('the sitemap lists no page that asks not to be indexed', async () => {
  const sitemap = readFileSync(path.join(OUT, 'sitemap.xml'), 'utf8');
  const listed = new Set([...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]));
  const noindex = (await pages())
    .filter((page) => isNoindex(page.html))
    .map((page) => `${PUBLIC_BASE}${page.address}`);
  expect(noindex.filter((url) => listed.has(url))).toEqual([]);
});

type Node = Record<string, unknown>;

/** Every node of every JSON-LD script of a page, nested events (subEvent) included. */
function jsonLdNodes(html: string): Node[] {
  const walk = (node: unknown): Node[] => {
    if (Array.isArray(node)) return node.flatMap(walk);
    if (node === null || typeof node !== 'object') return [];
    const record = node as Node;
    return [record, ...walk(record['@graph']), ...walk(record.subEvent)];
  };
  return [...html.matchAll(/<script type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/g)]
    .map((match) => JSON.parse(match[1] ?? 'null') as unknown)
    .flatMap(walk);
}

test('every Event lists existing 16:9, 4:3 and 1:1 images of at least 50,000 pixels, the 16:9 one 1,200 px wide', async () => {
  const problems: string[] = [];
  let events = 0;
  for (const { address, html } of await pages()) {
    for (const node of jsonLdNodes(html)) {
      const type = String(node['@type']);
      if (!type.endsWith('Event') && type !== 'Festival') continue;
      const images = (node.image ?? []) as string[];
      // Education events without a picture have none, which Google allows.
      if (images.length === 0 && type === 'EducationEvent') continue;
      events += 1;
      const at = `/${address} ${type} "${String(node.name)}"`;
      const shapes = new Set<string>();
      for (const url of images) {
        const file = fileOf(url);
        if (!file) {
          problems.push(`${at}: ${url} is not a file of the export`);
          continue;
        }
        const { width, height } = sizeOf(file);
        if (width * height < 50_000) problems.push(`${at}: ${url} is under 50,000 pixels`);
        if (width * 9 === height * 16 && width >= 1200) shapes.add('16:9');
        if (width * 3 === height * 4) shapes.add('4:3');
        if (width === height) shapes.add('1:1');
      }
      for (const shape of ['16:9', '4:3', '1:1']) {
        if (!shapes.has(shape)) problems.push(`${at}: no ${shape} image`);
      }
    }
  }
  expect(events, 'events found in the export').toBeGreaterThan(0);
  expect(problems).toEqual([]);
});
