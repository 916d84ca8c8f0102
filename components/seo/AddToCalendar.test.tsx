import { render, screen, within } from '@testing-library/react';
import { findShow, getSeries, getSite } from '@/lib/content';
import {
  AddToCalendar,
  EducationAddToCalendar,
  FilmAddToCalendar,
  ShowAddToCalendar,
} from './AddToCalendar';
import {
  makeEducationEvent,
  makeFestival,
  makeFilm,
  makeShow,
  series,
  site,
} from '@/test/support/fixture-content';

jest.mock('@/lib/content', () => ({
  getSite: jest.fn(),
  getSeries: jest.fn(),
  findShow: jest.fn(),
}));

const festival = makeFestival();
const tour = makeShow({ name: 'short_film_tour', title: 'Short Film Tour' });

beforeEach(() => {
  jest.mocked(getSite).mockReturnValue(site);
  jest.mocked(getSeries).mockReturnValue(series);
  jest
    .mocked(findShow)
    .mockImplementation((name) => [festival, tour].find((show) => show.name === name));
});

describe('AddToCalendar', () => {
  it('offers the .ics file as a download under the base path', () => {
    render(
      <AddToCalendar
        icsPath="/calendar/shows/x.ics"
        googleUrl="https://calendar.google.com/calendar/render?action=TEMPLATE"
        label="Winter Lights"
      />,
    );
    const download = screen.getByRole('link', {
      name: /^add to calendar \(\.ics\)\s+for winter lights$/i,
    });
    expect(download).toHaveAttribute('href', '/artistseries/calendar/shows/x.ics');
    expect(download).toHaveAttribute('download');
  });

  it('opens Google Calendar in a new tab and says so', () => {
    render(
      <AddToCalendar
        icsPath="/calendar/shows/x.ics"
        googleUrl="https://calendar.google.com/calendar/render?action=TEMPLATE"
        label="Winter Lights"
      />,
    );
    const google = screen.getByRole('link', {
      name: /^add to google calendar\s+for winter lights\s+\(opens in a new tab\)$/i,
    });
    expect(google).toHaveAttribute('target', '_blank');
    expect(google).toHaveAttribute('rel', 'noopener noreferrer');
  });
});

describe('ShowAddToCalendar', () => {
  it("links the show's own .ics file and a Google link for its date", () => {
    render(<ShowAddToCalendar show={makeShow({ date: '2027-01-23T19:30' })} />);
    expect(screen.getByRole('link', { name: /\.ics/ })).toHaveAttribute(
      'href',
      '/artistseries/calendar/shows/lanterns_over_larkspur.ics',
    );
    const google = screen.getByRole('link', { name: /google calendar/i });
    const url = new URL(google.getAttribute('href') ?? '');
    expect(url.searchParams.get('dates')).toBe('20270124T003000Z/20270124T023000Z');
    expect(url.searchParams.get('text')).toBe('Lanterns Over Larkspur');
  });
});

describe('FilmAddToCalendar', () => {
  it("offers the film's .ics and one Google link per screening", () => {
    const film = festival.films[0] ?? makeFilm();
    render(<FilmAddToCalendar film={film} />);
    expect(screen.getByRole('link', { name: /all screenings.*\.ics/i })).toHaveAttribute(
      'href',
      '/artistseries/calendar/films/the_ferrymans_daughter.ics',
    );
    const list = screen.getByRole('list', {
      name: "Add a screening of The Ferryman's Daughter to Google Calendar",
    });
    expect(within(list).getAllByRole('link')).toHaveLength(2);
  });

  it('offers the program instead when the film has no screening of its own', () => {
    render(
      <FilmAddToCalendar film={makeFilm({ screenings: [], festivalName: 'short_film_tour' })} />,
    );
    expect(screen.getByRole('link', { name: /\.ics/ })).toHaveAttribute(
      'href',
      '/artistseries/calendar/shows/short_film_tour.ics',
    );
  });
});

describe('EducationAddToCalendar', () => {
  it("links the event's own .ics file", () => {
    render(<EducationAddToCalendar event={makeEducationEvent()} />);
    expect(screen.getByRole('link', { name: /\.ics/ })).toHaveAttribute(
      'href',
      '/artistseries/calendar/education/2026-10-08-voices-of-the-valley.ics',
    );
  });
});
