/** @jest-environment node */
// Which work pages the build writes (lib/site/static-params.ts).
import { getWorks } from '@/lib/content';
import { NotFoundPage, notFoundMetadata } from '@/components/pages/NotFoundPage';
import { fixtureContent } from '@/test/support/fixture-content';
import Page, { generateMetadata, generateStaticParams } from './page';

jest.mock('@/lib/content', () => ({ ...jest.requireActual('@/lib/content'), getWorks: jest.fn() }));

describe('the work pages', () => {
  it('writes a page for each work', () => {
    const [work] = fixtureContent.works.values();
    if (!work) throw new Error('the fixture content has no work');
    const works = [work, { ...work, id: 'second_work' }];
    jest.mocked(getWorks).mockReturnValue(works);
    expect(generateStaticParams()).toEqual(works.map((work) => ({ id: work.id })));
  });

  it('writes only the stand-in when the archive has no works, so the build goes on', () => {
    jest.mocked(getWorks).mockReturnValue([]);
    expect(generateStaticParams()).toEqual([{ id: 'not-found' }]);
  });

  it("draws the site's not-found page at the stand-in, not indexed", async () => {
    const params = Promise.resolve({ id: 'not-found' });
    expect((await Page({ params })).type).toBe(NotFoundPage);
    expect(await generateMetadata({ params })).toBe(notFoundMetadata);
  });
});
