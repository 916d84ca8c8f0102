/**
 * @jest-environment node
 */
import ICAL from 'ical.js';
import {
  makeEducation,
  makeEducationEvent,
  makeFestival,
  makeFilm,
  makeScreening,
  makeShow,
  series,
} from '@/test/support/fixture-content';
import {
  buildCalendar,
  calendarStamp,
  educationCalendar,
  filmCalendar,
  seasonCalendar,
  showCalendar,
  type CalendarEvent,
} from './ical';

const GENERATED = new Date('2026-08-01T12:00:00Z');

function parse(text: string) {
  const calendar = new ICAL.Component(ICAL.parse(text));
  // Times carry TZID=America/New_York; ical.js needs the file's VTIMEZONE to resolve them.
  for (const vtimezone of calendar.getAllSubcomponents('vtimezone')) {
    ICAL.TimezoneService.register(new ICAL.Timezone(vtimezone));
  }
  const events = calendar.getAllSubcomponents('vevent').map((v) => new ICAL.Event(v));
  return { calendar, events };
}

/** The instant an ical.js time stands for, as an ISO string in UTC. */
function utc(time: ICAL.Time): string {
  return time.toJSDate().toISOString();
}

describe('showCalendar', () => {
  it('holds one event for an ordinary show', () => {
    const { events } = parse(showCalendar(makeShow(), series, GENERATED));
    expect(events).toHaveLength(1);
  });

  it('starts a January 7:30 pm show at 7:30 pm New York time (00:30 UTC)', () => {
    const text = showCalendar(makeShow({ date: '2027-01-23T19:30' }), series, GENERATED);
    const [event] = parse(text).events;
    expect(event?.startDate.zone?.tzid).toBe('America/New_York');
    expect(event?.startDate.hour).toBe(19);
    expect(utc(event!.startDate)).toBe('2027-01-24T00:30:00.000Z');
    expect(utc(event!.endDate)).toBe('2027-01-24T02:30:00.000Z');
  });

  it('starts a June 7:30 pm show at 23:30 UTC (daylight saving time)', () => {
    const text = showCalendar(makeShow({ date: '2027-06-05T19:30' }), series, GENERATED);
    const [event] = parse(text).events;
    expect(utc(event!.startDate)).toBe('2027-06-05T23:30:00.000Z');
  });

  it('keeps commas and semicolons in the calendar name intact', () => {
    const show = makeShow({ title: 'Songs, Stories; Encores' });
    const text = showCalendar(show, series, GENERATED);
    // ical.js reads NAME and X- properties raw (it knows neither), so they are checked as written.
    expect(text).toContain('\r\nNAME:Songs\\, Stories\\; Encores\r\n');
    expect(text).toContain('\r\nX-WR-CALNAME:Songs\\, Stories\\; Encores\r\n');
  });

  it('keeps commas, semicolons and backslashes in summary and location intact', () => {
    const show = makeShow({
      title: 'Songs, Stories; and a \\ Backslash',
      venue: { ...makeShow().venue, name: 'Hall A, Upper Level; East' },
    });
    const text = showCalendar(show, series, GENERATED);
    expect(text).toContain('SUMMARY:Songs\\, Stories\\; and a \\\\ Backslash');
    const [event] = parse(text).events;
    expect(event?.summary).toBe('Songs, Stories; and a \\ Backslash');
    expect(event?.location).toBe(
      'Hall A, Upper Level; East, 1527 College Avenue, Huntington, WV 25703',
    );
  });

  it('folds a long description into lines of at most 75 octets that unfold to the original', () => {
    const long = `<p>${'Every winter the lanterns rise over Larkspur, and the whole town sings along. '.repeat(6)}Ünïcödé — “quotes” too.</p>`;
    const text = showCalendar(makeShow({ description: long }), series, GENERATED);
    const lines = text.split('\r\n');
    for (const line of lines) {
      expect(new TextEncoder().encode(line).length).toBeLessThanOrEqual(75);
    }
    expect(lines.filter((line) => line.startsWith(' ')).length).toBeGreaterThan(3);
    const [event] = parse(text).events;
    expect(event?.description).toContain('the whole town sings along. Every winter');
    expect(event?.description).toContain('Ünïcödé — “quotes” too.');
  });

  it('puts the plain-text description, ticket link and page URL in the event', () => {
    const text = showCalendar(
      makeShow({ description: '<p>Music &amp; <em>light</em>.</p>' }),
      series,
      GENERATED,
    );
    const [event] = parse(text).events;
    expect(event?.description).toBe(
      'Music & light.\n\nTickets: https://tickets.example.com/ridgeline/lanterns\n\nDetails: https://www.example.edu/artistseries/shows/lanterns_over_larkspur/',
    );
    expect(event?.component.getFirstPropertyValue('url')).toBe(
      'https://www.example.edu/artistseries/shows/lanterns_over_larkspur/',
    );
  });

  it('gives the same show the same UID on every build', () => {
    const first = parse(showCalendar(makeShow(), series, GENERATED)).events[0];
    const later = parse(showCalendar(makeShow(), series, new Date('2026-12-01T00:00:00Z')))
      .events[0];
    expect(first?.uid).toBe('show-lanterns_over_larkspur@www.example.edu');
    expect(later?.uid).toBe(first?.uid);
    expect(first?.component.getFirstPropertyValue('dtstamp')?.toString()).toBe(
      '2026-08-01T12:00:00Z',
    );
  });

  it('lists a festival as its screenings', () => {
    const { events } = parse(showCalendar(makeFestival(), series, GENERATED));
    expect(events.map((e) => [e.summary, utc(e.startDate)])).toEqual([
      [
        "The Ferryman's Daughter (Ridgeline International Film Festival)",
        '2027-03-18T22:00:00.000Z',
      ],
      [
        "The Ferryman's Daughter (Ridgeline International Film Festival)",
        '2027-03-20T01:15:00.000Z',
      ],
      ['The Quiet Hours (Ridgeline International Film Festival)', '2027-03-20T17:00:00.000Z'],
    ]);
  });
});

describe('filmCalendar', () => {
  it('has one event per screening, ending after the running time', () => {
    const film = makeFilm({
      lengthMinutes: 96,
      screenings: [
        makeScreening({ day: '2027-03-18', time: '20:30' }),
        makeScreening({ day: '2027-03-20', time: '18:00' }),
      ],
    });
    const { events } = parse(filmCalendar(film, makeFestival(), series, GENERATED));
    expect(events).toHaveLength(2);
    expect(utc(events[1]!.startDate)).toBe('2027-03-20T22:00:00.000Z');
    expect(utc(events[1]!.endDate)).toBe('2027-03-20T23:36:00.000Z');
    expect(events[0]?.location).toBe('Alderton Theatre, 947 Fourth Avenue, Huntington, WV 25701');
    expect(new Set(events.map((e) => e.uid)).size).toBe(2);
  });
});

describe('seasonCalendar', () => {
  const shows = [
    makeShow(),
    makeShow({ name: 'winter_lights', title: 'Winter Lights', date: '2026-12-06T15:00' }),
    makeFestival(),
  ];
  const parsed = parse(seasonCalendar(shows, series, GENERATED));

  it('has one event per show', () => {
    expect(parsed.events).toHaveLength(3);
  });

  it('is named after the series and season and asks to be refreshed daily', () => {
    const { calendar } = parsed;
    expect(calendar.getFirstPropertyValue('x-wr-calname')).toBe(
      'Ridgeline Artists Series 2026–27 Season',
    );
    expect(calendar.getFirstPropertyValue('x-published-ttl')?.toString()).toBe('P1D');
    expect(calendar.getFirstProperty('refresh-interval')).not.toBeNull();
  });

  it('spans the festival from its first to its last screening', () => {
    const festival = parsed.events[2];
    expect(utc(festival!.startDate)).toBe('2027-03-18T22:00:00.000Z');
    expect(utc(festival!.endDate)).toBe('2027-03-20T18:41:00.000Z');
  });
});

describe('educationCalendar', () => {
  it('has one event per education event, with the room in the location', () => {
    const education = makeEducation([
      makeEducationEvent(),
      makeEducationEvent({ name: 'Second Talk', date: '2027-02-04', room: undefined }),
    ]);
    const { events } = parse(educationCalendar(education, series, GENERATED));
    expect(events.map((e) => e.location)).toEqual([
      'Recital Hall, Joan C. Edwards Performing Arts Center, 1527 College Avenue, Huntington, WV 25703',
      'Joan C. Edwards Performing Arts Center, 1527 College Avenue, Huntington, WV 25703',
    ]);
    expect(utc(events[1]!.startDate)).toBe('2027-02-04T23:00:00.000Z');
  });
});

describe('RFC 5545 text', () => {
  const event: CalendarEvent = {
    uid: 'x@example.edu',
    title: 'T',
    start: new Date('2027-01-24T00:30:00Z'),
    end: new Date('2027-01-24T02:30:00Z'),
    location: 'L',
    description: 'D',
    url: 'https://www.example.edu/',
    status: 'CONFIRMED',
    sequence: 0,
  };

  it('ends every line with CRLF', () => {
    const text = buildCalendar([event], {
      name: 'C',
      timeZone: 'America/New_York',
      generatedAt: GENERATED,
    });
    expect(text.endsWith('END:VCALENDAR\r\n')).toBe(true);
    expect(text.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
  });

  it('writes times in the venue zone with a VTIMEZONE for New York', () => {
    const text = buildCalendar([event], {
      name: 'C',
      timeZone: 'America/New_York',
      generatedAt: GENERATED,
    });
    expect(text).toContain('BEGIN:VTIMEZONE\r\nTZID:America/New_York');
    expect(text).toContain('DTSTART;TZID=America/New_York:20270123T193000');
  });

  // Europe/Kyiv got its current name in 2022, after the tzurl.org data the package ships.
  it('falls back to UTC times for a zone it has no VTIMEZONE for', () => {
    const text = buildCalendar([event], {
      name: 'C',
      timeZone: 'Europe/Kyiv',
      generatedAt: GENERATED,
    });
    expect(text).not.toContain('VTIMEZONE');
    expect(text).toContain('DTSTART:20270124T003000Z');
    const [parsed] = parse(text).events;
    expect(utc(parsed!.startDate)).toBe('2027-01-24T00:30:00.000Z');
  });

  it('escapes backslash, semicolon, comma and newline so they read back unchanged', () => {
    const text = buildCalendar([{ ...event, title: 'a\\b;c,d\ne' }], {
      name: 'C',
      timeZone: 'America/New_York',
      generatedAt: GENERATED,
    });
    expect(text).toContain('SUMMARY:a\\\\b\\;c\\,d\\ne');
    expect(parse(text).events[0]?.summary).toBe('a\\b;c,d\ne');
  });

  it('folds a long title of multi-byte characters without splitting one', () => {
    const title = 'é'.repeat(60);
    const text = buildCalendar([{ ...event, title }], {
      name: 'C',
      timeZone: 'America/New_York',
      generatedAt: GENERATED,
    });
    const lines = text.split('\r\n');
    for (const line of lines) {
      expect(new TextEncoder().encode(line).length).toBeLessThanOrEqual(75);
      expect(line).not.toContain('\uFFFD');
    }
    expect(lines.filter((line) => line.startsWith(' ')).length).toBeGreaterThan(0);
    expect(parse(text).events[0]?.summary).toBe(title);
  });

  it('writes the venue clock, not the build machine clock', () => {
    // jest.config.mjs runs the unit tests on a Los Angeles clock, three hours behind the venue.
    expect(new Date('2027-01-24T00:30:00Z').getHours()).toBe(16);
    const text = buildCalendar([event], {
      name: 'C',
      timeZone: 'America/New_York',
      generatedAt: GENERATED,
    });
    expect(text).toContain('DTSTART;TZID=America/New_York:20270123T193000');
    expect(text).toContain('DTEND;TZID=America/New_York:20270123T213000');
  });

  it('marks every event as the first revision, stamped with the given time', () => {
    const [parsed] = parse(
      buildCalendar([event], { name: 'C', timeZone: 'America/New_York', generatedAt: GENERATED }),
    ).events;
    expect(parsed?.sequence).toBe(0);
    expect(parsed?.component.getFirstPropertyValue('dtstamp')?.toString()).toBe(
      '2026-08-01T12:00:00Z',
    );
  });
});

describe('calendarStamp', () => {
  it('is the same for two builds on the same day', () => {
    const morning = calendarStamp(new Date('2026-08-01T06:10:00Z'), undefined);
    const evening = calendarStamp(new Date('2026-08-01T21:45:30Z'), undefined);
    expect(morning.toISOString()).toBe('2026-08-01T00:00:00.000Z');
    expect(evening.getTime()).toBe(morning.getTime());
  });

  it('follows SOURCE_DATE_EPOCH when it is set', () => {
    expect(calendarStamp(new Date('2026-08-01T06:10:00Z'), '1790000000').toISOString()).toBe(
      '2026-09-21T14:13:20.000Z',
    );
  });

  it('makes two builds of the same content write the same file', () => {
    const first = showCalendar(makeShow(), series, calendarStamp(new Date('2026-08-01T01:00Z')));
    const second = showCalendar(makeShow(), series, calendarStamp(new Date('2026-08-01T23:00Z')));
    expect(second).toBe(first);
  });
});

describe('a VTIMEZONE file that cannot be read', () => {
  it('stops the build instead of writing the calendar in UTC', () => {
    jest.isolateModules(() => {
      jest.doMock('@touch4it/ical-timezones', () => ({
        getVtimezoneComponent: () => null,
        timezoneExists: () => true,
      }));
      // eslint-disable-next-line @typescript-eslint/no-require-imports
      const isolated = require('./ical') as typeof import('./ical');
      expect(() =>
        isolated.showCalendar(makeShow(), { ...series, timeZone: 'America/New_York' }, GENERATED),
      ).toThrow('lists "America/New_York" but could not read its VTIMEZONE file');
    });
  });
});

describe('status and revision (docs/rules/shows.md#show-status)', () => {
  function only(text: string) {
    const [event] = parse(text).events;
    if (!event) throw new Error('no VEVENT');
    return event;
  }
  const statusOf = (event: ICAL.Event) => event.component.getFirstPropertyValue('status');

  it.each(['scheduled', 'soldOut', 'rescheduled'] as const)('a %s show is CONFIRMED', (status) => {
    const show = makeShow({
      status,
      ...(status === 'rescheduled'
        ? {
            previousDate: '2026-12-05T19:30',
            previousDateFormatted: 'Saturday, December 5, 2026, 7:30 pm',
          }
        : {}),
    });
    expect(statusOf(only(showCalendar(show, series, GENERATED)))).toBe('CONFIRMED');
  });

  it.each([
    ['cancelled', 'Cancelled: Lanterns Over Larkspur'],
    ['postponed', 'Postponed: Lanterns Over Larkspur'],
  ] as const)('a %s show is CANCELLED, its summary saying so', (status, summary) => {
    const event = only(showCalendar(makeShow({ status }), series, GENERATED));
    expect(statusOf(event)).toBe('CANCELLED');
    expect(event.summary).toBe(summary);
  });

  it('keeps a cancelled show in the season feed, with its own UID and start', () => {
    const cancelled = makeShow({ status: 'cancelled', revision: 2 });
    const { events } = parse(
      seasonCalendar([makeShow({ name: 'other' }), cancelled], series, GENERATED),
    );
    const event = events.find((e) => e.uid === `show-${cancelled.name}@www.example.edu`);
    expect(event && statusOf(event)).toBe('CANCELLED');
    expect(event?.summary).toMatch(/^Cancelled: /);
    expect(utc(event!.startDate)).toBe('2027-01-24T00:30:00.000Z');
  });

  it('writes the revision as SEQUENCE', () => {
    expect(only(showCalendar(makeShow({ revision: 3 }), series, GENERATED)).sequence).toBe(3);
    expect(only(showCalendar(makeShow(), series, GENERATED)).sequence).toBe(0);
  });

  it('keeps the UID when a show is rescheduled', () => {
    const before = only(showCalendar(makeShow(), series, GENERATED));
    const after = only(
      showCalendar(
        makeShow({
          status: 'rescheduled',
          previousDate: '2027-01-23T19:30',
          date: '2027-02-06T19:30',
          day: '2027-02-06',
          revision: 1,
        }),
        series,
        GENERATED,
      ),
    );
    expect(after.uid).toBe(before.uid);
    expect(after.sequence).toBeGreaterThan(before.sequence);
  });

  it('says where a rescheduled show was moved from, in the description', () => {
    const show = makeShow({
      status: 'rescheduled',
      previousDate: '2026-12-05T19:30',
      previousDateFormatted: 'Saturday, December 5, 2026, 7:30 pm',
    });
    expect(only(showCalendar(show, series, GENERATED)).description).toContain(
      'Rescheduled from Saturday, December 5, 2026, 7:30 pm',
    );
  });

  it('gives screenings their festival’s status and revision', () => {
    const festival = makeFestival({ status: 'cancelled', revision: 4 });
    const event = only(filmCalendar(makeFilm(), festival, series, GENERATED));
    expect(statusOf(event)).toBe('CANCELLED');
    expect(event.sequence).toBe(4);
    expect(event.summary).toMatch(/^Cancelled: /);
  });

  it('keeps a rescheduled education event’s UID on the day first announced', () => {
    const first = makeEducationEvent();
    const moved = makeEducationEvent({
      status: 'rescheduled',
      previousDate: `${first.date}T${first.time}`,
      date: '2026-12-03',
      revision: 1,
    });
    const [a] = parse(educationCalendar(makeEducation([first]), series, GENERATED)).events;
    const [b] = parse(educationCalendar(makeEducation([moved]), series, GENERATED)).events;
    expect(b?.uid).toBe(a?.uid);
    expect(b?.sequence).toBe(1);
  });

  it('marks a postponed education event CANCELLED', () => {
    const { events } = parse(
      educationCalendar(
        makeEducation([makeEducationEvent({ status: 'postponed' })]),
        series,
        GENERATED,
      ),
    );
    expect(events[0] && statusOf(events[0])).toBe('CANCELLED');
  });
});
