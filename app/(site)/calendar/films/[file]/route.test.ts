/** @jest-environment node */
// The films' calendar files (docs/rules/calendars.md): which the build writes, and what one says.
import { findFilm, findShow, getAllFilms } from '@/lib/content';
import type { Film, Show } from '@/lib/content/types';
import { makeFestival, makeFilm, series } from '@/test/support/fixture-content';
import { GET, generateStaticParams } from './route';

jest.mock('@/lib/content', () => ({
  getAllFilms: jest.fn(),
  findFilm: jest.fn(),
  findShow: jest.fn(),
  getSeries: jest.fn(() => series),
}));

/** The content: `festival` and its films, the only festival there is. */
function only(festival: Show, films: Film[] = festival.films) {
  jest.mocked(getAllFilms).mockReturnValue(films);
  jest.mocked(findFilm).mockImplementation((name) => films.find((film) => film.name === name));
  jest
    .mocked(findShow)
    .mockImplementation((name) => (name === festival.name ? festival : undefined));
}

const screened = makeFilm();
const unscreened = makeFilm({ name: 'shorts_program', screenings: [] });

function called(status: 'cancelled' | 'postponed'): Show {
  const festival = makeFestival();
  return {
    ...festival,
    status,
    performances: festival.performances.map((p) => ({ ...p, status })),
  };
}

describe('the films calendar files', () => {
  it('writes a file for each screened film of a festival that takes place', () => {
    only(makeFestival(), [screened, unscreened]);
    expect(generateStaticParams()).toEqual([{ file: `${screened.name}.ics` }]);
  });

  it.each(['cancelled', 'postponed'] as const)(
    'still writes the files when the only festival is %s, so the build goes on',
    (status) => {
      only(called(status), [screened, unscreened]);
      expect(generateStaticParams()).toEqual([{ file: `${screened.name}.ics` }]);
    },
  );

  it('writes only the stand-in when there is no festival, so the build goes on', () => {
    jest.mocked(getAllFilms).mockReturnValue([]);
    expect(generateStaticParams()).toEqual([{ file: 'not-found.ics' }]);
  });

  it("marks each screening of a cancelled festival's film CANCELLED, and sells nothing", async () => {
    only(called('cancelled'), [screened]);
    const response = await GET(new Request('https://example.org/'), {
      params: Promise.resolve({ file: `${screened.name}.ics` }),
    });
    const body = await response.text();
    const events = body.split('BEGIN:VEVENT').slice(1);
    expect(events).toHaveLength(screened.screenings.length);
    for (const event of events) {
      expect(event).toContain('STATUS:CANCELLED');
      expect(event).toMatch(/SUMMARY:Cancelled: /);
      expect(event).not.toContain('Tickets:');
    }
  });
});
