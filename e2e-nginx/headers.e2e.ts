import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test, type APIResponse } from '@playwright/test';
import { headersFor } from '../deploy/headers';
import { readSiteSettings } from '../deploy/csp-policy';
import { filesWithExtension, SITE_DIR } from './support';

const SECURITY_HEADERS: Record<string, RegExp> = {
  'content-security-policy':
    // Scripts are left to each page's hashed <meta> policy: no script-src or default-src here.
    /^(?!.*\b(script-src|default-src)\b).*frame-src 'self' https:\/\/www\.youtube-nocookie\.com.*object-src 'none'; base-uri 'self'; form-action 'self' https:\/\/lists\.example\.com; frame-ancestors 'none'$/,
  'x-content-type-options': /^nosniff$/,
  'referrer-policy': /^strict-origin-when-cross-origin$/,
  'permissions-policy': /camera=\(\), microphone=\(\), geolocation=\(\)/,
  'strict-transport-security': /^max-age=31536000; includeSubDomains$/,
};

function expectSecurityHeaders(response: APIResponse) {
  const headers = response.headers();
  for (const [name, value] of Object.entries(SECURITY_HEADERS)) {
    expect(headers[name], `${name} on ${response.url()}`).toMatch(value);
  }
}

/**
 * What the home page loads with a content hash in its name: the islands' loader
 * (scripts/postbuild/islands.ts) and its stylesheet.
 */
function staticAssets() {
  const home = readFileSync(path.join(SITE_DIR, 'index.html'), 'utf8');
  const scripts = [...home.matchAll(/<script type="module" src="\/artistseries\/([^"]+)"/g)].map(
    (match) => match[1] ?? '',
  );
  const style = /<link rel="stylesheet" href="\/artistseries\/(_next\/static\/[^"]+\.css)"/.exec(
    home,
  )?.[1];
  if (scripts.length < 1 || !scripts.every((url) => url.startsWith('_islands/')) || !style) {
    throw new Error('no _islands/ script or _next/static stylesheet on the home page');
  }
  return { scripts, style };
}

test.describe('nginx headers', () => {
  // A browser without brotli: gzip, from the package's .gz files or on the fly. Brotli and the
  // precompressed files themselves: precompressed.e2e.ts.
  test.use({ extraHTTPHeaders: { 'accept-encoding': 'gzip, deflate' } });

  test('pages: security headers, no-cache, gzip, HTML in UTF-8', async ({ request }) => {
    for (const page of ['', 'faq/', 'shows/']) {
      const response = await request.get(page);
      expect(response.status()).toBe(200);
      expectSecurityHeaders(response);
      expect(response.headers()['cache-control']).toBe('no-cache');
      expect(response.headers()['content-encoding']).toBe('gzip');
      expect(response.headers()['content-type']).toBe('text/html; charset=utf-8');
    }
  });

  test('_islands and _next/static: a year, immutable, gzip, and still every security header', async ({
    request,
  }) => {
    const { scripts, style } = staticAssets();
    for (const script of scripts) {
      const js = await request.get(script);
      expect(js.status(), script).toBe(200);
      expect(js.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(js.headers()['content-encoding']).toBe('gzip');
      expect(js.headers()['content-type']).toMatch(/^application\/javascript/);
      expectSecurityHeaders(js);
    }

    const css = await request.get(style);
    expect(css.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(css.headers()['content-type']).toMatch(/^text\/css/);
    expect(css.headers()['content-encoding']).toBe('gzip');
  });

  test('the service worker: JavaScript, revalidated on every visit, allowed by every page', async ({
    request,
  }) => {
    const worker = await request.get('sw.js');
    expect(worker.status()).toBe(200);
    // A browser refuses a worker served as anything but JavaScript.
    expect(worker.headers()['content-type']).toMatch(/^(?:text|application)\/javascript/);
    // A worker cached long keeps a broken build in browsers (docs/architecture.md#offline).
    expect(worker.headers()['cache-control']).toBe('no-cache');
    expectSecurityHeaders(worker);
    for (const page of ['', 'shows/', 'search/', 'offline/']) {
      const policy = (await request.get(page)).headers()['content-security-policy'];
      expect(policy, page).toMatch(/(?:^|; )worker-src 'self'(?:;|$)/);
    }
  });

  test('calendar files are text/calendar, gzip, no-cache', async ({ request }) => {
    const response = await request.get('calendar.ics');
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toBe('text/calendar; charset=utf-8');
    expect(response.headers()['content-encoding']).toBe('gzip');
    expect(response.headers()['cache-control']).toBe('no-cache');
    expect(await response.text()).toMatch(/^BEGIN:VCALENDAR/);
    expectSecurityHeaders(response);
  });

  test('sitemap and SVG are compressed with their types', async ({ request }) => {
    const sitemap = await request.get('sitemap.xml');
    expect(sitemap.headers()['content-type']).toMatch(/^application\/xml/);
    expect(sitemap.headers()['content-encoding']).toBe('gzip');
    const svg = filesWithExtension('svg')[0];
    if (!svg) throw new Error('no SVG in the export');
    const image = await request.get(svg);
    expect(image.headers()['content-type']).toMatch(/^image\/svg\+xml/);
    expectSecurityHeaders(image);
  });

  test('every image format in the export gets its content type', async ({ request }) => {
    const types: Record<string, string> = {
      jpg: 'image/jpeg',
      png: 'image/png',
      webp: 'image/webp',
      avif: 'image/avif',
    };
    let checked = 0;
    for (const [extension, type] of Object.entries(types)) {
      const file = filesWithExtension(extension)[0];
      if (!file) continue;
      const response = await request.get(file);
      expect(response.headers()['content-type'], file).toBe(type);
      expect(response.headers()['cache-control']).toBe('public, max-age=86400');
      checked += 1;
    }
    expect(checked).toBeGreaterThan(0);
  });

  test('unknown paths get the 404 page with status 404, not cached as immutable', async ({
    request,
  }) => {
    for (const missing of ['no-such-page/', 'shows/no_such_show/', '_next/static/chunks/gone.js']) {
      const response = await request.get(missing);
      expect(response.status(), missing).toBe(404);
      expect(response.headers()['content-type']).toBe('text/html; charset=utf-8');
      expect(response.headers()['cache-control']).toBe('no-cache');
      expect(await response.text()).toContain('Page not found');
      expectSecurityHeaders(response);
    }
  });

  test('a page without its trailing slash redirects to it, relative to the host', async ({
    request,
  }) => {
    const response = await request.get('faq', { maxRedirects: 0 });
    expect(response.status()).toBe(301);
    expect(response.headers()['location']).toBe('/artistseries/faq/');
    expectSecurityHeaders(response);
  });

  test('each kind of address gets exactly the headers deploy/headers.ts gives every host', async ({
    request,
  }) => {
    // The same rules make the _headers file and the CloudFront policies, which the tests in
    // deploy/targets/ hold to headersFor(): so a difference between nginx and those hosts fails
    // one of the two.
    const settings = readSiteSettings();
    const first = (extension: string) => filesWithExtension(extension)[0];
    const addresses = [
      '',
      'faq/',
      'index.html',
      'search/',
      'pagefind/pagefind.js',
      staticAssets().scripts[0],
      staticAssets().style,
      'calendar.ics',
      'sitemap.xml',
      first('jpg'),
      first('avif'),
      first('svg'),
      first('pdf'),
      'admin/',
      'admin/sveltia-cms.js',
    ].filter((address): address is string => address !== undefined);
    for (const address of addresses) {
      const response = await request.get(address);
      expect(response.status(), address).toBe(200);
      const sent = response.headersArray();
      const expected = headersFor(`/artistseries/${address}`, {
        basePath: '/artistseries',
        settings,
      });
      for (const [name, value] of Object.entries(expected)) {
        const values = sent.filter((header) => header.name.toLowerCase() === name.toLowerCase());
        expect({ address, name, values: values.map((header) => header.value) }).toEqual({
          address,
          name,
          values: [value],
        });
      }
    }
  });
});

test.describe('nginx and the service worker', () => {
  // The one browser test here that lets the worker run (playwright.nginx.config.ts blocks it).
  test.use({ serviceWorkers: 'allow' });

  test('a page under its real policy starts the service worker', async ({ page }) => {
    await page.goto('');
    const worker = await page.evaluate(async () => {
      const registration = await navigator.serviceWorker.ready;
      return { script: registration.active?.scriptURL, scope: registration.scope };
    });
    expect(worker.script).toMatch(/\/artistseries\/sw\.js$/);
    expect(worker.scope).toMatch(/\/artistseries\/$/);
  });
});
