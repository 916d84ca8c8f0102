import {
  makeEducationEvent,
  makeFestival,
  makeFilm,
  makeScreening,
  makeShow,
  series,
} from '@/test/support/fixture-content';
import {
  educationGoogleCalendarUrl,
  screeningGoogleCalendarUrl,
  showGoogleCalendarUrl,
} from './calendar-links';

function params(url: string) {
  const parsed = new URL(url);
  return { base: `${parsed.origin}${parsed.pathname}`, query: parsed.searchParams };
}

describe('showGoogleCalendarUrl', () => {
  it("opens Google Calendar's event template", () => {
    const { base, query } = params(showGoogleCalendarUrl(makeShow(), series));
    expect(base).toBe('https://calendar.google.com/calendar/render');
    expect(query.get('action')).toBe('TEMPLATE');
  });

  it('fills in the title, the venue address and the New York zone', () => {
    const { query } = params(
      showGoogleCalendarUrl(makeShow({ title: 'Songs, Stories & More' }), series),
    );
    expect(query.get('text')).toBe('Songs, Stories & More');
    expect(query.get('location')).toBe(
      'Joan C. Edwards Performing Arts Center, 1527 College Avenue, Huntington, WV 25703',
    );
    expect(query.get('ctz')).toBe('America/New_York');
  });

  it('gives winter and summer shows their UTC instants, two hours long', () => {
    const winter = params(showGoogleCalendarUrl(makeShow({ date: '2027-01-23T19:30' }), series));
    const summer = params(showGoogleCalendarUrl(makeShow({ date: '2027-06-05T19:30' }), series));
    expect(winter.query.get('dates')).toBe('20270124T003000Z/20270124T023000Z');
    expect(summer.query.get('dates')).toBe('20270605T233000Z/20270606T013000Z');
  });

  it('ends the details with the page link, even when the description is long', () => {
    const long = `<p>${'A very long description of the evening. '.repeat(40)}</p>`;
    const { query } = params(showGoogleCalendarUrl(makeShow({ description: long }), series));
    const details = query.get('details') ?? '';
    expect(details.length).toBeLessThan(800);
    expect(details).toContain('…');
    expect(
      details.endsWith('https://www.example.edu/artistseries/shows/lanterns_over_larkspur/'),
    ).toBe(true);
  });

  it('percent-encodes the values so an ampersand cannot start a new parameter', () => {
    const url = showGoogleCalendarUrl(makeShow({ title: 'Rock & Roll' }), series);
    expect(url).toContain('text=Rock%20%26%20Roll');
  });
});

describe('screeningGoogleCalendarUrl', () => {
  it('runs from the screening time for the length of the film', () => {
    const film = makeFilm({ lengthMinutes: 101 });
    const { query } = params(
      screeningGoogleCalendarUrl(
        film,
        makeScreening({ day: '2027-03-20', time: '13:00' }),
        makeFestival(),
        series,
      ),
    );
    expect(query.get('dates')).toBe('20270320T170000Z/20270320T184100Z');
    expect(query.get('text')).toBe('The Quiet Hours (Ridgeline International Film Festival)');
    expect(query.get('location')).toMatch(/^Alderton Theatre, /);
  });
});

describe('educationGoogleCalendarUrl', () => {
  it('uses the stated end time and says the event is free', () => {
    const { query } = params(
      educationGoogleCalendarUrl(
        makeEducationEvent({ date: '2027-02-04', time: '18:00', endTime: '19:15' }),
        series,
      ),
    );
    expect(query.get('dates')).toBe('20270204T230000Z/20270205T001500Z');
    expect(query.get('details')).toContain('Free and open to the public.');
  });

  it('does not repeat that the event is free when its text already says so', () => {
    const { query } = params(
      educationGoogleCalendarUrl(
        makeEducationEvent({ extraInfo: 'Free admission; reception to follow.' }),
        series,
      ),
    );
    expect(query.get('details')).toContain('Free admission; reception to follow.');
    expect(query.get('details')).not.toContain('Free and open to the public.');
  });
});
