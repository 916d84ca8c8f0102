/**
 * nginx sends the package's precompressed copies (lib/build/precompress.ts) with brotli_static and
 * gzip_static (deploy/nginx.conf): the .br to a browser that accepts brotli, the .gz to one that
 * accepts only gzip, the file itself to one that accepts neither, each with the same type, caching
 * and Vary. The copies are the ones e2e-nginx/global-setup.ts wrote into the folder nginx serves.
 */
import { readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { expect, test } from '@playwright/test';
import { COMPRESSIBLE_EXTENSIONS, isCompressible } from '../lib/build/precompress';
import { filesWithExtension, SITE_DIR } from './support';

/** The folder nginx serves (a copy of the export with the compressed files beside it). */
function served(): string {
  const dir = process.env.NGINX_E2E_DIR;
  if (!dir) throw new Error('NGINX_E2E_DIR is not set: global-setup.ts did not run');
  return path.join(dir, 'site');
}

const size = (file: string) => statSync(path.join(served(), file)).size;

/** The first file above the threshold of each kind the export holds, by URL path. */
function samples(): string[] {
  const found = COMPRESSIBLE_EXTENSIONS.flatMap((extension) => {
    const file = filesWithExtension(extension.slice(1)).find((candidate) =>
      isCompressible(candidate, statSync(path.join(SITE_DIR, candidate)).size),
    );
    return file ? [file] : [];
  });
  // Pages, scripts, styles, calendars, the sitemap at least.
  for (const extension of ['html', 'js', 'css', 'ics', 'xml']) {
    expect(found.some((file) => file.endsWith(`.${extension}`))).toBe(true);
  }
  return found;
}

/** The URL of a file: index.html is asked for as its folder, as visitors do. */
const urlOf = (file: string) => file.replace(/(^|\/)index\.html$/, '$1');

test('every compressible file has a .br and a .gz that give back the file', () => {
  for (const file of samples()) {
    const original = readFileSync(path.join(served(), file));
    const br = readFileSync(path.join(served(), `${file}.br`));
    const gz = readFileSync(path.join(served(), `${file}.gz`));
    expect(brotliDecompressSync(br).equals(original), file).toBe(true);
    expect(gunzipSync(gz).equals(original), file).toBe(true);
    expect(br.length, file).toBeLessThan(original.length);
  }
});

test('brotli, gzip or neither: the matching copy, with the same type, caching and Vary', async ({
  playwright,
}) => {
  const contexts = Object.fromEntries(
    await Promise.all(
      (['br, gzip', 'gzip', 'identity'] as const).map(
        async (accept) =>
          [
            accept,
            await playwright.request.newContext({
              baseURL: test.info().project.use.baseURL,
              extraHTTPHeaders: { 'accept-encoding': accept },
            }),
          ] as const,
      ),
    ),
  );
  for (const file of samples()) {
    const [br, gzip, identity] = await Promise.all(
      (['br, gzip', 'gzip', 'identity'] as const).map((accept) =>
        contexts[accept]!.get(urlOf(file)),
      ),
    );
    if (!br || !gzip || !identity) throw new Error('no response');
    for (const response of [br, gzip, identity]) expect(response.status(), file).toBe(200);
    expect(br.headers()['content-encoding'], file).toBe('br');
    expect(gzip.headers()['content-encoding'], file).toBe('gzip');
    expect(identity.headers()['content-encoding'], file).toBeUndefined();
    // The copy on disk, not one compressed on the fly (which has no length ahead of time).
    expect(Number(br.headers()['content-length']), file).toBe(size(`${file}.br`));
    expect(Number(gzip.headers()['content-length']), file).toBe(size(`${file}.gz`));
    expect(Number(identity.headers()['content-length']), file).toBe(size(file));
    for (const response of [br, gzip]) {
      expect(response.headers()['vary'], file).toMatch(/Accept-Encoding/i);
      expect(response.headers()['content-type'], file).toBe(identity.headers()['content-type']);
      expect(response.headers()['cache-control'], file).toBe(identity.headers()['cache-control']);
      expect(response.headers()['content-security-policy'], file).toBe(
        identity.headers()['content-security-policy'],
      );
      expect((await response.body()).equals(await identity.body()), file).toBe(true);
    }
  }
  await Promise.all(Object.values(contexts).map((context) => context.dispose()));
});

test('images, fonts and Pagefind files are never compressed again', async ({ request }) => {
  const already = ['webp', 'avif', 'jpg', 'woff2', 'pf_fragment', 'pagefind'].flatMap((extension) =>
    filesWithExtension(extension).slice(0, 1),
  );
  expect(already.length).toBeGreaterThan(3);
  for (const file of already) {
    const response = await request.get(file, { headers: { 'accept-encoding': 'br, gzip' } });
    expect(response.status(), file).toBe(200);
    expect(response.headers()['content-encoding'], file).toBeUndefined();
    expect(() => statSync(path.join(served(), `${file}.br`)), file).toThrow();
    expect(() => statSync(path.join(served(), `${file}.gz`)), file).toThrow();
  }
});
