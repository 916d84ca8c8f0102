/** @jest-environment node */
import { sanitizeHtmlWithReport } from './sanitize';

function sanitizeHtml(html: string): string {
  return sanitizeHtmlWithReport(html).html;
}

describe("the sanitiser's output", () => {
  it('keeps the allowed formatting tags', () => {
    const html =
      '<h3>Cast</h3><p>A <strong>bold</strong>, <em>lively</em> <u>show</u>.<br></p>' +
      '<ul><li>One</li></ul><ol><li>Two</li></ol><blockquote>Quote</blockquote><h4>Note</h4>';
    expect(sanitizeHtml(html)).toBe(
      '<h3>Cast</h3><p>A <strong>bold</strong>, <em>lively</em> <u>show</u>.<br /></p>' +
        '<ul><li>One</li></ul><ol><li>Two</li></ol><blockquote>Quote</blockquote><h4>Note</h4>',
    );
  });

  it('removes script elements together with their code', () => {
    const out = sanitizeHtml('<p>Hi</p><script>alert(1)</script>');
    expect(out).toBe('<p>Hi</p>');
  });

  it('removes style and iframe elements', () => {
    const out = sanitizeHtml(
      '<style>body{display:none}</style><iframe src="https://evil.example.com"></iframe><p>ok</p>',
    );
    expect(out).toBe('<p>ok</p>');
  });

  it('drops event-handler attributes', () => {
    const out = sanitizeHtml(
      '<p onclick="steal()">Click <a href="https://a.example.com" onmouseover="x()">me</a></p>',
    );
    expect(out).not.toMatch(/onclick|onmouseover|steal|x\(\)/);
    expect(out).toBe('<p>Click <a href="https://a.example.com">me</a></p>');
  });

  it('drops javascript: links, however they are disguised', () => {
    for (const href of [
      'javascript:alert(1)',
      'JaVaScRiPt:alert(1)',
      'jav&#x09;ascript:alert(1)',
      ' javascript:alert(1)',
    ]) {
      const out = sanitizeHtml(`<a href="${href}">x</a>`);
      expect(out).not.toMatch(/javascript/i);
      expect(out).toBe('<a>x</a>');
    }
  });

  it('never lets an image with onerror through', () => {
    const out = sanitizeHtml('<p>a<img src="x" onerror="alert(1)">b</p>');
    expect(out).toBe('<p>ab</p>');
  });

  it('keeps http, https, mailto and tel links', () => {
    for (const href of [
      'http://a.example.com/',
      'https://a.example.com/x?y=1',
      'mailto:box@example.edu',
      'tel:+17165550100',
    ]) {
      expect(sanitizeHtml(`<a href="${href}">x</a>`)).toBe(`<a href="${href}">x</a>`);
    }
  });

  it('drops other schemes such as data: and protocol-relative links', () => {
    expect(sanitizeHtml('<a href="data:text/html,hi">x</a>')).toBe('<a>x</a>');
    expect(sanitizeHtml('<a href="//evil.example.com">x</a>')).toBe('<a>x</a>');
  });

  it('forces rel="noopener noreferrer" on links that open a new tab', () => {
    const out = sanitizeHtml('<a href="https://a.example.com" target="_blank" rel="opener">x</a>');
    expect(out).toBe(
      '<a href="https://a.example.com" target="_blank" rel="noopener noreferrer">x</a>',
    );
  });

  it('drops target values other than _blank', () => {
    expect(sanitizeHtml('<a href="https://a.example.com" target="_top">x</a>')).toBe(
      '<a href="https://a.example.com">x</a>',
    );
  });

  it('strips attributes that are not on the allowlist, such as style and class', () => {
    expect(sanitizeHtml('<span style="color:red" class="x">t</span>')).toBe('<span>t</span>');
  });
});

describe('sanitizeHtmlWithReport', () => {
  it('reports nothing for HTML the allowlist keeps whole', () => {
    const html =
      '<h3>Cast</h3><p>A <strong>bold</strong> <a href="https://a.example.com" target="_blank">show</a>.</p>';
    expect(sanitizeHtmlWithReport(html).removed).toEqual([]);
    expect(sanitizeHtmlWithReport('Plain text &amp; an ampersand').removed).toEqual([]);
  });

  it('reports an unclosed <style> that swallows the rest of the field', () => {
    const report = sanitizeHtmlWithReport('<p>Intro</p><style>p{color:red}<p>The rest</p>');
    expect(report.html).toBe('<p>Intro</p>');
    expect(report.removed).toEqual([
      '<style> with everything inside it (an unclosed <style> takes the rest of the field)',
    ]);
  });

  it('reports a tag that is unwrapped, such as an <h2> inside a content block', () => {
    const report = sanitizeHtmlWithReport('<h2>Program</h2><ul><li>Bach</li></ul>');
    expect(report.html).toBe('Program<ul><li>Bach</li></ul>');
    expect(report.removed).toEqual(['<h2> (its text is kept, the tag is not)']);
  });

  it('reports attributes and link addresses it drops, each kind once', () => {
    const report = sanitizeHtmlWithReport(
      '<p onclick="x()">a</p><p onclick="y()">b</p>' +
        '<a href="javascript:alert(1)">c</a><a href="https://a.example.com" target="_top">d</a>' +
        '<span style="color:red">e</span>',
    );
    expect(report.removed).toEqual([
      'the onclick attribute of <p>',
      'the link address "javascript:alert(1)" (only http, https, mailto and tel links)',
      'target="_top" of <a> (only _blank is kept)',
      'the style attribute of <span>',
    ]);
  });
});
