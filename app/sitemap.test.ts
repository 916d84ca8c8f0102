import { getAllFilms, getAllShows } from '@/lib/content';
import { makeFestival, makeFilm, makeShow } from '@/lib/test-fixtures';
import sitemap from './sitemap';

jest.mock('@/lib/content', () => ({
  getAllShows: jest.fn(),
  getAllFilms: jest.fn(),
}));

const ORIGIN = 'https://www.example.edu/artistseries';

beforeEach(() => {
  const festival = makeFestival({ accessibility: ['open-captions'] });
  jest
    .mocked(getAllShows)
    .mockReturnValue([
      makeShow({ name: 'winter_lights', accessibility: ['audio-description', 'open-captions'] }),
      festival,
    ]);
  jest
    .mocked(getAllFilms)
    .mockReturnValue([makeFilm({ name: 'borrowed_light' }), makeFilm({ name: 'monsoon_radio' })]);
});

function urls(): string[] {
  return sitemap().map((entry) => entry.url);
}

describe('sitemap', () => {
  it('lists every fixed page as an absolute URL with the base path and a trailing slash', () => {
    expect(urls()).toEqual(
      expect.arrayContaining([
        `${ORIGIN}/`,
        `${ORIGIN}/shows/`,
        `${ORIGIN}/speaker-series/`,
        `${ORIGIN}/education-and-enrichment/`,
        `${ORIGIN}/philharmonic/`,
        `${ORIGIN}/students/`,
        `${ORIGIN}/faq/`,
        `${ORIGIN}/subscribe/`,
        `${ORIGIN}/contact/`,
        `${ORIGIN}/covid/`,
      ]),
    );
  });

  it('lists every show and film page', () => {
    expect(urls()).toEqual(
      expect.arrayContaining([
        `${ORIGIN}/shows/winter_lights/`,
        `${ORIGIN}/shows/film_festival/`,
        `${ORIGIN}/show/borrowed_light/`,
        `${ORIGIN}/show/monsoon_radio/`,
      ]),
    );
    expect(urls()).toHaveLength(10 + 2 + 2 + 2);
  });

  it('leaves out the /festival/ placeholders, which are not pages of their own', () => {
    expect(urls().filter((url) => url.startsWith(`${ORIGIN}/festival/`))).toEqual([]);
  });

  it('lists the filtered list of each accessibility service a show offers, and of no other', () => {
    const filtered = urls().filter((url) => url.startsWith(`${ORIGIN}/accessibility/`));
    expect(filtered.sort()).toEqual([
      `${ORIGIN}/accessibility/audio-description/`,
      `${ORIGIN}/accessibility/open-captions/`,
    ]);
  });

  it('lists each page once', () => {
    expect(new Set(urls()).size).toBe(urls().length);
  });
});
