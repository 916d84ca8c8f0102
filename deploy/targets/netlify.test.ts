/** @jest-environment node */
// The generated file, read back the way Netlify reads it, must give every address
// exactly the headers deploy/headers.ts says (and so the ones real nginx sends:
// e2e-nginx/headers.e2e.ts).
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

import { parseAllHeaders, type Header } from '@netlify/headers-parser';

import { adminHeaderPolicy, headerPolicy } from '../csp-policy';
import { headersFor } from '../headers';
import { headersFile } from './cloudflare-pages';
import { NETLIFY_DROPPABLE, netlifyHeadersFile } from './netlify';
import { lowerCased, sampleFiles, samplePaths, variants } from './test-addresses';

// ---------------------------------------------------------------------------------------------
// Netlify (docs.netlify.com/manage/routing/headers/) documents the layout (a path line, indented
// `Name: value` lines, `#` comments) but no detach syntax, and not what happens when several rules
// set one header. The file is read here by Netlify's own parser, @netlify/headers-parser (its
// build and CLI use it), which settles the rest: a line without a colon (Cloudflare's `! Name`) is
// dropped, a header repeated in one block is joined with a comma, and a pattern matches whatever
// the case and with or without a trailing slash. Of several matching rules, `netlify dev` sends the
// last one's value of a header (headersForPath), and so does this reading. deploy/README.md says
// how to check a real deploy.

async function parseNetlifyFile(text: string): Promise<Header[]> {
  const file = path.join(mkdtempSync(path.join(tmpdir(), 'netlify-headers-')), '_headers');
  writeFileSync(file, text);
  const { headers, errors } = await parseAllHeaders({
    headersFiles: [file],
    configHeaders: [],
    minimal: false,
  });
  if (errors.length > 0) throw errors[0];
  return headers.map((header) => {
    if (!('forRegExp' in header)) throw new Error(`no pattern for ${header.for}`);
    return header;
  });
}

/** Header (lower case) → the value Netlify sends: the last matching rule's. */
function netlifyHeaders(rules: Header[], urlPath: string): Record<string, string> {
  const sent: Record<string, string> = {};
  for (const rule of rules) {
    if (!rule.forRegExp.test(urlPath)) continue;
    for (const [name, value] of Object.entries(rule.values)) sent[name.toLowerCase()] = value;
  }
  return sent;
}

describe.each(variants)('the Netlify _headers file $label', ({ basePath, settings }) => {
  let rules: Header[] = [];
  beforeAll(async () => {
    rules = await parseNetlifyFile(
      netlifyHeadersFile({ basePath, settings, files: sampleFiles(basePath) }),
    );
  });

  it.each(samplePaths(basePath))('gives %s exactly one Content-Security-Policy', (urlPath) => {
    const policies = [
      headerPolicy(settings),
      headerPolicy({ ...settings, embed: true }),
      adminHeaderPolicy(),
    ];
    expect(policies).toContain(netlifyHeaders(rules, urlPath)['content-security-policy']);
  });

  it.each(samplePaths(basePath))(
    'gives %s the headers nginx sends, but those it cannot lift for the embeds',
    (urlPath) => {
      const dropped = NETLIFY_DROPPABLE.map((name) => name.toLowerCase());
      const expected = Object.fromEntries(
        Object.entries(lowerCased(headersFor(urlPath, { basePath, settings }))).filter(
          ([name]) => !dropped.includes(name),
        ),
      );
      expect(netlifyHeaders(rules, urlPath)).toEqual(expected);
    },
  );

  it('leaves a page that no site may frame saying so with frame-ancestors', () => {
    const headers = netlifyHeaders(rules, `${basePath}/faq/`);
    expect(headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(netlifyHeaders(rules, `${basePath}/embed/free/`)['content-security-policy']).toMatch(
      /frame-ancestors \*$/,
    );
  });
});

describe('the Netlify reading', () => {
  it("gives addresses other headers than nginx's when handed the Cloudflare Pages file", async () => {
    const basePath = '/artistseries';
    const rules = await parseNetlifyFile(headersFile({ basePath }));
    const differing = samplePaths(basePath).filter(
      (urlPath) =>
        JSON.stringify(netlifyHeaders(rules, urlPath)) !==
        JSON.stringify(lowerCased(headersFor(urlPath, { basePath }))),
    );
    expect(differing).toContain('/artistseries/logos/series.svg');
  });

  it('drops a detach line, matches without the trailing slash and lets the last rule win', async () => {
    const rules = await parseNetlifyFile(
      '/*\n  X-Robots-Tag: noindex\n/static/*/\n  ! X-Robots-Tag\n  X-Robots-Tag: nosnippet\n',
    );
    expect(netlifyHeaders(rules, '/static/a.css')).toEqual({ 'x-robots-tag': 'nosnippet' });
    expect(netlifyHeaders(rules, '/other.css')).toEqual({ 'x-robots-tag': 'noindex' });
  });

  it("refuses a file whose extension differs only in case from another rule's", () => {
    // nginx gives POSTER.HTML the other files' day; Netlify would match it with *.html.
    expect(() =>
      netlifyHeadersFile({ basePath: '/artistseries', files: ['faq/index.html', 'POSTER.HTML'] }),
    ).toThrow(/two rules/);
  });

  it('refuses an export file without an extension, which Netlify would take for a folder', () => {
    expect(() => netlifyHeadersFile({ basePath: '/artistseries', files: ['CNAME'] })).toThrow(
      /no extension/,
    );
  });
});
