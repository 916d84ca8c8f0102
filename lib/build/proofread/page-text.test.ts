/** @jest-environment node */
import { pageText } from './page-text';

const page = (head: string, body: string) =>
  `<!DOCTYPE html><html lang="en"><head>${head}</head><body>${body}</body></html>`;

describe('pageText', () => {
  it('reads the title and the body’s text, a space between elements', () => {
    expect(pageText(page('<title>The Quartet</title>', '<h2>Quartet</h2><p>Saturday</p>'))).toEqual(
      {
        title: 'The Quartet',
        text: 'Quartet Saturday',
        phases: [],
      },
    );
  });

  it('keeps a word whole across an entity and a React text marker', () => {
    expect(pageText(page('', '<p>world&#x27;s <!-- -->stages</p>')).text).toBe("world's stages");
  });

  it('keeps a word whole across a word-break opportunity, as the screen draws it', () => {
    expect(
      pageText(page('', '<p>Or type: <span>https://<wbr/>www<wbr/>.example<wbr/>.edu/</span></p>'))
        .text,
    ).toBe('Or type: https://www.example.edu/');
  });

  it('keeps what is hidden hidden across a word-break opportunity', () => {
    expect(pageText(page('', '<p>a<span hidden>b<wbr/>c</span>d</p>')).text).toBe('a d');
  });

  it('leaves out scripts, styles, code, hidden and aria-hidden parts, and svg titles', () => {
    const body =
      '<script>qqq</script><style>p{}</style><p hidden>gone</p><span aria-hidden="true">calendar_month</span>' +
      '<p>Columns: <code>work_id</code></p><svg><title>chart</title><text>1 shows</text></svg>';
    expect(pageText(page('<title>T</title>', body))).toEqual({
      title: 'T',
      text: 'Columns:',
      phases: [],
    });
  });

  it('reads an image’s alternative text', () => {
    expect(pageText(page('', '<p>Poster<img src="a.jpg" alt="A red sun">here</p>')).text).toBe(
      'Poster A red sun here',
    );
  });

  it('lists the visible ticket blocks with the phases each serves, not the hidden ones', () => {
    const body =
      '<div data-phase="beforeSale onSale">Buy</div><div data-phase="over" hidden>Over</div>';
    expect(pageText(page('', body)).phases).toEqual([['beforeSale', 'onSale']]);
  });
});
