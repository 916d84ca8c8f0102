/** @jest-environment node */
import { robotsTxt } from './robots';

describe('robots.txt', () => {
  it('is not written for a site in a sub-folder, which cannot own the host’s file', () => {
    expect(robotsTxt('/artistseries', 'https://www.example.edu')).toBeUndefined();
  });

  it('names the sitemap by its full address for a site at the host root', () => {
    expect(robotsTxt('', 'https://arts.example.edu')).toMatch(
      /^Sitemap: https:\/\/arts\.example\.edu\/sitemap\.xml$/m,
    );
  });

  it('keeps crawlers out of the content editor and nothing else', () => {
    const text = robotsTxt('', 'https://arts.example.edu') ?? '';
    expect(text.match(/^Disallow: .*$/gm)).toEqual(['Disallow: /admin/']);
    expect(text).toMatch(/^User-agent: \*$/m);
  });
});
