/** @jest-environment node */
import { attributeValue } from './exported-html';

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
