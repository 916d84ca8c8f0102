import { htmlToPlainText, plainTextSummary as plainText } from './plain-text';

describe('htmlToPlainText', () => {
  it('turns HTML into plain text with line breaks and decoded entities', () => {
    expect(
      htmlToPlainText('<p>Caf&eacute;&#233; &ldquo;hi&rdquo;<br>next</p><ul><li>a</li></ul>'),
    ).toBe('Caf&eacute;é “hi”\nnext\n\n• a');
  });
});

describe('plainTextSummary', () => {
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
