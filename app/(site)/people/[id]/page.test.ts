/** @jest-environment node */
// Which person pages the build writes (lib/site/static-params.ts).
import { getPeople } from '@/lib/content';
import { NotFoundPage, notFoundMetadata } from '@/components/pages/NotFoundPage';
import { fixtureContent } from '@/test/support/fixture-content';
import Page, { generateMetadata, generateStaticParams } from './page';

jest.mock('@/lib/content', () => ({
  ...jest.requireActual('@/lib/content'),
  getPeople: jest.fn(),
}));

describe('the person pages', () => {
  it('writes a page for each person', () => {
    const people = [...fixtureContent.people.values()].slice(0, 2);
    expect(people).toHaveLength(2);
    jest.mocked(getPeople).mockReturnValue(people);
    expect(generateStaticParams()).toEqual(people.map((person) => ({ id: person.id })));
  });

  it('writes only the stand-in when the archive has no people, so the build goes on', () => {
    jest.mocked(getPeople).mockReturnValue([]);
    expect(generateStaticParams()).toEqual([{ id: 'not-found' }]);
  });

  it("draws the site's not-found page at the stand-in, not indexed", async () => {
    const params = Promise.resolve({ id: 'not-found' });
    expect((await Page({ params })).type).toBe(NotFoundPage);
    expect(await generateMetadata({ params })).toBe(notFoundMetadata);
  });
});
