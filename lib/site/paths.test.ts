import { absoluteUrl, withBasePath } from './paths';

describe('withBasePath', () => {
  it('puts the base path in front of a site path', () => {
    expect(withBasePath('/shows/x/poster.jpg', '/artistseries')).toBe(
      '/artistseries/shows/x/poster.jpg',
    );
  });

  it('adds the missing leading slash', () => {
    expect(withBasePath('logos/series.svg', '/artistseries')).toBe(
      '/artistseries/logos/series.svg',
    );
  });

  it('keeps the query string of a sponsor logo', () => {
    expect(withBasePath('/sponsors/acme.jpg?v=2', '/artistseries')).toBe(
      '/artistseries/sponsors/acme.jpg?v=2',
    );
  });

  it('leaves absolute and protocol-relative URLs alone', () => {
    expect(withBasePath('https://tickets.example.com/x', '/artistseries')).toBe(
      'https://tickets.example.com/x',
    );
    expect(withBasePath('mailto:box@example.edu', '/artistseries')).toBe('mailto:box@example.edu');
    expect(withBasePath('//cdn.example.com/a.js', '/artistseries')).toBe('//cdn.example.com/a.js');
  });

  it('works when the site is served from the host root', () => {
    expect(withBasePath('/faq/', '')).toBe('/faq/');
  });
});

describe('absoluteUrl', () => {
  it('joins origin, base path and site path', () => {
    expect(absoluteUrl('/shows/x/', '/artistseries', 'https://www.example.edu')).toBe(
      'https://www.example.edu/artistseries/shows/x/',
    );
  });
});
