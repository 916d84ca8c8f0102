/** @jest-environment node */
// The generated file, read back the way Cloudflare Pages reads it, must give every address
// exactly the headers deploy/headers.ts says (and so the ones real nginx sends:
// e2e-nginx/headers.e2e.ts).
import { headersFor } from '../headers';
import { headersFile } from './cloudflare-pages';
import { lowerCased, samplePaths, variants } from './test-addresses';

// ---------------------------------------------------------------------------------------------
// Cloudflare Pages' documented _headers rules (developers.cloudflare.com/pages/configuration/
// headers/): a block is a URL pattern line and indented `Name: value` lines; `! Name` detaches a
// header a wider rule attached; a splat `*` matches any characters (one per pattern), `:name`
// any characters but '/'; every matching rule applies, in file order, and a header attached by
// several is sent with their values joined by a comma.

interface HeadersBlock {
  pattern: string;
  set: [string, string][];
  unset: string[];
}

function parseHeadersFile(text: string): HeadersBlock[] {
  const blocks: HeadersBlock[] = [];
  for (const raw of text.split('\n')) {
    if (raw.trim() === '' || raw.trim().startsWith('#')) continue;
    if (!/^\s/.test(raw)) {
      blocks.push({ pattern: raw.trim(), set: [], unset: [] });
      continue;
    }
    const block = blocks.at(-1);
    if (!block) throw new Error(`header line before any URL pattern: ${raw}`);
    const line = raw.trim();
    if (line.startsWith('!')) {
      block.unset.push(line.slice(1).trim());
    } else {
      const colon = line.indexOf(':');
      if (colon <= 0) throw new Error(`not a header line: ${raw}`);
      block.set.push([line.slice(0, colon).trim(), line.slice(colon + 1).trim()]);
    }
  }
  return blocks;
}

function patternRegExp(pattern: string): RegExp {
  if ((pattern.match(/\*/g) ?? []).length > 1) throw new Error(`two splats in ${pattern}`);
  const source = pattern
    .split('*')
    .map((part) =>
      part.replace(/[-/\\^$+?.()|[\]{}]/g, '\\$&').replace(/:([A-Za-z]\w*)/g, '(?<$1>[^/]+)'),
    )
    .join('(?<splat>.*)');
  return new RegExp(`^${source}$`);
}

/** Header (lower case) → the values a browser receives, in order. */
function cloudflareHeaders(blocks: HeadersBlock[], urlPath: string): Map<string, string[]> {
  const sent = new Map<string, string[]>();
  for (const block of blocks) {
    if (!patternRegExp(block.pattern).test(urlPath)) continue;
    for (const name of block.unset) sent.delete(name.toLowerCase());
    for (const [name, value] of block.set) {
      const key = name.toLowerCase();
      sent.set(key, [...(sent.get(key) ?? []), value]);
    }
  }
  return sent;
}

function joined(sent: Map<string, string[]>): Record<string, string> {
  return Object.fromEntries([...sent].map(([name, values]) => [name, values.join(', ')]));
}

describe.each(variants)('the _headers file $label', ({ basePath, settings }) => {
  const blocks = parseHeadersFile(headersFile({ basePath, settings }));

  it.each(samplePaths(basePath))('gives %s exactly one Content-Security-Policy', (urlPath) => {
    expect(cloudflareHeaders(blocks, urlPath).get('content-security-policy')).toHaveLength(1);
  });

  it.each(samplePaths(basePath))('gives %s the headers nginx sends', (urlPath) => {
    expect(joined(cloudflareHeaders(blocks, urlPath))).toEqual(
      lowerCased(headersFor(urlPath, { basePath, settings })),
    );
  });
});

describe('the reading of _headers', () => {
  it('sends both policies on /admin/ when the detach line is missing, as Cloudflare would', () => {
    const text = headersFile({ basePath: '/artistseries' }).replace(/^\s+! .*\n/gm, '');
    const sent = cloudflareHeaders(parseHeadersFile(text), '/artistseries/admin/');
    expect(sent.get('content-security-policy')).toHaveLength(2);
  });

  it('matches a splat across folders and a placeholder within one, as documented', () => {
    expect(patternRegExp('/static/*').test('/static/a/b.css')).toBe(true);
    expect(patternRegExp('/movies/:title').test('/movies/up')).toBe(true);
    expect(patternRegExp('/movies/:title').test('/movies/up/cast')).toBe(false);
    expect(patternRegExp('/*.jpg').test('/a/b.jpg')).toBe(true);
    expect(patternRegExp('/*.jpg').test('/a/b.jpeg')).toBe(false);
  });

  it('joins a header two matching rules attach, and a detach removes the first', () => {
    const blocks = parseHeadersFile(
      '/*\n  X-Robots-Tag: noindex\n/static/*\n  X-Robots-Tag: nosnippet\n',
    );
    expect(joined(cloudflareHeaders(blocks, '/static/a.css'))).toEqual({
      'x-robots-tag': 'noindex, nosnippet',
    });
    const detached = parseHeadersFile(
      '/*\n  X-Robots-Tag: noindex\n/static/*\n  ! X-Robots-Tag\n  X-Robots-Tag: nosnippet\n',
    );
    expect(joined(cloudflareHeaders(detached, '/static/a.css'))).toEqual({
      'x-robots-tag': 'nosnippet',
    });
  });
});
