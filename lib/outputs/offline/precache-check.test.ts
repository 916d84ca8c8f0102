/** @jest-environment node */
import { precacheProblems } from './precache-check';
import { PRECACHE_MAX_BYTES } from './worker-config';

describe('precacheProblems', () => {
  it('accepts stylesheets, fonts and the offline page within the ceiling', () => {
    expect(
      precacheProblems(['_next/static/chunks/a.css', 'offline/index.html'], PRECACHE_MAX_BYTES),
    ).toEqual([]);
  });

  it.each([
    ['_next/static/chunks/a.css.br', /precompressed/],
    ['_next/static/chunks/a.css.gz', /precompressed/],
    ['faq/__next.faq.txt', /router payload/],
    ['admin/sveltia.css', /editor/],
  ])('names %s', (url, problem) => {
    expect(precacheProblems([url], 1)).toEqual([expect.stringMatching(problem)]);
  });

  it('names a precache over its ceiling', () => {
    expect(precacheProblems(['a.css'], PRECACHE_MAX_BYTES + 1)).toEqual([
      expect.stringMatching(/over/),
    ]);
  });
});
