/** @jest-environment node */
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

import { attributeValue, htmlFiles } from './exported-html';

describe('htmlFiles', () => {
  it("lists the site's pages but not the editor's page, which the post-build steps must not touch", async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'exported-html-'));
    for (const file of [
      'index.html',
      'faq/index.html',
      'admin/index.html',
      'administration/index.html',
    ]) {
      mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
      writeFileSync(path.join(dir, file), '<!doctype html>');
    }
    const found = (await htmlFiles(dir)).map((file) => path.relative(dir, file));
    expect(found).toEqual(['administration/index.html', 'faq/index.html', 'index.html']);
  });
});

describe('attributeValue', () => {
  const attrs = ' src="/a.js" type=\'module\' data-x=plain async nomodule=""';

  it('reads double-quoted, single-quoted and unquoted values', () => {
    expect(attributeValue(attrs, 'src')).toBe('/a.js');
    expect(attributeValue(attrs, 'type')).toBe('module');
    expect(attributeValue(attrs, 'data-x')).toBe('plain');
  });

  it("gives '' for a bare or empty attribute and null for a missing one, case-insensitively", () => {
    expect(attributeValue(attrs, 'async')).toBe('');
    expect(attributeValue(attrs, 'noModule')).toBe('');
    expect(attributeValue(attrs, 'defer')).toBeNull();
  });

  it('does not mistake a longer name or a data- attribute for the one asked for', () => {
    expect(attributeValue(' srcset="a.avif" data-async', 'src')).toBeNull();
    expect(attributeValue(' srcset="a.avif" data-async', 'async')).toBeNull();
  });
});
