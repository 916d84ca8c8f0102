import { htmlToPlainText, plainTextSummary as plainText } from './plain-text';

describe('htmlToPlainText', () => {
  it('turns HTML into plain text with line breaks and decoded entities', () => {
    expect(
      htmlToPlainText('<p>Caf&eacute;&#233; &ldquo;hi&rdquo;<br>next</p><ul><li>a</li></ul>'),
    ).toBe('Caféé “hi”\nnext\n\n• a');
  });

  it('decodes every named entity, not only a short list', () => {
    expect(htmlToPlainText('<p>Dvo&rcaron;&aacute;k &frac12; &euro;5 &amp; &lt;more&gt;</p>')).toBe(
      'Dvořák ½ €5 & <more>',
    );
  });

  it('puts each list item on its own line, numbered in an ordered list', () => {
    expect(
      htmlToPlainText('<ul><li>one</li><li>two</li></ul><ol><li>first</li><li>then</li></ol>'),
    ).toBe('• one\n• two\n\n1. first\n2. then');
  });

  it('keeps the words of links, headings and quotations as written, and no markup', () => {
    expect(
      htmlToPlainText(
        '<h3>Before the show</h3><p>See <a href="https://example.com/x">the guide</a>.</p><blockquote><p>Bravo</p></blockquote>',
      ),
    ).toBe('Before the show\n\nSee the guide.\n\nBravo');
  });

  it('collapses spaces and leaves nothing for empty HTML', () => {
    expect(htmlToPlainText('<p>  a \n  b&nbsp;&nbsp;c </p>')).toBe('a b c');
    expect(htmlToPlainText('')).toBe('');
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
