/** @jest-environment node */
// The old addresses' redirects (lib/site/old-addresses.ts) as each host reads them: nginx's
// location (a PCRE regex and a return with its captures) and the _redirects file of Cloudflare
// Pages and Netlify (a placeholder matches one segment, a splat the rest). Real nginx answers them
// in e2e-nginx/old-addresses.e2e.ts.
import { movedProgramPages } from '../lib/site/old-addresses';
import { nginxLocations, redirectsFile } from './targets';

const BASE = '/artistseries';
const OLD = movedProgramPages('the_quartet', 'The Quartet').map((page) => ({
  from: `${BASE}${page.from}`,
  to: `${BASE}${page.to}`,
}));

/** Where nginx's generated locations send a path: the first regex location that matches. */
function nginxAnswer(uri: string): string | undefined {
  const config = nginxLocations({ basePath: BASE });
  const blocks = [...config.matchAll(/location ~ (\S+) \{\n([\s\S]*?)\n\}/g)];
  for (const [, pattern = '', body = ''] of blocks) {
    const match = new RegExp(pattern).exec(uri);
    if (!match) continue;
    const target = /return 301 (\S+);/.exec(body)?.[1];
    if (!target) return 'served';
    return target
      .replace(/\$(\d)/g, (_, index: string) => match[Number(index)] ?? '')
      .replace('$is_args$args', '');
  }
  return 'served';
}

/** Where a _redirects file sends a path, read as both hosts document: first matching line wins. */
function redirectsAnswer(text: string, uri: string): { to: string; status: string } | undefined {
  for (const line of text.split('\n')) {
    if (!line.trim() || line.startsWith('#')) continue;
    const [from = '', to = '', status = ''] = line.split(/\s+/);
    const source = from
      .split('*')
      .map((part) => part.replace(/[.+?^${}()|[\]\\]/g, '\\$&').replace(/:(\w+)/g, '(?<$1>[^/]+)'))
      .join('(?<splat>.*)');
    const match = new RegExp(`^${source}$`).exec(uri);
    if (!match) continue;
    const groups = match.groups ?? {};
    return { to: to.replace(/:(\w+)/g, (_, name: string) => groups[name] ?? ''), status };
  }
  return undefined;
}

describe('nginx', () => {
  it.each(OLD)('redirects $from to $to', ({ from, to }) => {
    expect(nginxAnswer(from)).toBe(to);
  });

  it('redirects the old folder without its slash, and the QR code file, to the new folder', () => {
    expect(nginxAnswer(`${BASE}/shows/the_quartet/programme`)).toBe(
      `${BASE}/shows/the_quartet/program`,
    );
    expect(nginxAnswer(`${BASE}/shows/the_quartet/programme/qr.svg`)).toBe(
      `${BASE}/shows/the_quartet/program/qr.svg`,
    );
  });

  it('serves the new addresses, and leaves a name that only starts like the old folder', () => {
    expect(nginxAnswer(`${BASE}/shows/the_quartet/program/`)).toBe('served');
    expect(nginxAnswer(`${BASE}/shows/the_quartet/programmes/`)).toBe('served');
    expect(nginxAnswer(`${BASE}/shows/the_quartet/programme/index.html`)).toBe(
      `${BASE}/shows/the_quartet/program/index.html`,
    );
  });
});

describe.each(['cloudflare', 'netlify'] as const)('the %s _redirects file', (host) => {
  const text = redirectsFile({ basePath: BASE, host });
  const status = host === 'netlify' ? '301!' : '301';

  it.each(OLD)('redirects $from to $to', ({ from, to }) => {
    expect(redirectsAnswer(text, from)).toEqual({ to, status });
  });

  it('redirects the old folder without its slash to the new folder', () => {
    expect(redirectsAnswer(text, `${BASE}/shows/the_quartet/programme`)).toEqual({
      to: `${BASE}/shows/the_quartet/program/`,
      status,
    });
  });

  it('leaves the new addresses alone', () => {
    expect(redirectsAnswer(text, `${BASE}/shows/the_quartet/program/`)).toBeUndefined();
  });
});

describe('a site at the host root', () => {
  it('redirects without a base path', () => {
    const text = redirectsFile({ basePath: '', host: 'cloudflare' });
    expect(redirectsAnswer(text, '/shows/q/programme/card/')).toEqual({
      to: '/shows/q/program/card/',
      status: '301',
    });
  });
});
