/** @jest-environment node */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { getManifest } from 'workbox-build';
import {
  audioPattern,
  assetPattern,
  dataPattern,
  imagePattern,
  pagePattern,
  PRECACHE_MAX_BYTES,
  precacheOptions,
  workerOptions,
} from './worker-config';

const ORIGIN = 'https://arts.example.edu';

/**
 * Whether Workbox's RegExpRoute (workbox-routing) would take this address: the pattern runs over
 * the whole URL, and on another origin only a match at its first character counts.
 */
function routeTakes(pattern: RegExp, href: string): boolean {
  const match = pattern.exec(href);
  if (!match) return false;
  return new URL(href).origin === ORIGIN || match.index === 0;
}

describe('the precache', () => {
  let dir = '';
  const write = (file: string, bytes = 100) => {
    mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    writeFileSync(path.join(dir, file), 'x'.repeat(bytes));
  };

  beforeAll(() => {
    dir = mkdtempSync(path.join(tmpdir(), 'precache-'));
    for (const file of [
      '_next/static/chunks/0a1b2c.css',
      '_next/static/chunks/0a1b2c.css.br',
      '_next/static/chunks/0a1b2c.css.gz',
      '_next/static/media/source-sans.0a1b2c.woff2',
      '_next/static/chunks/0a1b2c.js',
      'offline/index.html',
      'offline/index.txt',
      'offline/__next.offline.txt',
      'index.html',
      'shows/the_night_garden/index.html',
      'shows/the_night_garden/program/index.html',
      'shows/the_night_garden/poster.jpg',
      'admin/index.html',
      'admin/sveltia.css',
      'admin/fonts/editor.woff2',
    ]) {
      write(file);
    }
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  const precached = async () =>
    (await getManifest(precacheOptions(dir))).manifestEntries.map((entry) => entry.url).sort();

  it('holds the stylesheets, the fonts and the offline page, and nothing else', async () => {
    expect(await precached()).toEqual([
      '_next/static/chunks/0a1b2c.css',
      '_next/static/media/source-sans.0a1b2c.woff2',
      'offline/index.html',
    ]);
  });

  it('leaves out a file past its ceiling', async () => {
    write('_next/static/chunks/huge.css', PRECACHE_MAX_BYTES + 1);
    try {
      expect(await precached()).not.toContain('_next/static/chunks/huge.css');
    } finally {
      rmSync(path.join(dir, '_next/static/chunks/huge.css'));
    }
  });
});

describe('the page route', () => {
  const pages = pagePattern('/artistseries');

  it.each([
    '/artistseries/',
    '/artistseries/shows/the_night_garden/',
    '/artistseries/shows/the_night_garden/program/',
    '/artistseries/venues/main-hall/',
    '/artistseries/shows/harbour_film_festival/?my-schedule=a',
  ])('keeps %s', (page) => {
    expect(routeTakes(pages, `${ORIGIN}${page}`)).toBe(true);
  });

  it.each([
    '/artistseries/admin/',
    '/artistseries/admin/index.html',
    '/artistseries/sw.js',
    '/artistseries/shows/the_night_garden/index.txt',
    '/other-site/',
  ])('leaves %s alone', (address) => {
    expect(routeTakes(pages, `${ORIGIN}${address}`)).toBe(false);
  });

  it("leaves another origin's page alone, whatever its path", () => {
    expect(routeTakes(pages, 'https://www.example.com/artistseries/shows/x/')).toBe(false);
  });

  it('keeps the pages of a site at the host root but not its editor', () => {
    expect(routeTakes(pagePattern(''), `${ORIGIN}/faq/`)).toBe(true);
    expect(routeTakes(pagePattern(''), `${ORIGIN}/admin/`)).toBe(false);
  });
});

describe('the run-time routes', () => {
  const editorFiles = ['admin/', 'admin/logo.png', 'admin/sveltia-cms.js', 'admin/config.yml'];

  it('none takes a file of the editor', () => {
    const { runtimeCaching = [] } = workerOptions({ basePath: '/artistseries', outDir: 'out' });
    const patterns = runtimeCaching.map((route) => route.urlPattern);
    expect(patterns.every((pattern) => pattern instanceof RegExp)).toBe(true);
    for (const file of editorFiles) {
      for (const pattern of patterns) {
        expect(routeTakes(pattern as RegExp, `${ORIGIN}/artistseries/${file}`)).toBe(false);
      }
    }
  });

  it("keep the picks page's data network first, and nothing else beside it", () => {
    const { runtimeCaching = [] } = workerOptions({ basePath: '/artistseries', outDir: 'out' });
    const picks = `${ORIGIN}/artistseries/my-picks/picks.json`;
    const taking = runtimeCaching.filter((route) => routeTakes(route.urlPattern as RegExp, picks));
    expect(taking.map((route) => route.handler)).toEqual(['NetworkFirst']);
    expect(
      routeTakes(dataPattern('/artistseries'), `${ORIGIN}/artistseries/my-picks/other.json`),
    ).toBe(false);
    expect(routeTakes(dataPattern(''), `${ORIGIN}/my-picks/picks.json`)).toBe(true);
  });

  it('keep images with limits on their number and age', () => {
    const { runtimeCaching = [] } = workerOptions({ basePath: '/artistseries', outDir: 'out' });
    const images = runtimeCaching.find((route) =>
      routeTakes(route.urlPattern as RegExp, `${ORIGIN}/artistseries/shows/x/poster-640.avif`),
    );
    expect(images?.options?.expiration?.maxEntries).toBeGreaterThan(0);
    expect(images?.options?.expiration?.maxAgeSeconds).toBeGreaterThan(0);
  });

  it("take Next's hashed files and images by their addresses", () => {
    expect(
      routeTakes(assetPattern('/artistseries'), `${ORIGIN}/artistseries/_next/static/chunks/a.js`),
    ).toBe(true);
    expect(
      routeTakes(imagePattern('/artistseries'), `${ORIGIN}/artistseries/shows/x/poster.jpg`),
    ).toBe(true);
    expect(
      routeTakes(imagePattern('/artistseries'), `${ORIGIN}/artistseries/downloads/a.pdf`),
    ).toBe(false);
  });

  it('keep an audio introduction once played, answering the player’s ranges from it', () => {
    const { runtimeCaching = [] } = workerOptions({ basePath: '/artistseries', outDir: 'out' });
    const address = `${ORIGIN}/artistseries/shows/x/audio-introduction.mp3`;
    const audio = runtimeCaching.find((route) => routeTakes(route.urlPattern as RegExp, address));
    expect(audio?.handler).toBe('CacheFirst');
    expect(audio?.options?.rangeRequests).toBe(true);
    expect(audio?.options?.expiration?.maxEntries).toBeGreaterThan(0);
    expect(routeTakes(audioPattern('/artistseries'), `${ORIGIN}/artistseries/shows/x/a.wav`)).toBe(
      true,
    );
    expect(routeTakes(audioPattern('/artistseries'), `${ORIGIN}/artistseries/shows/x/`)).toBe(
      false,
    );
    expect(
      routeTakes(audioPattern('/artistseries'), `https://other.example.com/artistseries/a.mp3`),
    ).toBe(false);
  });

  it('answer pages from the network first, so a new build wins whenever there is signal', () => {
    const { runtimeCaching = [] } = workerOptions({ basePath: '/artistseries', outDir: 'out' });
    const pages = runtimeCaching.find((route) =>
      routeTakes(route.urlPattern as RegExp, `${ORIGIN}/artistseries/faq/`),
    );
    expect(pages?.handler).toBe('NetworkFirst');
  });
});
