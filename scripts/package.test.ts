/** @jest-environment node */
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  statSync,
  utimesSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { responseHeadersPolicyConfigSchema } from '../deploy/cloudfront-schema';
import {
  chunksToKeep,
  keepTimesOfUnchanged,
  packageSite,
  STALE_CHUNK_DAYS,
  type Manifest,
} from './package';

const DAY = 24 * 60 * 60 * 1000;
let work: string;

beforeEach(() => {
  work = mkdtempSync(path.join(tmpdir(), 'artistseries-package-'));
});
afterEach(() => rmSync(work, { recursive: true, force: true }));

function write(file: string, text = 'x') {
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, text);
}

/** A tiny export as `next build` writes it for BASE_PATH=/artistseries: no base-path folder. */
function fakeExport(
  dir: string,
  chunks: string[],
  basePath = '/artistseries',
  islands: string[] = [],
) {
  write(
    path.join(dir, 'index.html'),
    `<script src="${basePath}/_next/static/chunks/${chunks[0] ?? 'main.js'}"></script>`,
  );
  write(path.join(dir, 'faq', 'index.html'));
  for (const chunk of chunks) write(path.join(dir, '_next', 'static', 'chunks', chunk));
  for (const island of islands) write(path.join(dir, '_islands', 'chunks', island));
  return dir;
}

describe('packageSite', () => {
  it('puts the export under its base-path folder with _headers at the upload root', () => {
    const site = fakeExport(path.join(work, 'out'), ['new.js']);
    const to = path.join(work, 'pkg');
    packageSite({ siteDir: site, toDir: to, basePath: '/artistseries', settings: {} });
    expect(existsSync(path.join(to, 'site', 'artistseries', 'faq', 'index.html'))).toBe(true);
    expect(existsSync(path.join(to, 'site', 'faq'))).toBe(false);
    expect(readFileSync(path.join(to, 'site', '_headers'), 'utf8')).toContain('/artistseries/*');
  });

  it('writes the old addresses’ redirects beside _headers, forced for Netlify', () => {
    const site = fakeExport(path.join(work, 'out'), ['new.js']);
    for (const host of ['cloudflare', 'netlify'] as const) {
      const to = path.join(work, `pkg-${host}`);
      packageSite({ siteDir: site, toDir: to, basePath: '/artistseries', settings: {}, host });
      const text = readFileSync(path.join(to, 'site', '_redirects'), 'utf8');
      expect(text).toContain(
        `/artistseries/shows/:name/programme/* /artistseries/shows/:name/program/:splat ${host === 'netlify' ? '301!' : '301'}`,
      );
    }
  });

  it("writes Netlify's own _headers when packaged for Netlify", () => {
    const site = fakeExport(path.join(work, 'out'), ['new.js']);
    const to = path.join(work, 'pkg');
    packageSite({
      siteDir: site,
      toDir: to,
      basePath: '/artistseries',
      settings: {},
      host: 'netlify',
    });
    const text = readFileSync(path.join(to, 'site', '_headers'), 'utf8');
    expect(text).toContain('For Netlify');
    expect(text).not.toMatch(/^\s+!/m);
  });

  it('writes CloudFront policies of the documented shape, the function and nginx snippets', () => {
    const site = fakeExport(path.join(work, 'out'), ['new.js']);
    const to = path.join(work, 'pkg');
    packageSite({ siteDir: site, toDir: to, basePath: '/artistseries', settings: {} });
    const policy = JSON.parse(
      readFileSync(
        path.join(to, 'cloudfront', 'response-headers-policies', 'artistseries-pages.json'),
        'utf8',
      ),
    );
    expect(responseHeadersPolicyConfigSchema.safeParse(policy).success).toBe(true);
    expect(existsSync(path.join(to, 'cloudfront', 'directory-index.js'))).toBe(true);
    expect(existsSync(path.join(to, 'cloudfront', 'cache-behaviors.json'))).toBe(true);
    expect(
      readFileSync(path.join(to, 'nginx', 'snippets', 'artistseries-locations.conf'), 'utf8'),
    ).toContain('location ^~ /artistseries/_next/static/');
  });

  it('refuses an export built for another base path', () => {
    const site = fakeExport(path.join(work, 'out'), ['new.js'], '/events');
    expect(() =>
      packageSite({
        siteDir: site,
        toDir: path.join(work, 'pkg'),
        basePath: '/artistseries',
        settings: {},
      }),
    ).toThrow(/another BASE_PATH/);
  });

  it("keeps the previous deploy's chunks that this build lacks, within the window", () => {
    const now = new Date('2026-11-24T10:00:00Z');
    const first = fakeExport(path.join(work, 'out-1'), ['old.js', 'shared.js']);
    const previous = path.join(work, 'pkg-1');
    packageSite({
      siteDir: first,
      toDir: previous,
      basePath: '/artistseries',
      settings: {},
      now: new Date(now.getTime() - DAY),
    });

    const second = fakeExport(path.join(work, 'out-2'), ['new.js', 'shared.js']);
    const to = path.join(work, 'pkg-2');
    const { manifest, kept } = packageSite({
      siteDir: second,
      toDir: to,
      basePath: '/artistseries',
      settings: {},
      previousDir: previous,
      now,
    });
    expect(kept).toEqual(['_next/static/chunks/old.js']);
    expect(existsSync(path.join(to, 'site', 'artistseries', '_next/static/chunks/old.js'))).toBe(
      true,
    );
    // The kept chunk's clock is not reset: it goes a week after the last build that used it.
    expect(manifest.chunks['_next/static/chunks/old.js']).toBe(
      new Date(now.getTime() - DAY).toISOString(),
    );
    expect(manifest.chunks['_next/static/chunks/new.js']).toBe(now.toISOString());
  });

  it("keeps the previous deploy's island chunks too: a page opened before the deploy imports them", () => {
    const now = new Date('2026-11-24T10:00:00Z');
    const first = fakeExport(path.join(work, 'out-1'), ['a.js'], '/artistseries', ['Old-1.js']);
    const previous = path.join(work, 'pkg-1');
    packageSite({ siteDir: first, toDir: previous, basePath: '/artistseries', settings: {}, now });
    const second = fakeExport(path.join(work, 'out-2'), ['a.js'], '/artistseries', ['New-2.js']);
    const to = path.join(work, 'pkg-2');
    const { kept } = packageSite({
      siteDir: second,
      toDir: to,
      basePath: '/artistseries',
      settings: {},
      previousDir: previous,
      now,
    });
    expect(kept).toEqual(['_islands/chunks/Old-1.js']);
    expect(existsSync(path.join(to, 'site', 'artistseries', '_islands/chunks/Old-1.js'))).toBe(
      true,
    );
  });
});

describe('keepTimesOfUnchanged', () => {
  const long = new Date('2026-01-01T00:00:00Z');
  it('gives a file with the same bytes the old time, and leaves changed and new files alone', () => {
    const before = path.join(work, 'before');
    const after = path.join(work, 'after');
    for (const [file, text] of [
      ['same.html', 'same'],
      ['edited.html', 'abcd'],
      ['grown.html', 'abc'],
    ] as const) {
      write(path.join(before, file), text);
      utimesSync(path.join(before, file), long, long);
    }
    write(path.join(after, 'same.html'), 'same');
    write(path.join(after, 'edited.html'), 'abce');
    write(path.join(after, 'grown.html'), 'abcd');
    write(path.join(after, 'new.html'), 'new');
    expect(keepTimesOfUnchanged(after, before)).toBe(1);
    const time = (file: string) => statSync(path.join(after, file)).mtime.getTime();
    expect(time('same.html')).toBe(long.getTime());
    for (const file of ['edited.html', 'grown.html', 'new.html'])
      expect(time(file)).toBeGreaterThan(long.getTime());
  });

  it('finds nothing unchanged in an empty previous package', () => {
    write(path.join(work, 'after', 'a.html'), 'a');
    mkdirSync(path.join(work, 'before'));
    expect(keepTimesOfUnchanged(path.join(work, 'after'), path.join(work, 'before'))).toBe(0);
  });
});

describe('chunksToKeep', () => {
  const now = new Date('2026-11-24T10:00:00Z');
  const at = (daysAgo: number) => new Date(now.getTime() - daysAgo * DAY).toISOString();
  const previous: Manifest = {
    basePath: '/artistseries',
    builtAt: at(1),
    chunks: {
      '_next/static/chunks/recent.js': at(1),
      '_next/static/chunks/edge.js': at(STALE_CHUNK_DAYS),
      '_next/static/chunks/stale.js': at(STALE_CHUNK_DAYS + 1),
      '_next/static/chunks/current.js': at(1),
    },
  };

  it('drops a chunk no build has used for more than the window', () => {
    const kept = chunksToKeep(previous, new Set(['_next/static/chunks/current.js']), now);
    expect(Object.keys(kept).sort()).toEqual([
      '_next/static/chunks/edge.js',
      '_next/static/chunks/recent.js',
    ]);
  });

  it('keeps nothing on a first deploy', () => {
    expect(chunksToKeep(undefined, new Set(), now)).toEqual({});
  });
});
