import { plainText } from './plain-text';

describe('plainText', () => {
  it('drops tags and decodes entities', () => {
    expect(plainText('<p>Rock &amp; <strong>roll</strong></p>\n<p>tonight</p>')).toBe(
      'Rock & roll tonight',
    );
  });

  it('cuts long text at a word boundary with an ellipsis', () => {
    const result = plainText(`<p>${'word '.repeat(60)}</p>`, 40);
    expect(result.length).toBeLessThanOrEqual(40);
    expect(result.endsWith('word…')).toBe(true);
  });
});
