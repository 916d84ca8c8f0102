/** @jest-environment node */
// Which film pages the build writes (lib/site/static-params.ts).
import { getAllFilms } from '@/lib/content';
import { NotFoundPage, notFoundMetadata } from '@/components/pages/NotFoundPage';
import { makeFilm } from '@/test/support/fixture-content';
import FilmPage, { generateMetadata, generateStaticParams } from './page';

jest.mock('@/lib/content', () => ({
  ...jest.requireActual('@/lib/content'),
  getAllFilms: jest.fn(),
}));

describe('the film pages', () => {
  it('writes a page for each film, screened or not', () => {
    jest
      .mocked(getAllFilms)
      .mockReturnValue([makeFilm(), makeFilm({ name: 'shorts_program', screenings: [] })]);
    expect(generateStaticParams()).toEqual([{ name: makeFilm().name }, { name: 'shorts_program' }]);
  });

  it('writes only the stand-in when the season has no festival, so the build goes on', () => {
    jest.mocked(getAllFilms).mockReturnValue([]);
    expect(generateStaticParams()).toEqual([{ name: 'not-found' }]);
  });

  it("draws the site's not-found page at the stand-in, not indexed", async () => {
    const params = Promise.resolve({ name: 'not-found' });
    expect((await FilmPage({ params })).type).toBe(NotFoundPage);
    expect(await generateMetadata({ params })).toBe(notFoundMetadata);
  });
});
