/** @jest-environment jsdom */
import { movedPageHtml } from '.';

const page = {
  from: '/shows/q/programme/',
  to: '/shows/q/program/',
  what: 'The program of Bach & <Sons>',
};
const at = {
  href: '/artistseries/shows/q/program/',
  url: 'https://www.example.edu/artistseries/shows/q/program/',
  seriesShortName: 'Ridgeline Artists',
};

function parsed(): Document {
  return new DOMParser().parseFromString(movedPageHtml(page, at), 'text/html');
}

describe('movedPageHtml', () => {
  it('forwards at once to the new address', () => {
    const refresh = parsed().querySelector('meta[http-equiv="refresh"]');
    expect(refresh?.getAttribute('content')).toBe('0; url=/artistseries/shows/q/program/');
  });

  it('names the new address as canonical and asks not to be indexed', () => {
    const document = parsed();
    expect(document.querySelector('link[rel="canonical"]')?.getAttribute('href')).toBe(at.url);
    expect(document.querySelector('meta[name="robots"]')?.getAttribute('content')).toBe('noindex');
  });

  it('shows a link to the new address, with the page named in words, escaped', () => {
    const document = parsed();
    expect(document.querySelector('h1')?.textContent).toBe('This page has moved');
    const link = document.querySelector('main a');
    expect(link?.getAttribute('href')).toBe(at.href);
    expect(link?.textContent).toBe('The program of Bach & <Sons>');
    expect(document.title).toBe('Moved: The program of Bach & <Sons> | Ridgeline Artists');
  });

  it('runs no script and loads nothing', () => {
    const document = parsed();
    expect(document.querySelectorAll('script, link[rel="stylesheet"], img, style')).toHaveLength(0);
    expect(
      document.querySelector('meta[http-equiv="Content-Security-Policy"]')?.getAttribute('content'),
    ).toMatch(/^default-src 'none'/);
  });
});
