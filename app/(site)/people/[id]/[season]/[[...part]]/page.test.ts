/** @jest-environment node */
// Which season pages of a person the build writes (lib/site/static-params.ts).
import { getPersonSeasonParams } from '@/lib/content';
import { NotFoundPage, notFoundMetadata } from '@/components/pages/NotFoundPage';
import Page, { generateMetadata, generateStaticParams } from './page';

jest.mock('@/lib/content', () => ({
  ...jest.requireActual('@/lib/content'),
  getPersonSeasonParams: jest.fn(),
}));

describe('the season pages of a person', () => {
  it('writes a page for each season and part the archive gives', () => {
    const pages = [
      { id: 'a', season: '2025-26', part: [] },
      { id: 'a', season: '2025-26', part: ['2'] },
    ];
    jest.mocked(getPersonSeasonParams).mockReturnValue(pages);
    expect(generateStaticParams()).toEqual(pages);
  });

  it('writes only the stand-in before anything has taken place, so the build goes on', () => {
    jest.mocked(getPersonSeasonParams).mockReturnValue([]);
    expect(generateStaticParams()).toEqual([{ id: 'not-found', season: 'not-found', part: [] }]);
  });

  it("draws the site's not-found page at the stand-in, not indexed", async () => {
    const params = Promise.resolve({ id: 'not-found', season: 'not-found', part: [] });
    expect((await Page({ params })).type).toBe(NotFoundPage);
    expect(await generateMetadata({ params })).toBe(notFoundMetadata);
  });
});
