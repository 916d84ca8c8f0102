/** @jest-environment node */
import { describeJsonError, lineAndColumn } from './read';
import { loadContent } from './load';
import { validFiles, writeContent } from '../../test/support/content-folder';

function parseError(text: string): string {
  try {
    JSON.parse(text);
  } catch (error) {
    return describeJsonError(text, error);
  }
  throw new Error('expected invalid JSON');
}

describe('lineAndColumn', () => {
  it('counts lines and columns from 1', () => {
    expect(lineAndColumn('ab\ncd', 0)).toEqual({ line: 1, column: 1 });
    expect(lineAndColumn('ab\ncd', 4)).toEqual({ line: 2, column: 2 });
  });
});

describe('describeJsonError', () => {
  it('gives the line and column of a trailing comma', () => {
    // The closing brace on line 3 is where a property name was expected.
    expect(parseError('{\n  "a": 1,\n}')).toMatch(/^is not valid JSON: line 3, column 1: /);
  });

  it('gives the line and column of a missing comma', () => {
    expect(parseError('{\n  "a": 1\n  "b": 2\n}')).toMatch(
      /^is not valid JSON: line 3, column 3: /,
    );
  });

  it('points at the end of a file cut short', () => {
    expect(parseError('[\n  1,')).toMatch(/^is not valid JSON: line 2, column 5: /);
  });

  it('points at the bracket after a trailing comma in a list, on one line', () => {
    const message = parseError('[\n  {"question": "a"},\n]\n');
    expect(message).toBe('is not valid JSON: line 3, column 1: value expected');
  });

  it('rejects comments, which JSON does not have', () => {
    expect(parseError('{\n  // note\n  "a": 1\n}')).toMatch(
      /^is not valid JSON: line 2, column 3: /,
    );
  });
});

describe('the loader points at JSON syntax errors', () => {
  it('gives the line and column of a trailing comma', () => {
    const files = validFiles();
    delete files['shows/b_concert.json'];
    const text = '{\n  "title": "Oops",\n  "date": "2026-12-12T19:30",\n}\n';
    const dir = writeContent(files, { 'shows/b_concert.json': text });
    expect(() => loadContent(dir, { analyticsId: '' })).toThrow(
      /content\/shows\/b_concert\.json: is not valid JSON: line 4, column 1: /,
    );
  });

  it('points at the end of a file cut short', () => {
    const files = validFiles();
    delete files['faq.json'];
    // The second line is 23 characters long, so the input ends at its column 24.
    const dir = writeContent(files, { 'faq.json': '[\n  { "question": "Why?",' });
    expect(() => loadContent(dir, { analyticsId: '' })).toThrow(
      /content\/faq\.json: is not valid JSON: line 2, column 24: /,
    );
  });

  it('accepts a file that starts with a byte-order mark', () => {
    const files = validFiles();
    const faq = files['faq.json'];
    delete files['faq.json'];
    const dir = writeContent(files, { 'faq.json': `\uFEFF${JSON.stringify(faq, null, 4)}` });
    expect(loadContent(dir, { analyticsId: '' }).faq).toHaveLength((faq as unknown[]).length);
  });
});

describe('the loader names a file that is not JSON', () => {
  it('invalid JSON, naming the file', () => {
    const files = validFiles();
    delete files['shows/b_concert.json'];
    const dir = writeContent(files, { 'shows/b_concert.json': '{ "title": "Oops", }' });
    expect(() => loadContent(dir, { analyticsId: '' })).toThrow(
      /content\/shows\/b_concert\.json: is not valid JSON/,
    );
  });
});
