import {
  getAllFilms,
  getAllShows,
  getAppearances,
  getLastChanged,
  getPeople,
  getSeasons,
  getVenues,
  getWorkPerformances,
  getWorks,
} from '@/lib/content';
import { groupBySeason } from '@/lib/concepts/seasons';
import type { AccessibilityService } from '@/lib/concepts/venues';
import type { Show } from '@/lib/content/types';
import {
  artsCenter,
  makeFestival,
  makeFilm,
  makeShow,
  plainVenue,
} from '@/test/support/fixture-content';
import sitemap from './sitemap';

jest.mock('@/lib/content', () => ({
  getAllShows: jest.fn(),
  getAllFilms: jest.fn(),
  getSeasons: jest.fn(),
  getVenues: jest.fn(),
  getLastChanged: jest.fn(),
  getPeople: jest.fn(() => []),
  getWorks: jest.fn(() => []),
  getAppearances: jest.fn(() => []),
  getWorkPerformances: jest.fn(() => []),
  contentFile: (name: string) => `content/${name}`,
}));

// The season's listings: one month with an event, one kind of event offered.
jest.mock('@/lib/concepts/listings/listings', () => ({
  getListingScope: () => ({
    months: ['2026-12'],
    topicsOffered: ['music'],
    pageIds: ['free', 'this-week', 'this-weekend', '2026-12', 'music', 'dance'],
  }),
}));

/** The last-change dates the history would give, by file. */
const CHANGED: Record<string, string> = {
  'content/shows/winter_lights.json': '2026-10-02T09:00:00Z',
  'content/shows/winter_lights_2025.json': '2025-11-20T15:00:00Z',
  'content/venues.json': '2026-08-15T12:00:00Z',
  'content/works/suite.json': '2024-01-05T10:00:00Z',
};

const ORIGIN = 'https://www.example.edu/artistseries';

beforeEach(() => {
  // The newest of the files named, as the content facade answers.
  jest.mocked(getLastChanged).mockImplementation((files) =>
    files
      .map((file) => CHANGED[file])
      .filter((date): date is string => date !== undefined)
      .sort()
      .at(-1),
  );
  // A show offers a service at its performances (lib/concepts/shows/rules/access-services.ts).
  const offering = (show: Show, accessibility: AccessibilityService[]): Show => ({
    ...show,
    accessibility,
    performances: show.performances.map((p) => ({ ...p, accessibility })),
  });
  const festival = offering(makeFestival(), ['open-captions']);
  const shows = [
    offering(
      makeShow({
        name: 'winter_lights',
        digitalProgram: { works: [{ title: 'Carol of the Bells' }], cast: [], credits: [] },
      }),
      ['audio-description', 'open-captions'],
    ),
    festival,
    makeShow({
      name: 'winter_lights_2025',
      date: '2025-12-13T19:30',
      day: '2025-12-13',
      season: '2025-26',
    }),
  ];
  jest.mocked(getAllShows).mockReturnValue(shows);
  jest.mocked(getSeasons).mockReturnValue(groupBySeason(shows));
  jest.mocked(getVenues).mockReturnValue([artsCenter, plainVenue]);
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
        `${ORIGIN}/seasons/`,
        `${ORIGIN}/speaker-series/`,
        `${ORIGIN}/education-and-enrichment/`,
        `${ORIGIN}/philharmonic/`,
        `${ORIGIN}/students/`,
        `${ORIGIN}/faq/`,
        `${ORIGIN}/subscribe/`,
        `${ORIGIN}/contact/`,
        `${ORIGIN}/covid/`,
        `${ORIGIN}/visit/`,
        `${ORIGIN}/tonight/`,
      ]),
    );
  });

  it('lists every show, film and season page', () => {
    expect(urls()).toEqual(
      expect.arrayContaining([
        `${ORIGIN}/shows/winter_lights/`,
        `${ORIGIN}/shows/film_festival/`,
        `${ORIGIN}/show/borrowed_light/`,
        `${ORIGIN}/show/monsoon_radio/`,
      ]),
    );
    // Fixed pages, shows, films, seasons, venues, services, program with its large print and
    // its QR card, listings and calendars, the history and the open data, and the six pages
    // above the detail pages.
    expect(urls()).toHaveLength(16 + 3 + 2 + 2 + 2 + 2 + 3 + 6 + 2 + 6);
  });

  it('lists every venue page, and the program page of the shows that have a program', () => {
    expect(urls()).toEqual(
      expect.arrayContaining([
        `${ORIGIN}/venues/${artsCenter.id}/`,
        `${ORIGIN}/venues/${plainVenue.id}/`,
        `${ORIGIN}/shows/winter_lights/program/`,
        `${ORIGIN}/shows/winter_lights/program/large-print/`,
        `${ORIGIN}/shows/winter_lights/program/card/`,
      ]),
    );
    expect(urls().filter((url) => url.endsWith('/program/'))).toHaveLength(1);
    expect(urls().filter((url) => url.endsWith('/large-print/'))).toHaveLength(1);
  });

  it('lists the visual story of a venue that has one, and no other', () => {
    const step = { kind: 'arriving' as const, title: 'Arriving', alt: 'Doors', text: 'I arrive.' };
    const story = [{ ...step, src: `/venues/${artsCenter.id}/a.jpg`, width: 4, height: 3 }];
    jest.mocked(getVenues).mockReturnValue([{ ...artsCenter, visualStory: story }, plainVenue]);
    expect(urls().filter((url) => url.endsWith('/visual-story/'))).toEqual([
      `${ORIGIN}/venues/${artsCenter.id}/visual-story/`,
    ]);
  });

  it('lists the page of every season', () => {
    expect(urls()).toEqual(
      expect.arrayContaining([`${ORIGIN}/seasons/2026-27/`, `${ORIGIN}/seasons/2025-26/`]),
    );
  });

  it('leaves out the /festival/ placeholders, which are not pages of their own', () => {
    expect(urls().filter((url) => url.startsWith(`${ORIGIN}/festival/`))).toEqual([]);
  });

  it('leaves out the offline page, which only the service worker shows', () => {
    expect(urls()).not.toContain(`${ORIGIN}/offline/`);
    expect(urls()).toContain(`${ORIGIN}/faq/`);
  });

  it('lists the filtered list of each accessibility service a show offers, and of no other', () => {
    const filtered = urls().filter(
      (url) => url.startsWith(`${ORIGIN}/accessibility/`) && url !== `${ORIGIN}/accessibility/`,
    );
    expect(filtered.sort()).toEqual([
      `${ORIGIN}/accessibility/audio-description/`,
      `${ORIGIN}/accessibility/open-captions/`,
    ]);
  });

  it('lists the listings the season has something for and each month’s calendar', () => {
    const listings = urls().filter((url) => url.startsWith(`${ORIGIN}/whats-on/`));
    expect(listings.sort()).toEqual([
      `${ORIGIN}/whats-on/`,
      `${ORIGIN}/whats-on/2026-12/`,
      `${ORIGIN}/whats-on/calendar/`,
      `${ORIGIN}/whats-on/calendar/2026-12/`,
      `${ORIGIN}/whats-on/free/`,
      `${ORIGIN}/whats-on/music/`,
      `${ORIGIN}/whats-on/this-week/`,
      `${ORIGIN}/whats-on/this-weekend/`,
    ]);
  });

  it('lists the page above each kind of detail page (docs/rules/site.md#index-pages)', () => {
    expect(urls()).toEqual(
      expect.arrayContaining([
        `${ORIGIN}/accessibility/`,
        `${ORIGIN}/people/`,
        `${ORIGIN}/works/`,
        `${ORIGIN}/venues/`,
        `${ORIGIN}/show/`,
        `${ORIGIN}/whats-on/calendar/`,
      ]),
    );
  });

  it('lists each page once', () => {
    expect(new Set(urls()).size).toBe(urls().length);
  });
});

describe('sitemap lastmod', () => {
  const entry = (path: string) => sitemap().find((item) => item.url === `${ORIGIN}${path}`);

  it('dates a show’s page by its own file', () => {
    expect(entry('/shows/winter_lights/')?.lastModified).toBe(
      CHANGED['content/shows/winter_lights.json'],
    );
  });

  it('dates a venue’s page by venues.json', () => {
    expect(entry(`/venues/${artsCenter.id}/`)?.lastModified).toBe(CHANGED['content/venues.json']);
  });

  it('dates a list of every show by its newest show', () => {
    expect(entry('/shows/')?.lastModified).toBe(CHANGED['content/shows/winter_lights.json']);
  });

  it('lists a person’s page, dated by the newest of their file and their shows’', () => {
    const person = {
      id: 'ines_varga',
      name: 'Ines Varga',
      kind: 'performer' as const,
      url: '/people/ines_varga/',
      sourceFile: 'content/people/ines_varga.json',
    };
    jest.mocked(getPeople).mockReturnValue([person]);
    jest.mocked(getAppearances).mockReturnValue([
      {
        show: makeShow({ name: 'winter_lights' }),
        roles: [],
        works: [],
        tally: { tookPlace: 1, upcoming: 0, calledOff: 0 },
      },
    ]);
    expect(entry('/people/ines_varga/')?.lastModified).toBe(
      CHANGED['content/shows/winter_lights.json'],
    );
  });

  it('lists a person’s page of each season in which an appearance took place, and no other', () => {
    const person = {
      id: 'ines_varga',
      name: 'Ines Varga',
      kind: 'performer' as const,
      url: '/people/ines_varga/',
      sourceFile: 'content/people/ines_varga.json',
    };
    jest.mocked(getPeople).mockReturnValue([person]);
    const appearance = (season: string, tookPlace: number, upcoming: number) => ({
      show: makeShow({ name: `show_${season}`, season }),
      roles: [],
      works: [],
      tally: { tookPlace, upcoming, calledOff: 0 },
    });
    jest
      .mocked(getAppearances)
      .mockReturnValue([appearance('2001-02', 1, 0), appearance('2026-27', 0, 1)]);
    const own = urls().filter((url) => url.includes('/people/ines_varga/2'));
    expect(own).toEqual([`${ORIGIN}/people/ines_varga/2001-02/`]);
  });

  it('lists a work’s page, dated by its file when no show of it is dated', () => {
    const work = {
      id: 'suite',
      title: 'Suite',
      kind: 'music' as const,
      creators: [],
      url: '/works/suite/',
      sourceFile: 'content/works/suite.json',
    };
    jest.mocked(getWorks).mockReturnValue([work]);
    jest.mocked(getWorkPerformances).mockReturnValue([]);
    expect(entry('/works/suite/')?.lastModified).toBe(CHANGED['content/works/suite.json']);
  });

  it('gives no date to a page none of whose files is dated', () => {
    expect(entry('/faq/')).toBeDefined();
    expect(entry('/faq/')).not.toHaveProperty('lastModified');
  });
});
