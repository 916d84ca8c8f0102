import { describeJsonError, lineAndColumn } from './read';

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
