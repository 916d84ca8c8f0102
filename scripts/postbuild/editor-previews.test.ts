/** @jest-environment node */
import { linkedStylesheets, relativeUrls, stylesheetOrder } from './editor-previews';

describe("the preview's stylesheet order", () => {
  it('is empty for no pages, and a page’s own order for one', () => {
    expect(stylesheetOrder([])).toEqual([]);
    expect(stylesheetOrder([['a.css', 'b.css']])).toEqual(['a.css', 'b.css']);
  });

  it('takes each sheet once, the pages’ shared ones where they link them', () => {
    expect(
      stylesheetOrder([
        ['layout.css', 'home.css'],
        ['layout.css', 'show.css', 'home.css'],
      ]),
    ).toEqual(['layout.css', 'show.css', 'home.css']);
  });

  it('puts a sheet a page links first before the others', () => {
    expect(stylesheetOrder([['b.css'], ['a.css', 'b.css']])).toEqual(['a.css', 'b.css']);
  });
});

describe("a page's stylesheets", () => {
  it('are its stylesheet links in order, not its preloads or icons', () => {
    const html =
      '<!DOCTYPE html><html><head><link rel="preload" href="/p/x.css" as="style"/>' +
      '<link rel="stylesheet" href="/p/a.css"/><link rel="icon" href="/p/i.svg"/>' +
      '<link rel="Stylesheet" href="/p/b.css" data-precedence="next"/></head><body></body></html>';
    expect(linkedStylesheets(html)).toEqual(['/p/a.css', '/p/b.css']);
  });
});

describe('relative url() in a stylesheet', () => {
  it('is found, and data:, absolute and same-document addresses are not', () => {
    const css =
      '.a{background:url(../media/x.woff2)}.b{background:url("data:image/png;base64,AA")}' +
      ".c{background:url('/artistseries/x.svg')}.d{background:url(https://example.com/y.png)}" +
      '.e{mask:url(#m)}.f{src:url( "fonts/z.woff2" )}';
    expect(relativeUrls(css)).toEqual(['../media/x.woff2', 'fonts/z.woff2']);
  });
});
