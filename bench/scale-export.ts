// What a built export weighs (bench/scale.ts): out/ in all, the home page, the largest page, the
// sitemap and the feed, all gzip where a browser would get them so; and what scrolling the whole
// home page in Chromium fetches.
import { readFile, readdir, stat } from 'node:fs/promises';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';

import { basePath } from '../lib/site/deployment';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../test/support/chromium';
import { waitForIslands } from './islands-started';
import { htmlFiles } from '../lib/build/exported-html';
import { serve } from '../deploy/static-server';
import { SCALE_TARGETS } from './targets';

const IMAGE = /\.(jpe?g|png|gif|webp|avif|svg)$/i;

const gzipBytes = (data: Buffer | string) => gzipSync(data, { level: 6 }).length;

async function* filesUnder(dir: string): AsyncGenerator<string> {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* filesUnder(full);
    else if (entry.isFile()) yield full;
  }
}

export interface PageWeight {
  page: string;
  html: number;
  payload: number;
}

export interface ExportFigures {
  outBytes: number;
  outFiles: number;
  imageBytes: number;
  /** Every page's HTML, as written (not compressed). */
  htmlBytes: number;
  homeHtml: number;
  homePayload: number;
  homeJs: number;
  largest: PageWeight;
  overLimit: PageWeight[];
  pages: number;
  sitemapBytes: number;
  sitemapUrls: number;
  feedBytes: number;
  feedEvents: number;
}

/** The site path of a file the page's loader names ("/artistseries/_next/…" → "_next/…"). */
function exportFile(out: string, url: string): string {
  return path.join(out, url.slice(basePath.length + 1));
}

async function weighPage(out: string, file: string): Promise<PageWeight & { js: number }> {
  const html = await readFile(file, 'utf8');
  // The page's own script files: the islands' loader, the page-view module and the worker's
  // registration (no RSC payload).
  const urls = [...html.matchAll(/<script type="module" src="([^"]+)"/g)].map((m) => m[1] ?? '');
  let js = 0;
  for (const url of urls) {
    const bytes = gzipBytes(await readFile(exportFile(out, url)));
    js += bytes;
  }
  return { page: path.relative(out, file), html: gzipBytes(html), payload: 0, js };
}

export async function weighExport(out: string): Promise<ExportFigures> {
  let outBytes = 0;
  let outFiles = 0;
  let imageBytes = 0;
  for await (const file of filesUnder(out)) {
    const { size } = await stat(file);
    outBytes += size;
    outFiles += 1;
    if (IMAGE.test(file)) imageBytes += size;
  }
  const home = await weighPage(out, path.join(out, 'index.html'));
  const pages = await htmlFiles(out);
  let htmlBytes = 0;
  for (const file of pages) htmlBytes += (await stat(file)).size;
  let largest: PageWeight = { page: '', html: 0, payload: 0 };
  const overLimit: PageWeight[] = [];
  // One page at a time: this measures the export, it must not need the memory it checks for.
  for (const file of pages) {
    const { page, html, payload } = await weighPage(out, file);
    const weight = { page, html, payload };
    if (html + payload > largest.html + largest.payload) largest = weight;
    if (html + payload > SCALE_TARGETS.pageBytes) overLimit.push(weight);
  }
  const sitemap = await readFile(path.join(out, 'sitemap.xml'), 'utf8');
  const feed = await readFile(path.join(out, 'calendar.ics'), 'utf8');
  return {
    outBytes,
    outFiles,
    imageBytes,
    htmlBytes,
    homeHtml: home.html,
    homePayload: home.payload,
    homeJs: home.js,
    largest,
    overLimit: overLimit.sort((a, b) => b.html + b.payload - (a.html + a.payload)),
    pages: pages.length,
    sitemapBytes: Buffer.byteLength(sitemap),
    sitemapUrls: sitemap.split('<loc>').length - 1,
    feedBytes: Buffer.byteLength(feed),
    feedEvents: feed.split('BEGIN:VEVENT').length - 1,
  };
}

// Scrolling the home page.

export interface ScrollFigures {
  requests: number;
  bytes: number;
  imageBytes: number;
  payloadRequests: number;
}

export async function scrollHome(out: string, port: number): Promise<ScrollFigures> {
  const server = await serve({ root: out, basePath, port });
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  try {
    // The wait for the islands evaluates its check as a string, which the site's CSP forbids; what
    // is measured here is bytes, not the policy (the browser tests check it).
    const page = await browser.newPage({ viewport: { width: 1280, height: 800 }, bypassCSP: true });
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Network.enable');
    const kinds = new Map<string, { type: string; url: string }>();
    const figures: ScrollFigures = { requests: 0, bytes: 0, imageBytes: 0, payloadRequests: 0 };
    let lastActivity = Date.now();
    cdp.on('Network.responseReceived', (event) => {
      kinds.set(event.requestId, { type: event.type, url: event.response.url });
      lastActivity = Date.now();
    });
    cdp.on('Network.loadingFinished', (event) => {
      const kind = kinds.get(event.requestId);
      figures.requests += 1;
      figures.bytes += event.encodedDataLength;
      if (kind?.type === 'Image') figures.imageBytes += event.encodedDataLength;
      // The router's payloads for pages the home page links to (prefetches).
      if (kind && /\.txt(\?|$)/.test(kind.url)) figures.payloadRequests += 1;
      lastActivity = Date.now();
    });
    await page.goto(`http://127.0.0.1:${port}${basePath}/`, { waitUntil: 'load' });
    // The reader below has the page with its islands running, as every visitor gets it.
    await waitForIslands(page);
    // As a reader does: a screen at a time, a moment on each, to the bottom of the page.
    for (let step = 0; step < 400; step += 1) {
      const atBottom = await page.evaluate(() => {
        window.scrollBy(0, window.innerHeight * 0.8);
        return window.scrollY + window.innerHeight >= document.documentElement.scrollHeight - 2;
      });
      await page.waitForTimeout(300);
      if (atBottom) break;
    }
    // Then until the network has been quiet for two seconds (at most 30 s).
    const until = Date.now() + 30_000;
    while (Date.now() - lastActivity < 2000 && Date.now() < until) await page.waitForTimeout(250);
    return figures;
  } finally {
    await browser.close();
    await new Promise((resolve) => server.close(resolve));
  }
}
