/** @jest-environment node */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { readSiteSettings } from './csp-policy';
import { renderSite, renderSnippets } from './nginx-config';
import { NGINX_SNIPPETS } from './targets';

function withoutComments(text: string): string {
  return text
    .split('\n')
    .map((line) => line.replace(/#.*/, '').trim())
    .join('\n');
}

const conf = withoutComments(readFileSync(path.join(__dirname, 'nginx.conf'), 'utf8'));
const locationsFile = withoutComments(
  readFileSync(path.join(__dirname, 'snippets', NGINX_SNIPPETS.locations), 'utf8'),
);
const directives = `${conf}\n${locationsFile}`;

/** Each location's own directives (nested locations cut out), with its header line. */
function locations(text: string): { head: string; body: string }[] {
  const found: { head: string; body: string }[] = [];
  const pattern = /location\s+([^{]+)\{/g;
  for (const match of text.matchAll(pattern)) {
    let depth = 1;
    let own = '';
    for (let i = (match.index ?? 0) + match[0].length; i < text.length && depth > 0; i += 1) {
      const char = text[i];
      if (char === '{') depth += 1;
      else if (char === '}') depth -= 1;
      else if (depth === 1) own += char;
    }
    found.push({ head: (match[1] ?? '').trim(), body: own });
  }
  return found;
}

describe('deploy/nginx.conf', () => {
  it('includes the generated locations in its server block', () => {
    expect(conf).toContain(`include snippets/${NGINX_SNIPPETS.locations};`);
  });

  it('has the snippets deploy/headers.ts generates committed (run `tsx deploy/nginx-config.ts --write`)', () => {
    for (const [name, text] of Object.entries(renderSnippets(readSiteSettings({ env: {} })))) {
      expect({ name, text: readFileSync(path.join(__dirname, 'snippets', name), 'utf8') }).toEqual({
        name,
        text,
      });
    }
  });

  it('includes a policy snippet in every location that sets a header of its own', () => {
    // nginx drops inherited add_header lines in a location with its own: the classic pitfall.
    const withHeaders = locations(directives).filter(({ body }) => body.includes('add_header'));
    expect(withHeaders.length).toBeGreaterThanOrEqual(5);
    const policy = new RegExp(
      `include snippets/(?:${NGINX_SNIPPETS.site}|${NGINX_SNIPPETS.admin}|${NGINX_SNIPPETS.search}|${NGINX_SNIPPETS.embed});`.replaceAll(
        '.',
        '\\.',
      ),
    );
    for (const { head, body } of withHeaders) {
      expect({ head, included: policy.test(body) }).toEqual({ head, included: true });
    }
  });

  it('gives the editor folder the admin policy and no other location', () => {
    const byHead = new Map(locations(directives).map(({ head, body }) => [head, body]));
    expect(byHead.get('^~ /artistseries/admin/')).toContain(
      `include snippets/${NGINX_SNIPPETS.admin};`,
    );
    const admins = locations(directives).filter(({ body }) => body.includes(NGINX_SNIPPETS.admin));
    expect(admins.map(({ head }) => head)).toEqual(['^~ /artistseries/admin/']);
  });

  it('caches _next/static for a year as immutable and revalidates pages and payloads', () => {
    const byHead = new Map(locations(directives).map(({ head, body }) => [head, body]));
    expect(byHead.get('^~ /artistseries/_next/static/')).toContain(
      'add_header Cache-Control "public, max-age=31536000, immutable" always;',
    );
    expect(byHead.get('~ ^/artistseries/.*\\.(?:html|txt)$')).toContain(
      'add_header Cache-Control "no-cache" always;',
    );
  });

  it('names the types Debian’s mime.types lacks or older ones lack: ics, avif, webp', () => {
    expect(directives).toMatch(/types \{ text\/calendar ics; \}/);
    expect(directives).toMatch(/image\/avif avif;/);
    expect(directives).toMatch(/image\/webp webp;/);
  });

  it('serves the exported 404 page for unknown paths and compresses the text types', () => {
    expect(directives).toContain('error_page 404 /artistseries/404.html;');
    const gzipTypes = /gzip_types([^;]+);/.exec(directives)?.[1]?.split(/\s+/) ?? [];
    expect(gzipTypes).toEqual(
      expect.arrayContaining([
        'text/plain',
        'text/css',
        'text/calendar',
        'application/javascript',
        'application/xml',
        'image/svg+xml',
      ]),
    );
  });

  it('sends the precompressed .br and .gz files where they exist', () => {
    expect(directives).toMatch(/^\s*brotli_static on;/m);
    expect(directives).toMatch(/^\s*gzip_static on;/m);
  });

  it('fills in both placeholders and leaves none behind', () => {
    const site = renderSite({ listen: '127.0.0.1:8080', docroot: '/srv/www' });
    expect(site).toContain('listen 127.0.0.1:8080;');
    expect(site).toContain('root /srv/www;');
    expect(
      site
        .split('\n')
        .filter((line) => !line.trim().startsWith('#'))
        .join('\n'),
    ).not.toMatch(/__[A-Z]+__/);
  });
});
