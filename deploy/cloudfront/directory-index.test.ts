/** @jest-environment node */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import vm from 'node:vm';

interface CfRequest {
  uri: string;
  querystring: Record<string, { value: string; multiValue?: { value: string }[] }>;
}
type CfResult = CfRequest | { statusCode: number; headers: Record<string, { value: string }> };

// Run as CloudFront does: a plain script whose global handler() is called, no modules.
const handler = vm.runInNewContext(
  `${readFileSync(path.join(__dirname, 'directory-index.js'), 'utf8')}\n;handler`,
) as (event: { request: CfRequest }) => CfResult;

function run(uri: string, querystring: CfRequest['querystring'] = {}): CfResult {
  return handler({ request: { uri, querystring } });
}

describe('the CloudFront directory-index function', () => {
  it('serves a folder address from its index.html', () => {
    expect(run('/artistseries/faq/')).toMatchObject({ uri: '/artistseries/faq/index.html' });
    expect(run('/artistseries/')).toMatchObject({ uri: '/artistseries/index.html' });
  });

  it('leaves a file address alone', () => {
    expect(run('/artistseries/_next/static/chunks/a1.js')).toMatchObject({
      uri: '/artistseries/_next/static/chunks/a1.js',
    });
  });

  it('redirects a folder address without its slash to the slash, keeping the query', () => {
    expect(run('/artistseries/faq', { utm_source: { value: 'mail' } })).toEqual({
      statusCode: 301,
      statusDescription: 'Moved Permanently',
      headers: { location: { value: '/artistseries/faq/?utm_source=mail' } },
    });
  });

  it('keeps every value of a repeated query parameter in the redirect', () => {
    const result = run('/artistseries/shows', {
      tag: { value: 'a', multiValue: [{ value: 'a' }, { value: 'b' }] },
    });
    expect(result).toMatchObject({
      headers: { location: { value: '/artistseries/shows/?tag=a&tag=b' } },
    });
  });

  it('redirects the old addresses of a show’s program to the new ones, keeping the query', () => {
    const location = (uri: string, querystring: CfRequest['querystring'] = {}) =>
      (run(uri, querystring) as { headers: Record<string, { value: string }> }).headers.location
        ?.value;
    expect(location('/artistseries/shows/q/programme/')).toBe('/artistseries/shows/q/program/');
    expect(location('/artistseries/shows/q/programme')).toBe('/artistseries/shows/q/program/');
    expect(location('/artistseries/shows/q/programme/large-print/')).toBe(
      '/artistseries/shows/q/program/large-print/',
    );
    expect(location('/artistseries/shows/q/programme/card/', { from: { value: 'qr' } })).toBe(
      '/artistseries/shows/q/program/card/?from=qr',
    );
    expect(location('/artistseries/shows/q/programme/qr.svg')).toBe(
      '/artistseries/shows/q/program/qr.svg',
    );
  });

  it('leaves the new program addresses, and a show named like the old folder, alone', () => {
    expect(run('/artistseries/shows/q/program/')).toMatchObject({
      uri: '/artistseries/shows/q/program/index.html',
    });
    expect(run('/artistseries/shows/programme/')).toMatchObject({
      uri: '/artistseries/shows/programme/index.html',
    });
    expect(run('/artistseries/shows/q/programmes/')).toMatchObject({
      uri: '/artistseries/shows/q/programmes/index.html',
    });
  });
});
